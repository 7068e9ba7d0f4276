import { submissionPaths, type SubmissionKind } from '@server/contract/kinds.generated';
import type { SubmissionEndpoint } from './descriptor';

/** A submission to the site API: its kind, and its path as the contract's table holds it. */
export function siteApi(kind: SubmissionKind): SubmissionEndpoint {
  return { target: 'api', kind, path: submissionPaths[kind] };
}
