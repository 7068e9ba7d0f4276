/**
 * The checker of GrowthBook payloads, against the site's experiments and flags (`definitions.ts`).
 *
 * A payload from GrowthBook is never refused as a whole for one part the site cannot use: each
 * rule, feature and experiment is looked at on its own (`assessPayload`). A rule the site cannot
 * use is skipped alone (the next rule or the default applies), a feature the site has no use for
 * is left out, an experiment the site does not run is refused, and each is listed with the reason
 * (the QA panel and `npm run experiments -- check` show the list). The bundled payload, which the
 * team writes, must have none of these (`checkPayload`). Plain TypeScript, so the build, the
 * command and the browser all check the same way.
 */
import type { FeatureDefinition, FeatureRule as EvaluatedRule } from './rules/evaluate.ts';
import type { RedirectExperiment } from './rules/redirect.ts';
import { allowedValues, controlOf, experimentKeys, siteFeatureKeys, type ExperimentKey, type FlagKey } from './definitions.ts';

export * from './definitions.ts';

export interface VariationMeta {
  key: string;
  name?: string;
}

/** A rule that gives everyone (or a share of visitors, or those a condition picks) one value. */
export interface ForceRule<T> {
  id?: string;
  force: T;
  coverage?: number;
  hashAttribute?: string;
  hashVersion?: number;
  seed?: string;
  condition?: Record<string, unknown>;
}

/** An A/B rule: the visitor's hash picks a variation. */
export interface ExperimentRule<T> {
  id?: string;
  key?: string;
  name?: string;
  phase?: string;
  seed?: string;
  hashAttribute?: string;
  hashVersion?: number;
  bucketVersion?: number;
  coverage?: number;
  variations: T[];
  weights: number[];
  meta: VariationMeta[];
  condition?: Record<string, unknown>;
}

export type FeatureRule<T> = ForceRule<T> | ExperimentRule<T>;

export interface Feature<T> {
  defaultValue: T;
  rules?: FeatureRule<T>[];
}

export type ExperimentsPayload = {
  features: Record<ExperimentKey, Feature<string>> & Record<FlagKey, Feature<boolean>> & Record<string, unknown>;
  experiments?: unknown[];
  savedGroups?: Record<string, unknown>;
  dateUpdated?: string;
  [key: string]: unknown;
};

export type PayloadCheck = { ok: true; payload: ExperimentsPayload } | { ok: false; errors: string[] };

export function isForceRule<T>(rule: FeatureRule<T>): rule is ForceRule<T> {
  return 'force' in rule;
}

/** Why the site leaves something of a payload out. */
export type ReasonCode =
  | 'unknownField'
  | 'bandit'
  | 'remoteEvaluation'
  | 'malformed'
  | 'notAVariation'
  | 'defaultNotAVariation'
  | 'rulesNotAList'
  | 'unusedKey'
  | 'visual'
  | 'notARedirect'
  | 'manual'
  | 'notAPage';

/** A reason with what it is about (a field, a value, a destination, the shape's problem). */
export interface Reason {
  readonly code: ReasonCode;
  readonly detail?: string;
}

/** The reasons in English words, for the command line and the console (the QA panel has them in the visitor's language). */
export const reasonText: Record<ReasonCode, (detail: string) => string> = {
  unknownField: (field) => `it has the field "${field}", which the site does not know (it may carry targeting the site cannot honour)`,
  bandit: () => 'a contextual bandit: its weights come from a bandit service the site does not use',
  remoteEvaluation: () => 'evaluated remotely by GrowthBook: the site decides in the browser',
  malformed: (problem) => `its form is not one the site knows: ${problem}`,
  notAVariation: (value) => `${value} is not a variation the site can show`,
  defaultNotAVariation: (value) => `its default ${value} is not a variation the site can show: the control applies instead`,
  rulesNotAList: () => 'its rules are not a list: only its default applies',
  unusedKey: () => 'the site has no use for this key',
  visual: () => 'a visual experiment: the site runs no code or styles from GrowthBook',
  notARedirect: () => 'not a URL-redirect experiment',
  manual: () => 'started by code (manual), which the site does not have',
  notAPage: (destination) => `the destination ${destination} is not a page of this site`,
};

/** Something of the payload the site does not use, and why. */
export interface ReportEntry extends Reason {
  /** The feature's or experiment's key. */
  readonly key: string;
  /** The rule's place in the feature's rules; none for the feature itself. */
  readonly rule?: number;
  readonly ruleId?: string;
}

