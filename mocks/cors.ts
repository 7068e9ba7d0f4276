/**
 * CORS headers of the mocks. Everything the adapters send omits credentials, so `*` is what a
 * real API would send and what the browser accepts.
 */
export const allowAnyOrigin = { 'Access-Control-Allow-Origin': '*' } as const;

/** The answer to a preflight: the scenario header is allowed so browser tests can send it too. */
export function preflightHeaders(methods: string): Record<string, string> {
  return {
    ...allowAnyOrigin,
    'Access-Control-Allow-Methods': methods,
    'Access-Control-Allow-Headers': 'content-type, accept, idempotency-key, x-mock-scenario',
    'Access-Control-Max-Age': '600',
  };
}
