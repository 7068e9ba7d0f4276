import { setupServer } from 'msw/node';
import { handlers } from './handlers/index';

/**
 * The mocks for vitest. Typical use in a test file:
 *   beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
 *   afterEach(() => { server.resetHandlers(); resetMockState(); });
 *   afterAll(() => server.close());
 */
export const server = setupServer(...handlers);
