import { describe, expect, it } from 'vitest';
import { consentedVisitorIdOf, isVisitorId, stickyAssignmentsOf, stickyDocument, storedEntries } from './visitor-state';

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

  it('reads a sticky document of this visitor and ignores one of another or without assignments', () => {
    const doc = JSON.parse(stickyDocument('visitor-1234', { 'shop-page__0': '1' })) as Record<string, unknown>;
    expect(stickyAssignmentsOf(doc, 'visitor-1234')).toEqual({ 'shop-page__0': '1' });
    expect(stickyAssignmentsOf(doc, 'visitor-9999')).toEqual({});
    expect(stickyAssignmentsOf({ attributeValue: 'visitor-1234', assignments: null }, 'visitor-1234')).toEqual({});
    expect(stickyAssignmentsOf({}, '')).toEqual({});
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