export const reasonOf = (entry: Reason): string => reasonText[entry.code](entry.detail ?? '');

export interface PayloadReport {
  /** Rules (and defaults) of features the site uses that it cannot use: skipped alone. */
  readonly skipped: readonly ReportEntry[];
  /** Features of the payload the site has no use for: harmless, left out. */
  readonly unused: readonly ReportEntry[];
  /** Experiments of the payload (`experiments`) the site does not run. */
  readonly refused: readonly ReportEntry[];
  /** The site's features the payload does not have (switched off in GrowthBook, or not made yet): they show their control, or are off. */
  readonly missing: readonly string[];
}

/** Where URL-redirect experiments may send a visitor: the site's pages, on the site's origins. */
export interface SiteScope {
  readonly pagePaths: readonly string[];
  readonly origins: readonly string[];
}

export interface PayloadAssessment {
  /** The site's features and the prerequisites they need, with the rules the site can use. */
  readonly features: Record<string, FeatureDefinition>;
  readonly savedGroups?: Record<string, unknown>;
  /** The URL-redirect experiments the site runs, their destinations as paths of the site. */
  readonly experiments: RedirectExperiment[];
  readonly report: PayloadReport;
}

export type Assessed = { ok: true; assessment: PayloadAssessment } | { ok: false; error: string };

type Check = (value: unknown) => string | undefined;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isRange = (value: unknown) => Array.isArray(value) && value.length === 2 && value.every(isNumber);
const isOperatorObject = (value: Record<string, unknown>) => Object.keys(value).length > 0 && Object.keys(value).every((key) => key.startsWith('$'));

const text: Check = (value) => (typeof value === 'string' ? undefined : 'must be text');
const number: Check = (value) => (isNumber(value) ? undefined : 'must be a number');
const wholeNumber: Check = (value) => (Number.isInteger(value) && (value as number) >= 0 ? undefined : 'must be a whole number of 0 or more');
const yesNo: Check = (value) => (typeof value === 'boolean' ? undefined : 'must be true or false');
const range: Check = (value) => (isRange(value) ? undefined : 'must be [start, end]');
const list =
  (item: Check, what: string): Check =>
  (value) => {
    if (!Array.isArray(value)) return `must be a list of ${what}`;
    for (const [index, entry] of value.entries()) {
      const problem = item(entry);
      if (problem) return `[${index}] ${problem}`;
    }
    return undefined;
  };
const shape =
  (fields: Record<string, Check>, required: readonly string[] = []): Check =>
  (value) => {
    if (!isRecord(value)) return 'must be an object';
    for (const field of required) if (!(field in value)) return `needs "${field}"`;
    for (const [field, entry] of Object.entries(value)) {
      const check = Object.hasOwn(fields, field) ? fields[field] : undefined;
      if (!check) return `has "${field}", which the site does not know`;
      const problem = entry === undefined ? undefined : check(entry);
      if (problem) return `${field} ${problem}`;
    }
    return undefined;
  };

const valueOperators = new Set([
  '$eq',
  '$ne',
  '$lt',
  '$lte',
  '$gt',
  '$gte',
  '$veq',
  '$vne',
  '$vgt',
  '$vgte',
  '$vlt',
  '$vlte',
  '$exists',
  '$in',
  '$nin',
  '$ini',
  '$nini',
  '$inGroup',
  '$notInGroup',
  '$not',
  '$size',
  '$elemMatch',
  '$all',
  '$alli',
  '$regex',
  '$regexi',
  '$type',
]);

/** A condition in GrowthBook's language, every operator one the site evaluates. */
const condition: Check = (value) => {
  if (!isRecord(value)) return 'must be an object';
  for (const [key, entry] of Object.entries(value)) {
    let problem: string | undefined;
    if (key === '$and' || key === '$or' || key === '$nor') problem = list(condition, 'conditions')(entry);
    else if (key === '$not') problem = condition(entry);
    else if (key === '$savedGroup') problem = isRecord(entry) && typeof entry.id === 'string' ? undefined : 'needs a saved group id';
    else if (key.startsWith('$')) problem = 'is an operator the site does not know';
    else problem = conditionValue(entry);
    if (problem) return `${key} ${problem}`;
  }
  return undefined;
};

