/**
 * The experiments and flags of the site and the checker of their GrowthBook payload. This is
 * the one place variants are defined: the payload (`payload.json`, or a remote GrowthBook)
 * must match these definitions, or the build, the tests and `npm run experiments` refuse it
 * with a message naming the key. Plain TypeScript, so the browser can check a remote payload too.
 */
import { allowedValues, experimentKeys, flagKeys, type ExperimentKey, type FlagKey } from './definitions.ts';

export * from './definitions.ts';

export interface VariationMeta {
  key: string;
  name?: string;
}

/** A rule that gives everyone (or a share of visitors) one value. */
export interface ForceRule<T> {
  id?: string;
  force: T;
  coverage?: number;
  hashAttribute?: 'id';
  hashVersion?: 1 | 2;
  seed?: string;
}

/** An A/B rule: the visitor's hash picks a variation. */
export interface ExperimentRule<T> {
  id?: string;
  key?: string;
  name?: string;
  phase?: string;
  seed?: string;
  hashAttribute?: 'id';
  hashVersion: 2;
  bucketVersion?: number;
  coverage?: number;
  variations: T[];
  weights: number[];
  meta: VariationMeta[];
}

export type FeatureRule<T> = ForceRule<T> | ExperimentRule<T>;

export interface Feature<T> {
  defaultValue: T;
  rules?: FeatureRule<T>[];
}

export type ExperimentsPayload = {
  features: Record<ExperimentKey, Feature<string>> & Record<FlagKey, Feature<boolean>> & Record<string, unknown>;
  experiments?: unknown[];
  dateUpdated?: string;
  [key: string]: unknown;
};

export type PayloadCheck = { ok: true; payload: ExperimentsPayload } | { ok: false; errors: string[] };

export function isForceRule<T>(rule: FeatureRule<T>): rule is ForceRule<T> {
  return 'force' in rule;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** GrowthBook accepts weights adding up to 0.99 … 1.01 and ignores them otherwise. */
export const weightTolerance = 0.01;

/** Rule parts GrowthBook knows that the site's before-paint decision cannot honour. */
const unsupportedRuleFields = ['condition', 'parentConditions', 'filters', 'namespace', 'range', 'ranges', 'fallbackAttribute', 'minBucketVersion', 'disableStickyBucketing'];

function checkShare(value: unknown, where: string, errors: string[]) {
  if (value === undefined) return;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 1) errors.push(`${where}: must be a number from 0 to 1`);
}

function checkCommonRule(rule: Record<string, unknown>, where: string, errors: string[]) {
  for (const field of unsupportedRuleFields) {
    if (field in rule) errors.push(`${where}.${field}: not supported (the site decides variants before the page paints, from the visitor id alone)`);
  }
  if (rule.hashAttribute !== undefined && rule.hashAttribute !== 'id') errors.push(`${where}.hashAttribute: must be "id" (the anonymous visitor id)`);
  if (rule.seed !== undefined && typeof rule.seed !== 'string') errors.push(`${where}.seed: must be text`);
  checkShare(rule.coverage, `${where}.coverage`, errors);
}

