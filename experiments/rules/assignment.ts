/**
 * The building blocks of GrowthBook's assignment, as its SDK computes them: FNV-1a hashing
 * (versions 1 and 2), bucket ranges from weights and coverage, namespaces, sticky keys, and
 * forced variations from the query. Pure and free of the site's definitions, so the script that
 * decides before the first paint can carry them; `evaluate.ts` puts them together.
 */

/** Sticky assignments of one visitor: `<experiment key>__<bucket version>` → variation meta key. */
export type StickyAssignments = Readonly<Record<string, string>>;

/** Variations a tester forced (`?shop-page=1`, the QA panel, GrowthBook's DevTools), by experiment key. */
export type ForcedVariations = Readonly<Record<string, number>>;

/** A share of the hash range, [start, end). */
export type BucketRange = readonly [number, number];

function fnv1a32(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value += (value << 1) + (value << 4) + (value << 7) + (value << 8) + (value << 24);
  }
  return value >>> 0;
}

/**
 * GrowthBook's bucket of a value in [0, 1): version 2 is unbiased, version 1 the older one; any
 * other version has none. The value is joined as text, whatever it is (a number id included).
 */
export function hash(seed: string, value: unknown, version: unknown): number | null {
  if (version === 2) return (fnv1a32(`${fnv1a32(seed + (value as string))}`) % 10_000) / 10_000;
  if (version === 1) return (fnv1a32((value as string) + seed) % 1000) / 1000;
  return null;
}

export const inRange = (bucket: number, [start, end]: BucketRange): boolean => bucket >= start && bucket < end;

/**
 * The share of each variation: weights laid side by side, each cut to the coverage. Missing or
 * broken weights (another count, a sum off 1 by more than 0.01) are equal ones, as in GrowthBook.
 */
export function bucketRanges(count: number, coverage = 1, weights?: readonly number[]): BucketRange[] {
  const share = coverage < 0 ? 0 : coverage > 1 ? 1 : coverage;
  const equal: number[] = Array(count > 0 ? count : 0).fill(1 / count);
  let used = weights || equal;
  const total = used.reduce((sum, weight) => sum + weight, 0);
  if (used.length !== count || total < 0.99 || total > 1.01) used = equal;
  let start = 0;
  return used.map((weight) => {
    const range: BucketRange = [start, start + share * weight];
    start += weight;
    return range;
  });
}

/** The index of the range the bucket falls into, -1 in the gaps a coverage leaves. */
export function chooseVariation(bucket: number, ranges: readonly BucketRange[]): number {
  return ranges.findIndex((range) => inRange(bucket, range));
}

/** GrowthBook's older namespaces: `[name, start, end]`, hashed by version 1 with the name as seed. */
export function inNamespace(value: unknown, [name, start, end]: readonly [string, number, number]): boolean {
  const bucket = hash(`__${name}`, value, 1)!;
  return bucket >= start && bucket < end;
}

export const stickyKey = (experimentKey: string, bucketVersion?: number): string => `${experimentKey}__${bucketVersion || 0}`;

/**
 * `?<experiment key>=<index>` in an address, as GrowthBook reads it: the first such parameter, a
 * whole number below the number of variations, else none.
 */
export function queryOverride(key: string, url: string, count: number): number | null {
  const search = url.split('?')[1];
  const value = search
    ?.replace(/#.*/, '')
    .split('&')
    .map((pair) => pair.split('=', 2))
    .find(([name]) => name === key)?.[1];
  const index = parseInt(value as string);
  return index >= 0 && index < count ? index : null;
}

/** Of stored forced variations, those that are whole numbers from 0 to 99; anything else a tester did not mean. */
export function forcedVariationsOf(entries: Readonly<Record<string, unknown>>): Record<string, number> {
  const forced: Record<string, number> = {};
  for (const key in entries) {
    const index = entries[key];
    if (Number.isInteger(index) && (index as number) >= 0 && (index as number) < 100) forced[key] = index as number;
  }
  return forced;
}

/** Reads `?<experiment key>=<index>` overrides of the named experiments, kept by the site for the session. */
export function forcedFromQuery(search: string, experimentKeys: readonly string[]): Record<string, number> {
  const query = new URLSearchParams(search);
  const forced: Record<string, number> = {};
  for (const key of experimentKeys) {
    const raw = query.get(key) ?? '';
    if (/^\d{1,2}$/.test(raw)) forced[key] = Number(raw);
  }
  return forced;
}
