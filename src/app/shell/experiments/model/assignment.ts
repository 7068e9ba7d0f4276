// Types only: the render-blocking script imports the hash from here without the site's definitions.
import type { Feature } from '@experiments/schema';

/**
 * Which value a visitor gets for a feature: the same algorithm as the GrowthBook SDK (FNV-1a
 * hashing v2, bucket ranges, sticky assignments by meta key), for the rule shapes the payload
 * checker allows. Pure, and small enough to run in the render-blocking script before paint; the
 * SDK, evaluating the same payload and the same sticky documents later, arrives at the same answer
 * (`assignment.test.ts` compares them).
 */

/** Sticky assignments of one visitor: `<experiment key>__<bucket version>` → variation meta key. */
export type StickyAssignments = Readonly<Record<string, string>>;

/** Variations a tester forced (`?shop-page=1`), by experiment key. */
export type ForcedVariations = Readonly<Record<string, number>>;

export interface Visitor {
  readonly id: string;
  readonly sticky: StickyAssignments;
  readonly forced: ForcedVariations;
}

export type EvaluationSource = 'forced' | 'sticky' | 'hash' | 'force' | 'default';

export interface Evaluation<T> {
  readonly value: T;
  readonly source: EvaluationSource;
  /** Set when an experiment rule decided: the variation's index. */
  readonly variation?: number;
  /** An assignment to remember (sticky bucketing) when the hash decided for the first time. */
  readonly stick?: { readonly key: string; readonly variationKey: string };
}

function fnv1a32(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value += (value << 1) + (value << 4) + (value << 7) + (value << 8) + (value << 24);
  }
  return value >>> 0;
}

/** GrowthBook's bucket of a visitor in [0, 1): version 2 is unbiased, version 1 the legacy one. */
export function bucketOf(seed: string, visitorId: string, version: 1 | 2): number {
  if (version === 2) return (fnv1a32(String(fnv1a32(seed + visitorId))) % 10_000) / 10_000;
  return (fnv1a32(visitorId + seed) % 1000) / 1000;
}

/** The [start, end) share of each variation: weights laid side by side, each cut to the coverage. */
export function bucketRanges(weights: readonly number[], coverage = 1): Array<[number, number]> {
  const share = Math.min(1, Math.max(0, coverage));
  let start = 0;
  return weights.map((weight) => {
    const range: [number, number] = [start, start + share * weight];
    start += weight;
    return range;
  });
}

export function chooseVariation(bucket: number, ranges: ReadonlyArray<readonly [number, number]>): number {
  return ranges.findIndex(([start, end]) => bucket >= start && bucket < end);
}

export function stickyKey(experimentKey: string, bucketVersion = 0): string {
  return `${experimentKey}__${bucketVersion}`;
}

/** The value of one feature for one visitor, and an assignment to remember if one was made. */
export function evaluateFeature<T>(featureKey: string, feature: Feature<T>, visitor: Visitor): Evaluation<T> {
  for (const rule of feature.rules ?? []) {
    if ('force' in rule) {
      if (rule.coverage !== undefined) {
        if (rule.coverage === 0 || !visitor.id) continue;
        if (bucketOf(rule.seed ?? featureKey, visitor.id, rule.hashVersion ?? 1) > rule.coverage) continue;
      }
      return { value: rule.force, source: 'force' };
    }
    const key = rule.key ?? featureKey;
    const count = rule.variations.length;
    const forced = visitor.forced[key];
    if (forced !== undefined && Number.isInteger(forced) && forced >= 0 && forced < count) {
      return { value: rule.variations[forced] as T, source: 'forced', variation: forced };
    }
    if (!visitor.id) continue;
    const remembered = visitor.sticky[stickyKey(key, rule.bucketVersion)];
    const stuck = remembered === undefined ? -1 : rule.meta.findIndex((meta) => meta.key === remembered);
    if (stuck >= 0) return { value: rule.variations[stuck] as T, source: 'sticky', variation: stuck };
    const chosen = chooseVariation(bucketOf(rule.seed ?? key, visitor.id, rule.hashVersion), bucketRanges(rule.weights, rule.coverage));
    if (chosen < 0) continue;
    const variationKey = rule.meta[chosen]?.key ?? String(chosen);
    return { value: rule.variations[chosen] as T, source: 'hash', variation: chosen, stick: { key: stickyKey(key, rule.bucketVersion), variationKey } };
  }
  return { value: feature.defaultValue, source: 'default' };
}

/** Reads `?<experiment key>=<index>` overrides from a query string, as GrowthBook's query override does. */
export function forcedFromQuery(search: string, experimentKeys: readonly string[]): Record<string, number> {
  const query = new URLSearchParams(search);
  const forced: Record<string, number> = {};
  for (const key of experimentKeys) {
    const raw = query.get(key) ?? '';
    if (/^\d{1,2}$/.test(raw)) forced[key] = Number(raw);
  }
  return forced;
}
