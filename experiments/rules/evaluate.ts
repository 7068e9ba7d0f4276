import { bucketRanges, chooseVariation, hash, inNamespace, inRange, queryOverride, stickyKey, type BucketRange } from './assignment.ts';
import { evalCondition, type Condition, type SavedGroups } from './condition.ts';
import { isURLTargeted, type UrlPattern } from './url-targeting.ts';

/**
 * GrowthBook's evaluation of a feature and of an experiment, with GrowthBook's meaning and in its
 * order: forced values, prerequisites (`parentConditions`, holdouts among them), filters and
 * namespaces, targeting conditions with saved groups, force and rollout rules, experiments with
 * their weights, coverage, hash versions, fallback attribute and sticky buckets (bucket versions,
 * blocked older ones). Pure: a payload, the visitor's attributes and its stored assignments in, a
 * result like the SDK's out. The script that decides before the first paint runs it, so it does
 * no more than the site uses (no visual experiments, contextual bandits, QA mode or remote
 * evaluation: the payload check leaves rules of those kinds out).
 */

export type Attributes = Readonly<Record<string, unknown>>;

export interface ParentCondition {
  readonly id: string;
  readonly condition?: Condition;
  /** A failed gate turns the whole feature off; a failed plain prerequisite only skips its rule. */
  readonly gate?: boolean;
}

export interface Filter {
  readonly attribute?: string;
  readonly seed: string;
  readonly hashVersion?: number;
  readonly ranges: readonly BucketRange[];
}

export interface VariationMeta {
  readonly key?: string;
  readonly name?: string;
  readonly passthrough?: boolean;
}

/** What experiment rules and URL-redirect experiments share. */
export interface ExperimentFields {
  readonly key?: string;
  readonly weights?: readonly number[];
  readonly coverage?: number;
  readonly ranges?: readonly BucketRange[];
  readonly hashAttribute?: string;
  readonly fallbackAttribute?: string;
  readonly disableStickyBucketing?: boolean;
  readonly hashVersion?: number;
  readonly seed?: string;
  readonly bucketVersion?: number;
  readonly minBucketVersion?: number;
  readonly namespace?: readonly [string, number, number];
  readonly filters?: readonly Filter[];
  readonly meta?: readonly VariationMeta[];
  readonly condition?: Condition;
  readonly parentConditions?: readonly ParentCondition[];
  readonly name?: string;
  readonly phase?: string;
}

export interface FeatureRule extends ExperimentFields {
  readonly id?: string;
  readonly force?: unknown;
  readonly range?: BucketRange;
  readonly variations?: readonly unknown[];
}

export interface FeatureDefinition {
  readonly defaultValue?: unknown;
  readonly rules?: readonly FeatureRule[];
}

export interface Experiment extends ExperimentFields {
  readonly key: string;
  readonly variations: readonly unknown[];
  /** A variation forced by the experiment itself (only for those run on their own). */
  readonly force?: number;
  readonly active?: boolean;
  readonly status?: string;
  readonly urlPatterns?: readonly UrlPattern[];
}

export interface StickyDocument {
  readonly attributeName: string;
  readonly attributeValue: string;
  readonly assignments: Readonly<Record<string, string>>;
}

export interface ExperimentResult {
  readonly key: string;
  readonly featureId: string | null;
  readonly inExperiment: boolean;
  /** False when the variation was forced (query, QA panel, DevTools): such a view is no exposure. */
  readonly hashUsed: boolean;
  readonly variationId: number;
  readonly value: unknown;
  readonly hashAttribute: string;
  readonly hashValue: unknown;
  readonly stickyBucketUsed: boolean;
  readonly bucket?: number;
  readonly name?: string;
  readonly passthrough?: boolean;
}

export type FeatureSource = 'unknownFeature' | 'defaultValue' | 'force' | 'override' | 'experiment' | 'prerequisite' | 'cyclicPrerequisite';

export interface FeatureResult {
  readonly value: unknown;
  readonly on: boolean;
  readonly off: boolean;
  readonly source: FeatureSource;
  readonly ruleId: string;
  readonly experiment?: Experiment;
  readonly experimentResult?: ExperimentResult;
}

