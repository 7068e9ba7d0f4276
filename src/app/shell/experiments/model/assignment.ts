/**
 * The building blocks of GrowthBook's assignment, as its SDK computes them: FNV-1a hashing (v1
 * and v2), bucket ranges from weights and coverage, sticky keys, and forced variations from the
 * query. Pure and free of the site's definitions, so the render-blocking script can carry them;
 * `decision-features.ts` puts them together, and its tests compare the result with the SDK.
 */

/** Sticky assignments of one visitor: `<experiment key>__<bucket version>` → variation meta key. */
export type StickyAssignments = Readonly<Record<string, string>>;

/** Variations a tester forced (`?shop-page=1`), by experiment key. */
export type ForcedVariations = Readonly<Record<string, number>>;

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
