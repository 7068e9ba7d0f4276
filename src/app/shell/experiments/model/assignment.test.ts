import { describe, expect, it } from 'vitest';
import { bucketOf, bucketRanges, chooseVariation, forcedFromQuery, stickyKey } from './assignment';

const ids = Array.from({ length: 100 }, (_, index) => `visitor-${index}-${(index * 7919) % 104729}`);

describe('the building blocks of an assignment', () => {
  it('hashes a visitor into [0, 1), the same way every time, differently in version 1 and 2', () => {
    expect(bucketOf('a', '1', 2)).toBe(bucketOf('a', '1', 2));
    for (const id of ids) {
      for (const version of [1, 2] as const) {
        const bucket = bucketOf('seed', id, version);
        expect(bucket).toBeGreaterThanOrEqual(0);
        expect(bucket).toBeLessThan(1);
      }
    }
    expect(bucketOf('seed', 'x', 1)).not.toBe(bucketOf('seed', 'x', 2));
  });

  it('lays weights side by side and cuts each to the coverage', () => {
    expect(bucketRanges([0.5, 0.5], 0.5)).toEqual([
      [0, 0.25],
      [0.5, 0.75],
    ]);
    expect(bucketRanges([0.34, 0.33, 0.33])).toEqual([
      [0, 0.34],
      [0.34, 0.67],
      [0.67, 1],
    ]);
  });

  it('picks the range a bucket falls into, and none in the gaps the coverage leaves', () => {
    const ranges = bucketRanges([0.5, 0.5], 0.5);
    expect(chooseVariation(0, ranges)).toBe(0);
    expect(chooseVariation(0.6, ranges)).toBe(1);
    expect(chooseVariation(0.3, ranges)).toBe(-1);
    expect(chooseVariation(0.75, ranges)).toBe(-1);
  });

  it('remembers by experiment key and bucket version', () => {
    expect(stickyKey('shop-page')).toBe('shop-page__0');
    expect(stickyKey('shop-page', 3)).toBe('shop-page__3');
  });

  it('reads forced variations from the query string, only for known experiments and plain numbers', () => {
    expect(forcedFromQuery('?shop-page=1&utm_source=x&landing-page=abc&other=2', ['shop-page', 'landing-page'])).toEqual({ 'shop-page': 1 });
    expect(forcedFromQuery('?shop-page=100', ['shop-page'])).toEqual({});
    expect(forcedFromQuery('', ['shop-page'])).toEqual({});
  });
});
