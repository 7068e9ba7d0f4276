import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * GrowthBook's shared SDK test suite, the language-independent cases every GrowthBook SDK runs.
 * It is read where the project keeps its shared references, beside the repository (CI checks the
 * project out next to them); it is never copied in.
 */
export const sdkCasesFile = resolve(import.meta.dirname, '../../../shared/reference/growthbook-sdk-cases/cases.json');

/** A case: its name first, then what it gives, and last what GrowthBook answers. */
export type SdkCase = [string, ...unknown[]];

export interface SdkCases {
  specVersion: string;
  evalCondition: SdkCase[];
  hash: SdkCase[];
  getBucketRange: SdkCase[];
  chooseVariation: SdkCase[];
  inNamespace: SdkCase[];
  feature: SdkCase[];
  run: SdkCase[];
  stickyBucket: SdkCase[];
  urlRedirect: SdkCase[];
  [part: string]: unknown;
}

export function readSdkCases(): SdkCases {
  if (!existsSync(sdkCasesFile)) {
    throw new Error(`GrowthBook's SDK cases are not at ${sdkCasesFile}: the shared references belong beside the repository (../shared/reference/).`);
  }
  return JSON.parse(readFileSync(join(sdkCasesFile), 'utf8')) as SdkCases;
}

/** The context of a `feature`, `run`, `stickyBucket` or `urlRedirect` case, as GrowthBook's own tests read it. */
export interface SdkCaseContext {
  attributes?: Record<string, unknown>;
  features?: Record<string, unknown>;
  savedGroups?: Record<string, unknown>;
  forcedVariations?: Record<string, number>;
  url?: string;
  experiments?: unknown[];
  enabled?: boolean;
  qaMode?: boolean;
  contextualBandits?: Record<string, unknown>;
  stickyBucketAssignmentDocs?: Record<string, unknown>;
}