/** The value a condition compares an attribute with: a plain value, or operators the site evaluates. */
const conditionValue: Check = (value) => {
  if (!isRecord(value) || !isOperatorObject(value)) return undefined;
  for (const [operator, argument] of Object.entries(value)) {
    if (!valueOperators.has(operator)) return `${operator} is an operator the site does not know`;
    let problem: string | undefined;
    if (operator === '$not' || operator === '$size') problem = conditionValue(argument);
    else if (operator === '$elemMatch') problem = isRecord(argument) && isOperatorObject(argument) ? conditionValue(argument) : condition(argument);
    else if (operator === '$all' || operator === '$alli') problem = Array.isArray(argument) ? argument.map(conditionValue).find(Boolean) : undefined;
    if (problem) return `${operator} ${problem}`;
  }
  return undefined;
};

const parentConditions = list(shape({ id: text, condition, gate: yesNo }, ['id']), 'prerequisites');
const filters = list(shape({ seed: text, ranges: list(range, 'ranges'), attribute: text, hashVersion: number }, ['seed', 'ranges']), 'filters');
const namespace: Check = (value) =>
  Array.isArray(value) && value.length === 3 && typeof value[0] === 'string' && isNumber(value[1]) && isNumber(value[2])
    ? undefined
    : 'must be [name, start, end]';
const meta = list(shape({ key: text, name: text, passthrough: yesNo }), 'variation details');

/** What experiment rules and URL-redirect experiments have in common. */
const experimentChecks: Record<string, Check> = {
  key: text,
  name: text,
  phase: text,
  seed: text,
  hashAttribute: text,
  fallbackAttribute: text,
  hashVersion: number,
  bucketVersion: wholeNumber,
  minBucketVersion: wholeNumber,
  disableStickyBucketing: yesNo,
  coverage: number,
  weights: list(number, 'numbers'),
  ranges: list(range, 'ranges'),
  meta,
  namespace,
  filters,
  condition,
  parentConditions,
};

const ruleChecks: Record<string, Check> = {
  ...experimentChecks,
  id: text,
  force: () => undefined,
  range,
  variations: (value) => (Array.isArray(value) ? undefined : 'must be a list'),
  // GrowthBook marks bandits and plain tests; the site runs both as tests.
  type: text,
};

/** Rule parts GrowthBook knows that the site does not do, with the reason given for them. */
const unsupportedRuleFields: Record<string, ReasonCode> = {
  contextualBanditRef: 'bandit',
  contextualVariations: 'bandit',
  tracks: 'remoteEvaluation',
};

/** Each variation needs its details (meta) and its range, when the rule gives them. */
function perVariation(rule: Record<string, unknown>): string | undefined {
  const count = Array.isArray(rule.variations) ? rule.variations.length : 0;
  if (Array.isArray(rule.meta) && rule.meta.length < count) return `meta needs an entry for each of the ${count} variations`;
  if (Array.isArray(rule.ranges) && rule.ranges.length !== count) return `ranges needs one range for each of the ${count} variations`;
  return undefined;
}

/** Why the site cannot use a rule, or undefined when it can. `allowed` lists the values the site can show, if it is picky. */
function ruleProblem(rule: unknown, allowed: readonly string[] | undefined): Reason | undefined {
  if (!isRecord(rule)) return { code: 'malformed', detail: 'the rule is not an object' };
  for (const field of Object.keys(rule)) {
    if (Object.hasOwn(unsupportedRuleFields, field)) return { code: unsupportedRuleFields[field]! };
    if (!Object.hasOwn(ruleChecks, field)) return { code: 'unknownField', detail: field };
  }
  const problem = shape(ruleChecks)(rule) ?? perVariation(rule);
  if (problem) return { code: 'malformed', detail: problem };
  if (!allowed) return undefined;
  const values = 'force' in rule ? [rule.force] : Array.isArray(rule.variations) ? rule.variations : [];
  const foreign = values.find((value) => typeof value !== 'string' || !allowed.includes(value));
  return foreign === undefined ? undefined : { code: 'notAVariation', detail: `${JSON.stringify(foreign)} (${allowed.join(', ')})` };
}

const redirectChecks: Record<string, Check> = {
  ...experimentChecks,
  key: text,
  changeId: text,
  status: text,
  active: yesNo,
  persistQueryString: yesNo,
  urlPatterns: list(
    shape({ type: (value) => (value === 'simple' || value === 'regex' ? undefined : 'must be "simple" or "regex"'), pattern: text, include: yesNo }, [
      'type',
      'pattern',
    ]),
    'URL patterns',
  ),
  variations: list((value) => (isRecord(value) ? undefined : 'must be an object'), 'variations'),
};

