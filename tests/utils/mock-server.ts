import { server } from '../../mocks/node';
import { resetMockState } from '../../mocks/reset';
import { markMockServer } from './mock-server-mark';

/**
 * The mocks (mocks/handlers) for a unit test file that talks to them. Importing `server` from
 * here is all the file does: the unit setup file (tests/setup.ts) then starts it before the
 * file's tests (a request no mock answers fails the test), puts back the usual handlers and
 * empties the mocks' logs after every test, and stops it after the file. A test that needs
 * another answer adds a handler for itself with `server.use(...)`.
 */
export { server };

markMockServer({ server, reset: resetMockState });
