import { describe, expect, it } from 'vitest';
import { consentedVisitorIdOf, isVisitorId, parseForced, parseForcedFlags, parseStickyAssignments, parseStoredFeatures, stickyDocument } from './visitor-state';

describe('what the browser stored about a visitor', () => {
  it('accepts only plausible visitor ids', () => {
    expect(isVisitorId('3f2b8c1e-1d2a-4c3b-9a8e-0123456789ab')).toBe(true);
    expect(isVisitorId('short')).toBe(false);
    expect(isVisitorId('<script>alert(1)</script>')).toBe(false);
    expect(isVisitorId(undefined)).toBe(false);
  });

  it('keeps forced variations of known experiments with small whole numbers only', () => {
    expect(parseForced('{"shop-page":1,"landing-page":-1,"banner-layout":1.5,"other":2}')).toEqual({ 'shop-page': 1 });
    expect(parseForced('not json')).toEqual({});
    expect(parseForced(undefined)).toEqual({});
  });

  it('keeps forced flags of known flags that are true or false', () => {
    expect(parseForcedFlags('{"new-year-donation":true,"group-sessions-banner":"yes","x":true}')).toEqual({ 'new-year-donation': true });
  });

  it('reads a sticky document of this visitor and ignores one of another or a broken one', () => {
    const doc = stickyDocument('visitor-1234', { 'shop-page__0': '1' });
    expect(parseStickyAssignments(doc, 'visitor-1234')).toEqual({ 'shop-page__0': '1' });
    expect(parseStickyAssignments(doc, 'visitor-9999')).toEqual({});
    expect(parseStickyAssignments('{"attributeValue":"visitor-1234","assignments":{"a__0":5}}', 'visitor-1234')).toEqual({});
    expect(parseStickyAssignments('{', 'visitor-1234')).toEqual({});
  });

  it('reads stored features only when they are an object', () => {
    expect(parseStoredFeatures('{"shop-page":{}}')).toEqual({ 'shop-page': {} });
    expect(parseStoredFeatures('[1]')).toBeUndefined();
    expect(parseStoredFeatures('null')).toBeUndefined();
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
