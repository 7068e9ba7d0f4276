import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { markedMockServer, markMockServer } from './utils/mock-server-mark';

// The mock server's lifecycle, for the test files that import it from tests/utils/mock-server.ts.
beforeAll(() => {
  markedMockServer()?.server.listen({ onUnhandledRequest: 'error' });
});

afterEach(() => {
  cleanup();
  // Files that run in the node environment have no window.
  globalThis.window?.localStorage.clear();
  const mocks = markedMockServer();
  if (!mocks) return;
  mocks.server.resetHandlers();
  mocks.reset();
});

afterAll(() => {
  markedMockServer()?.server.close();
  markMockServer(undefined);
});