/** A destination of the site: an address on one of its origins whose path is one of its pages; as a path (with its query and hash). */
function sitePath(destination: unknown, scope: SiteScope): string | undefined {
  if (typeof destination !== 'string') return undefined;
  try {
    const url = new URL(destination);
    const path = url.pathname.replace(/(.)\/+$/, '$1');
    return scope.origins.includes(url.origin) && scope.pagePaths.includes(path) ? path + url.search + url.hash : undefined;
  } catch {
    return undefined;
  }
}

/** A URL-redirect experiment the site runs (destinations as paths), or why not. */
function redirectExperiment(value: unknown, scope: SiteScope): RedirectExperiment | Reason {
  if (!isRecord(value)) return { code: 'malformed', detail: 'the experiment is not an object' };
  const variations = Array.isArray(value.variations) ? value.variations : [];
  if (variations.some((variation) => isRecord(variation) && ('css' in variation || 'js' in variation || 'domMutations' in variation)))
    return { code: 'visual' };
  if (!value.urlPatterns || !variations.some((variation) => isRecord(variation) && 'urlRedirect' in variation)) return { code: 'notARedirect' };
  if (value.manual) return { code: 'manual' };
  const problem = shape(redirectChecks, ['key', 'variations', 'urlPatterns'])(value);
  if (problem) return { code: 'malformed', detail: problem };
  const paths: Array<{ urlRedirect?: string }> = [];
  for (const variation of variations as Array<Record<string, unknown>>) {
    const extra = Object.keys(variation).find((field) => field !== 'urlRedirect');
    if (extra) return { code: 'unknownField', detail: extra };
    if (!('urlRedirect' in variation) || variation.urlRedirect === '') {
      // The control stays where it is.
      paths.push('urlRedirect' in variation ? { urlRedirect: '' } : {});
      continue;
    }
    const path = sitePath(variation.urlRedirect, scope);
    if (path === undefined) return { code: 'notAPage', detail: JSON.stringify(variation.urlRedirect) };
    paths.push({ urlRedirect: path });
  }
  return { ...(value as unknown as RedirectExperiment), variations: paths };
}

const isSiteFeature = (key: string) => siteFeatureKeys.includes(key);

function allowedFor(key: string): readonly string[] | undefined {
  return (experimentKeys as readonly string[]).includes(key) ? allowedValues(key as ExperimentKey) : undefined;
}

/** A feature with the rules the site can use, and what it had to leave out. */
function assessFeature(key: string, feature: Record<string, unknown>, skipped: ReportEntry[]): FeatureDefinition {
  const allowed = allowedFor(key);
  const kept: EvaluatedRule[] = [];
  const rules = feature.rules === undefined ? [] : feature.rules;
  if (!Array.isArray(rules)) skipped.push({ key, code: 'rulesNotAList' });
  else {
    rules.forEach((rule: unknown, index) => {
      const problem = ruleProblem(rule, allowed);
      const ruleId = isRecord(rule) && typeof rule.id === 'string' ? { ruleId: rule.id } : {};
      if (problem) skipped.push({ key, rule: index, ...ruleId, ...problem });
      else kept.push(rule as EvaluatedRule);
    });
  }
  let defaultValue = feature.defaultValue;
  if (allowed && defaultValue !== undefined && defaultValue !== null && !allowed.includes(defaultValue as string)) {
    const control = controlOf(key as ExperimentKey);
    skipped.push({ key, code: 'defaultNotAVariation', detail: `${JSON.stringify(defaultValue)} (${control})` });
    defaultValue = control;
  }
  return { ...(defaultValue === undefined ? {} : { defaultValue }), ...(kept.length > 0 ? { rules: kept } : {}) };
}

/**
 * Looks at each part of a GrowthBook payload on its own: what the site can use (its features and
 * the prerequisites they need, the URL-redirect experiments to its own pages) and, listed with the
 * reason, what it leaves out. Refuses only what is no payload at all.
 */
