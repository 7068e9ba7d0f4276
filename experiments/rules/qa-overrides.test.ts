import { describe, expect, it } from 'vitest';
import { parseForced, parseForcedFeatures } from './qa-overrides';

describe('the overrides a tester set for this session', () => {
  it('keeps forced variations that are small whole numbers, of any experiment', () => {
    expect(parseForced('{"shop-page":1,"landing-page":-1,"banner-layout":1.5,"redirect-test":2,"x":"1"}')).toEqual({ 'shop-page': 1, 'redirect-test': 2 });
    expect(parseForced('not json')).toEqual({});
    expect(parseForced(undefined)).toEqual({});
  });

  it('keeps forced feature values as they are', () => {
    expect(parseForcedFeatures('{"new-year-donation":true,"shop-page":"shop-old"}')).toEqual({ 'new-year-donation': true, 'shop-page': 'shop-old' });
    expect(parseForcedFeatures('[')).toEqual({});
  });
});
