import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileContract, type ApiContract } from './compile.ts';

/**
 * The contract, `docs/api/openapi.yaml`, compiled once: the same file and the same compile step
 * as the mock server's, so the service refuses exactly what the contract refuses. The kinds of
 * submission and what each declares are in the table generated from the same file
 * (`kinds.generated.ts`).
 */
export const specPath = join(import.meta.dirname, '../../docs/api/openapi.yaml');

export const idempotencyKeyPattern = /^[A-Za-z0-9_-]{8,64}$/;

let compiled: ApiContract | undefined;

export function contract(): ApiContract {
  compiled ??= compileContract(readFileSync(specPath, 'utf8'));
  return compiled;
}