function checkExperimentRule(rule: Record<string, unknown>, featureKey: string, allowed: readonly string[], where: string, errors: string[]) {
  const { variations, weights, meta } = rule;
  if (rule.key !== undefined && rule.key !== featureKey) errors.push(`${where}.key: must be "${featureKey}" (the experiment id analytics reports)`);
  if (rule.hashVersion !== 2) errors.push(`${where}.hashVersion: must be 2`);
  if (rule.bucketVersion !== undefined && (!Number.isInteger(rule.bucketVersion) || (rule.bucketVersion as number) < 0)) {
    errors.push(`${where}.bucketVersion: must be a whole number of 0 or more`);
  }
  if (!Array.isArray(variations) || variations.length < 2) {
    errors.push(`${where}.variations: needs at least two variations`);
    return;
  }
  variations.forEach((value, index) => {
    if (typeof value !== 'string' || !allowed.includes(value)) errors.push(`${where}.variations[${index}]: "${String(value)}" is not one of ${allowed.join(', ')}`);
  });
  if (new Set(variations).size !== variations.length) errors.push(`${where}.variations: each variation may appear once`);
  if (!Array.isArray(weights) || weights.length !== variations.length) {
    errors.push(`${where}.weights: needs one weight per variation (${variations.length})`);
  } else if (weights.some((weight) => typeof weight !== 'number' || !Number.isFinite(weight) || weight < 0 || weight > 1)) {
    errors.push(`${where}.weights: each weight must be a number from 0 to 1`);
  } else {
    const sum = (weights as number[]).reduce((total, weight) => total + weight, 0);
    if (Math.abs(sum - 1) > weightTolerance) errors.push(`${where}.weights: must add up to 1 (they add up to ${Number(sum.toFixed(4))})`);
  }
  // Sticky assignments are stored by meta key: without them a visitor would not keep its variant.
  if (!Array.isArray(meta) || meta.length !== variations.length) {
    errors.push(`${where}.meta: needs one { key } per variation (sticky assignments are stored by it)`);
  } else {
    const keys = meta.map((item) => (isRecord(item) ? item.key : undefined));
    if (keys.some((key) => typeof key !== 'string' || key === '')) errors.push(`${where}.meta: every entry needs a text key`);
    else if (new Set(keys).size !== keys.length) errors.push(`${where}.meta: keys must differ`);
  }
}

function checkFeature(features: Record<string, unknown>, key: string, allowed: readonly string[] | 'boolean', errors: string[]) {
  const where = `features["${key}"]`;
  const feature = features[key];
  if (!isRecord(feature)) {
    errors.push(`${where}: missing`);
    return;
  }
  const valueOk = (value: unknown) => (allowed === 'boolean' ? typeof value === 'boolean' : typeof value === 'string' && allowed.includes(value));
  const expected = allowed === 'boolean' ? 'true or false' : `one of ${allowed.join(', ')}`;
  if (!valueOk(feature.defaultValue)) errors.push(`${where}.defaultValue: must be ${expected}`);
  if (feature.rules === undefined) return;
  if (!Array.isArray(feature.rules)) {
    errors.push(`${where}.rules: must be a list`);
    return;
  }
  feature.rules.forEach((rule: unknown, index: number) => {
    const ruleWhere = `${where}.rules[${index}]`;
    if (!isRecord(rule)) {
      errors.push(`${ruleWhere}: must be an object`);
      return;
    }
    checkCommonRule(rule, ruleWhere, errors);
    if ('force' in rule) {
      if (!valueOk(rule.force)) errors.push(`${ruleWhere}.force: must be ${expected}`);
      if (rule.hashVersion !== undefined && rule.hashVersion !== 1 && rule.hashVersion !== 2) errors.push(`${ruleWhere}.hashVersion: must be 1 or 2`);
    } else if (allowed === 'boolean') {
      errors.push(`${ruleWhere}: a flag takes force rules only (force: true or false, optionally with coverage)`);
    } else {
      checkExperimentRule(rule, key, allowed, ruleWhere, errors);
    }
  });
}

/** Checks a payload against the definitions above. Every problem is listed, each naming its key. */
export function checkPayload(value: unknown): PayloadCheck {
  if (!isRecord(value) || !isRecord(value.features)) return { ok: false, errors: ['payload: must be an object with "features"'] };
  const errors: string[] = [];
  for (const key of experimentKeys) checkFeature(value.features, key, allowedValues(key), errors);
  for (const key of flagKeys) checkFeature(value.features, key, 'boolean', errors);
  return errors.length > 0 ? { ok: false, errors } : { ok: true, payload: value as ExperimentsPayload };
}

/**
 * What of a checked payload the site hands to the SDK: its `features` only. Its `experiments`
 * (GrowthBook's visual experiments and URL redirects, which inject code and styles or send
 * visitors elsewhere) and anything else are dropped, so an outside system never runs code here.
 */
export function usablePayload(payload: ExperimentsPayload): { features: ExperimentsPayload['features'] } {
  return { features: payload.features };
}
