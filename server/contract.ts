import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileContract, type ApiContract, type ApiPath } from './contract-compiler.ts';
import type { SubmissionKind } from './db/schema.ts';

/**
 * The contract, `docs/api/openapi.yaml`, compiled once: the same file and the same compile step
 * as the mock server's, so the service refuses exactly what the contract refuses.
 */
export const specPath = join(import.meta.dirname, '../docs/api/openapi.yaml');

export const submissionKinds: readonly SubmissionKind[] = ['callback', 'test-user', 'order', 'cancellation', 'withdrawal', 'accessibility-feedback'];

/** The paths whose contract also takes multipart/form-data (a visitor without JavaScript). */
export const formKinds: ReadonlySet<SubmissionKind> = new Set(['callback', 'test-user', 'cancellation', 'withdrawal', 'accessibility-feedback']);

export const idempotencyKeyPattern = /^[A-Za-z0-9_-]{8,64}$/;

let compiled: ApiContract | undefined;

export function contract(): ApiContract {
  compiled ??= compileContract(readFileSync(specPath, 'utf8'));
  return compiled;
}

export const pathOf = (kind: SubmissionKind): ApiPath => `/${kind}` as ApiPath;