export interface EvaluationContext {
  readonly features: Readonly<Record<string, FeatureDefinition>>;
  readonly savedGroups?: SavedGroups;
  /** The visitor's attributes, overrides (DevTools) already applied. */
  readonly attributes: Attributes;
  /** The page's address: URL targeting and `?<key>=<index>` overrides read it. */
  readonly url?: string;
  readonly forcedVariations?: Readonly<Record<string, unknown>>;
  /** Feature values forced for this session (the QA panel, DevTools). */
  readonly forcedFeatures?: Readonly<Record<string, unknown>>;
  /**
   * Sticky bucketing, when the visitor's assignments can be kept: the stored document of an
   * attribute (`<name>||<value>`), and where a changed one is saved.
   */
  readonly sticky?: {
    document(key: string): StickyDocument | undefined;
    save(document: StickyDocument): void;
  };
  /** Called when the hash (or a sticky bucket) put the visitor into an experiment: an exposure, in GrowthBook's words. */
  readonly onExperiment?: (experiment: Experiment, result: ExperimentResult) => void;
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
const documentKey = (name: string, value: unknown) => `${name}||${textOf(value)}`;

/** The attribute an experiment hashes and its value; the fallback one only when the first is empty. */
function hashAttributeOf(context: EvaluationContext, attribute?: string, fallback?: string): { hashAttribute: string; hashValue: unknown } {
  let hashAttribute = attribute || 'id';
  let hashValue = context.attributes[hashAttribute] || '';
  if (!hashValue && fallback && context.attributes[fallback]) {
    hashValue = context.attributes[fallback];
    hashAttribute = fallback;
  }
  return { hashAttribute, hashValue };
}

/** The fallback attribute counts only where sticky bucketing keeps the assignment. */
const fallbackOf = (context: EvaluationContext, fields: ExperimentFields) =>
  context.sticky && !fields.disableStickyBucketing ? fields.fallbackAttribute : undefined;

function resultOf(
  context: EvaluationContext,
  experiment: Experiment,
  index: number,
  hashUsed: boolean,
  featureId: string | null,
  bucket?: number,
  stickyBucketUsed?: boolean,
): ExperimentResult {
  const inExperiment = !(index < 0 || index >= experiment.variations.length);
  const variationId = inExperiment ? index : 0;
  const meta = experiment.meta?.[variationId] ?? {};
  const result: Record<string, unknown> = {
    key: meta.key || `${variationId}`,
    featureId,
    inExperiment,
    hashUsed,
    variationId,
    value: experiment.variations[variationId],
    ...hashAttributeOf(context, experiment.hashAttribute, fallbackOf(context, experiment)),
    stickyBucketUsed: !!stickyBucketUsed,
  };
  if (meta.name) result.name = meta.name;
  if (bucket !== undefined) result.bucket = bucket;
  if (meta.passthrough) result.passthrough = meta.passthrough;
  return result as unknown as ExperimentResult;
}

function isFilteredOut(context: EvaluationContext, filters: readonly Filter[]): boolean {
  return filters.some((filter) => {
    const { hashValue } = hashAttributeOf(context, filter.attribute);
    const bucket = hashValue ? hash(filter.seed, hashValue, filter.hashVersion || 2) : null;
    return bucket === null || !filter.ranges.some((range) => inRange(bucket, range));
  });
}

/** The stored assignments of the experiment's attribute, over those of its fallback attribute. */
function storedAssignments(context: EvaluationContext, experiment: Experiment): Record<string, string> {
  const own = hashAttributeOf(context, experiment.hashAttribute);
  const fallback = hashAttributeOf(context, experiment.fallbackAttribute);
  return {
    ...(fallback.hashValue ? context.sticky!.document(documentKey(fallback.hashAttribute, fallback.hashValue))?.assignments : undefined),
    ...context.sticky!.document(documentKey(own.hashAttribute, own.hashValue))?.assignments,
  };
}

/** How a feature's prerequisites turned out: all hold, one does not (a gate or a plain one), or one depends on the feature itself. */
const hold = 0;
const failed = 1;
const gateFailed = 2;
const cycle = 3;
type Prerequisites = typeof hold | typeof failed | typeof gateFailed | typeof cycle;

function prerequisites(context: EvaluationContext, parents: readonly ParentCondition[], stack: ReadonlySet<string>): Prerequisites {
  for (const parent of parents) {
    const parentResult = evalFeature(parent.id, context, new Set(stack));
    if (parentResult.source === 'cyclicPrerequisite') return cycle;
    if (!evalCondition({ value: parentResult.value }, parent.condition || {}, context.savedGroups)) return parent.gate ? gateFailed : failed;
  }
  return hold;
}

export function runExperiment(
  experiment: Experiment,
  featureId: string | null,
  context: EvaluationContext,
  stack: ReadonlySet<string> = new Set(),
): ExperimentResult {
  const { key, variations } = experiment;
  const out = () => resultOf(context, experiment, -1, false, featureId);
  if (variations.length < 2) return out();
  if (experiment.urlPatterns && !isURLTargeted(context.url || '', experiment.urlPatterns)) return out();
  const fromQuery = queryOverride(key, context.url || '', variations.length);
  if (fromQuery !== null) return resultOf(context, experiment, fromQuery, false, featureId);
  const forced = context.forcedVariations;
  if (forced && key in forced) return resultOf(context, experiment, forced[key] as number, false, featureId);
  if (experiment.status === 'draft' || experiment.active === false) return out();

  const { hashAttribute, hashValue } = hashAttributeOf(context, experiment.hashAttribute, fallbackOf(context, experiment));
  if (!hashValue) return out();

  const sticky = context.sticky && !experiment.disableStickyBucketing ? context.sticky : undefined;
  let assigned = -1;
  let blocked = false;
  if (sticky) {
    const assignments = storedAssignments(context, experiment);
    // Re-randomising blocks everyone who was bucketed in a version before the minimum.
    for (let version = 0; version < (experiment.minBucketVersion || 0); version += 1) {
      if (assignments[stickyKey(key, version)] !== undefined) blocked = true;
    }
    if (!blocked) {
      const stored = assignments[stickyKey(key, experiment.bucketVersion)];
      assigned = stored === undefined ? -1 : (experiment.meta || []).findIndex((meta) => meta.key === stored);
    }
  }
  const fromStickyBucket = assigned >= 0;

  // A visitor with a sticky bucket keeps it, whatever the targeting says now.
  if (!fromStickyBucket) {
    if (experiment.filters ? isFilteredOut(context, experiment.filters) : experiment.namespace && !inNamespace(hashValue, experiment.namespace)) return out();
    if (experiment.condition && !evalCondition(context.attributes, experiment.condition, context.savedGroups)) return out();
    if (experiment.parentConditions && prerequisites(context, experiment.parentConditions, stack) !== hold) return out();
  }

  const bucket = hash(experiment.seed || key, hashValue, experiment.hashVersion || 1);
  if (bucket === null) return out();
  if (!fromStickyBucket) assigned = chooseVariation(bucket, experiment.ranges || bucketRanges(variations.length, experiment.coverage, experiment.weights));
  if (blocked) return resultOf(context, experiment, -1, false, featureId, undefined, true);
  if (assigned < 0) return out();
  if ('force' in experiment) return resultOf(context, experiment, experiment.force === undefined ? -1 : experiment.force, false, featureId);
  if (experiment.status === 'stopped') return out();

  const result = resultOf(context, experiment, assigned, true, featureId, bucket, fromStickyBucket);
  if (sticky) {
    const documentId = documentKey(hashAttribute, hashValue);
    const before = sticky.document(documentId)?.assignments || {};
    const after = { ...before, [stickyKey(key, experiment.bucketVersion)]: result.key };
    if (JSON.stringify(before) !== JSON.stringify(after)) sticky.save({ attributeName: hashAttribute, attributeValue: textOf(hashValue), assignments: after });
  }
  context.onExperiment?.(experiment, result);
  return result;
}

function featureResult(value: unknown, source: FeatureSource, ruleId?: string, experiment?: Experiment, experimentResult?: ExperimentResult): FeatureResult {
  const result: Record<string, unknown> = { value, on: !!value, off: !value, source, ruleId: ruleId || '' };
  if (experiment) result.experiment = experiment;
  if (experimentResult) result.experimentResult = experimentResult;
  return result as unknown as FeatureResult;
}

/** Whether a rollout (a coverage, or a range of the hash) includes the visitor. */
function inRollout(context: EvaluationContext, rule: FeatureRule, seed: string): boolean {
  const { range, coverage } = rule;
  if (!range && coverage === undefined) return true;
  if (!range && coverage === 0) return false;
  const { hashValue } = hashAttributeOf(context, rule.hashAttribute, fallbackOf(context, rule));
  const bucket = hashValue ? hash(seed, hashValue, rule.hashVersion || 1) : null;
  return bucket !== null && (range ? inRange(bucket, range) : bucket <= coverage!);
}

/** The rule fields an experiment takes over (one string: it is carried before the first paint). */
const experimentFields =
  'coverage weights hashAttribute fallbackAttribute disableStickyBucketing bucketVersion minBucketVersion namespace meta ranges name phase seed hashVersion filters condition'.split(
    ' ',
  ) as Array<keyof FeatureRule>;

/** The experiment an experiment rule runs: the rule's own fields (those that are set), the feature's key unless it names one. */
function experimentOf(rule: FeatureRule, featureId: string): Experiment {
  const experiment: Record<string, unknown> = { variations: rule.variations, key: rule.key || featureId };
  for (const field of experimentFields) {
    const value = rule[field];
    if (field === 'coverage' ? field in rule : field === 'bucketVersion' || field === 'minBucketVersion' ? value !== undefined : value)
      experiment[field] = value;
  }
  return experiment as unknown as Experiment;
}

export function evalFeature(id: string, context: EvaluationContext, stack: Set<string> = new Set()): FeatureResult {
  if (stack.has(id)) return featureResult(null, 'cyclicPrerequisite');
  stack.add(id);
  const forced = context.forcedFeatures;
  if (forced && id in forced) return featureResult(forced[id], 'override');
  const feature = context.features[id];
  if (!feature) return featureResult(null, 'unknownFeature');
  for (const rule of feature.rules || []) {
    if (rule.parentConditions) {
      const outcome = prerequisites(context, rule.parentConditions, stack);
      if (outcome === cycle) return featureResult(null, 'cyclicPrerequisite');
      if (outcome === gateFailed) return featureResult(null, 'prerequisite');
      if (outcome === failed) continue;
    }
    if (rule.filters && isFilteredOut(context, rule.filters)) continue;
    if ('force' in rule) {
      if (rule.condition && !evalCondition(context.attributes, rule.condition, context.savedGroups)) continue;
      if (!inRollout(context, rule, rule.seed || id)) continue;
      return featureResult(rule.force, 'force', rule.id);
    }
    if (!rule.variations) continue;
    const experiment = experimentOf(rule, id);
    const result = runExperiment(experiment, id, context);
    if (result.inExperiment && !result.passthrough) return featureResult(result.value, 'experiment', rule.id, experiment, result);
  }
  return featureResult(feature.defaultValue === undefined ? null : feature.defaultValue, 'defaultValue');
}

/**
 * The sticky documents GrowthBook reads for a payload, as `<attribute>||<value>` keys: one for each
 * attribute its experiments hash by or fall back to, with the visitor's value of it.
 */
export function stickyDocumentKeys(features: EvaluationContext['features'], experiments: readonly ExperimentFields[], attributes: Attributes): string[] {
  const names = new Set<string>();
  const add = (fields: ExperimentFields) => {
    names.add(fields.hashAttribute || 'id');
    if (fields.fallbackAttribute) names.add(fields.fallbackAttribute);
  };
  for (const id in features) for (const rule of features[id]!.rules || []) if (rule.variations) add(rule);
  experiments.forEach(add);
  return [...names].map((name) => documentKey(name, attributes[name] || ''));
}
