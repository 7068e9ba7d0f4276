import { compileContract, type ApiContract } from '../server/contract/compile.ts';

/** The contract's compiler lives with the site API, which enforces it; the mock reads the same file through it. */
export type { ApiContract, ApiPath } from '../server/contract/compile.ts';

let loading: Promise<ApiContract | undefined> | undefined;

/**
 * The contract read from `docs/api/openapi.yaml`, in Node (the loopback mock server, vitest).
 * In `npm run dev` the mocks run inside the page, which cannot read the file: there the mock
 * accepts what its own simple checks accept.
 */
export function loadApiContract(): Promise<ApiContract | undefined> {
  loading ??= (async () => {
    if (typeof process === 'undefined' || !process.versions?.node) return undefined;
    const [{ readFileSync }, { join }] = await Promise.all([import('node:fs'), import('node:path')]);
    return compileContract(readFileSync(join(import.meta.dirname, '../docs/api/openapi.yaml'), 'utf8'));
  })();
  return loading;
}
