import { describe, expect, it } from 'vitest';
import { forcedFromQuery, stickyKey } from './assignment';

// Hashing, bucket ranges, variation choice, namespaces and `?<key>=<index>` as GrowthBook reads
// it are checked against GrowthBook's own cases (growthbook-sdk-cases.test.ts).
describe("the site's own building blocks of an assignment", () => {
  it('remembers by experiment key and bucket version', () => {
    expect(stickyKey('shop-page')).toBe('shop-page__0');
    expect(stickyKey('shop-page', 3)).toBe('shop-page__3');
  });

  it('reads forced variations from the query string, only for known experiments and plain numbers, to keep for the session', () => {
    expect(forcedFromQuery('?shop-page=1&utm_source=x&landing-page=abc&other=2', ['shop-page', 'landing-page'])).toEqual({ 'shop-page': 1 });
    expect(forcedFromQuery('?shop-page=100', ['shop-page'])).toEqual({});
    expect(forcedFromQuery('', ['shop-page'])).toEqual({});
  });
});
