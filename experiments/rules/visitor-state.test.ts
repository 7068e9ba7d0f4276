import { describe, expect, it } from 'vitest';
import { consentedVisitorIdOf, isVisitorId, storedEntries, storedStickyDocuments } from './visitor-state';

describe('what the browser stored about a visitor', () => {
  it('accepts only plausible visitor ids', () => {
    expect(isVisitorId('3f2b8c1e-1d2a-4c3b-9a8e-0123456789ab')).toBe(true);
    expect(isVisitorId('short')).toBe(false);
    expect(isVisitorId('<script>alert(1)</script>')).toBe(false);
    expect(isVisitorId(undefined)).toBe(false);
  });

  it('reads the entries of a stored object, and none of anything else', () => {
    expect(storedEntries('{"a":1}')).toEqual({ a: 1 });
    expect(storedEntries('null')).toEqual({});
    expect(storedEntries('not json')).toEqual({});
    expect(storedEntries(undefined)).toEqual({});
  });

  it("reads GrowthBook's sticky documents, filed by the attribute and value they name, and none that are broken", () => {
    const stored: Record<string, string> = {
      'gbStickyBuckets__id||visitor-1234': JSON.stringify({ attributeName: 'id', attributeValue: 'visitor-1234', assignments: { 'shop-page__0': '1' } }),
      'gbStickyBuckets__deviceId||d-1': JSON.stringify({ attributeName: 'deviceId', attributeValue: 'd-1', assignments: { 'shop-page__0': 2 } }),
      'gbStickyBuckets__id||other': '{"attributeName":"id"',
    };
    const documents = storedStickyDocuments(Object.keys(stored).concat('gbStickyBuckets__id||absent'), (key) => stored[key]);
    expect(documents).toEqual({ 'id||visitor-1234': { attributeName: 'id', attributeValue: 'visitor-1234', assignments: { 'shop-page__0': '1' } } });
  });

  it('has a visitor id only with consent: the stored one, else a new one that could be kept', () => {
    const kept: string[] = [];
    const keep = (created: string) => kept.push(created) > 0;
    expect(consentedVisitorIdOf(false, 'visitor-1234', keep)).toBe('');
    expect(consentedVisitorIdOf(true, 'visitor-1234', keep)).toBe('visitor-1234');
    const created = consentedVisitorIdOf(true, 'bad', keep);
    expect(isVisitorId(created)).toBe(true);
    expect(kept).toEqual([created]);
    expect(consentedVisitorIdOf(true, undefined, () => false)).toBe('');
  });
});
