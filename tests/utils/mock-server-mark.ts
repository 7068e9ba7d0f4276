/**
 * How a unit test file says it uses the mocks: tests/utils/mock-server.ts leaves this mark on
 * the global object when the file imports it, and the setup file (tests/setup.ts) runs the mock
 * server's lifecycle for marked files only. This module loads nothing, so unmarked files stay fast.
 */
export const mockServerMark = Symbol.for('lumi:unit-mock-server');

export interface MockServerInUse {
  readonly server: { listen(options: { onUnhandledRequest: 'error' }): void; resetHandlers(): void; close(): void };
  /** Empties the mocks' logs and puts back their default state. */
  readonly reset: () => void;
}

type Marked = { [mockServerMark]?: MockServerInUse };

export const markedMockServer = (): MockServerInUse | undefined => (globalThis as Marked)[mockServerMark];

export function markMockServer(inUse: MockServerInUse | undefined): void {
  if (inUse) (globalThis as Marked)[mockServerMark] = inUse;
  else delete (globalThis as Marked)[mockServerMark];
}