export function assessPayload(value: unknown, scope: SiteScope): Assessed {
  if (isRecord(value) && !('features' in value) && ('encryptedFeatures' in value || 'encryptedExperiments' in value)) {
    return { ok: false, error: 'payload: encrypted; switch encryption off for this SDK connection (the site decides before the page appears, without a key)' };
  }
  if (!isRecord(value) || !isRecord(value.features)) return { ok: false, error: 'payload: must be an object with "features"' };
  const given = value.features;
  const report = { skipped: [] as ReportEntry[], unused: [] as ReportEntry[], refused: [] as ReportEntry[], missing: [] as string[] };
  const features: Record<string, FeatureDefinition> = {};
  const experiments: RedirectExperiment[] = [];

  const needed: string[] = [];
  const need = (definition: { rules?: readonly { parentConditions?: readonly { id: string }[] }[]; parentConditions?: readonly { id: string }[] }) => {
    for (const rule of [definition, ...(definition.rules ?? [])]) for (const parent of rule.parentConditions ?? []) needed.push(parent.id);
  };
  for (const key of siteFeatureKeys) {
    const feature = given[key];
    if (feature === undefined) report.missing.push(key);
    else if (!isRecord(feature)) report.skipped.push({ key, code: 'malformed', detail: 'the feature is not an object' });
    else need((features[key] = assessFeature(key, feature, report.skipped)));
  }

  for (const [index, experiment] of (Array.isArray(value.experiments) ? value.experiments : []).entries()) {
    const result = redirectExperiment(experiment, scope);
    const key = isRecord(experiment) && typeof experiment.key === 'string' ? experiment.key : `experiments[${index}]`;
    if ('code' in result) report.refused.push({ key, ...result });
    else {
      experiments.push(result);
      need(result);
    }
  }

  // Prerequisites (holdouts among them) are features of their own, needed by the site's features.
  for (let key = needed.shift(); key !== undefined; key = needed.shift()) {
    const feature = given[key];
    if (key in features || !isRecord(feature)) continue;
    need((features[key] = assessFeature(key, feature, report.skipped)));
  }
  for (const key of Object.keys(given)) if (!(key in features) && !isSiteFeature(key)) report.unused.push({ key, code: 'unusedKey' });
  const savedGroups = isRecord(value.savedGroups) ? { savedGroups: value.savedGroups } : {};
  return { ok: true, assessment: { features, ...savedGroups, experiments, report } };
}

/** One line per entry of a report, naming where it is. */
export function describeReport(report: PayloadReport): string[] {
  const where = (entry: ReportEntry) =>
    `features["${entry.key}"]${entry.rule === undefined ? '' : `.rules[${entry.rule}]`}${entry.ruleId ? ` (${entry.ruleId})` : ''}`;
  return [
    ...report.missing.map((key) => `features["${key}"]: missing (switched off in GrowthBook?): the control applies, or the flag is off`),
    ...report.skipped.map((entry) => `${where(entry)}: skipped: ${reasonOf(entry)}`),
    ...report.unused.map((entry) => `features["${entry.key}"]: unused: ${reasonOf(entry)}`),
    ...report.refused.map((entry) => `experiments "${entry.key}": refused: ${reasonOf(entry)}`),
  ];
}

/** GrowthBook splits evenly when weights do not fit; the bundled payload must say what it means. */
function weightProblems(features: Record<string, unknown>): string[] {
  const problems: string[] = [];
  for (const key of siteFeatureKeys) {
    const rules = (features[key] as { rules?: unknown[] } | undefined)?.rules ?? [];
    rules.forEach((rule, index) => {
      if (!isRecord(rule) || !Array.isArray(rule.variations) || rule.weights === undefined) return;
      const weights = rule.weights as number[];
      const sum = weights.reduce((total, weight) => total + weight, 0);
      if (weights.length !== rule.variations.length)
        problems.push(`features["${key}"].rules[${index}].weights: needs one weight per variation (${rule.variations.length})`);
      else if (Math.abs(sum - 1) > weightTolerance)
        problems.push(`features["${key}"].rules[${index}].weights: must add up to 1 (they add up to ${Number(sum.toFixed(4))})`);
    });
  }
  return problems;
}

/** GrowthBook accepts weights adding up to 0.99 … 1.01 and splits evenly otherwise. */
export const weightTolerance = 0.01;

/**
 * The check of a payload the team writes (the bundled one, and every change `npm run experiments`
 * makes): it must have every experiment and flag of the site, and nothing the site would skip,
 * leave out or refuse. Every problem is listed, each naming its key.
 */
export function checkPayload(value: unknown, scope: SiteScope = { pagePaths: [], origins: [] }): PayloadCheck {
  const assessed = assessPayload(value, scope);
  if (!assessed.ok) return { ok: false, errors: [assessed.error] };
  const errors = [...describeReport(assessed.assessment.report), ...weightProblems((value as ExperimentsPayload).features)];
  return errors.length > 0 ? { ok: false, errors } : { ok: true, payload: value as ExperimentsPayload };
}
