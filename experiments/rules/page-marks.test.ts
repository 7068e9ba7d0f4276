import { describe, expect, it } from 'vitest';
import { marksOf, marksToApply, offMarks } from './page-marks';

const layouts = { 'banner-layout': ['default', 'christmasbanner', 'donationbanner'] };
const flags = ['not-orderable-banner', 'group-sessions-banner'];
const off = offMarks(layouts, flags);

describe('the marks on <html> that show the decisions before paint', () => {
  it('marks a banner test by its value, the control for one the site has no banner for, and flags by GrowthBook\'s "on"', () => {
    const values: Record<string, unknown> = { 'banner-layout': 'christmasbanner', 'not-orderable-banner': 'yes', 'group-sessions-banner': 0 };
    expect(marksOf(layouts, flags, (key) => values[key])).toEqual({
      'data-banner-layout': 'christmasbanner',
      'data-flag-not-orderable-banner': 'on',
      'data-flag-group-sessions-banner': 'off',
    });
    expect(marksOf(layouts, flags, () => 'summerbanner')['data-banner-layout']).toBe('default');
    expect(off).toEqual({ 'data-banner-layout': 'default', 'data-flag-not-orderable-banner': 'off', 'data-flag-group-sessions-banner': 'off' });
  });

  it('takes only what switches something off onto an open page, unless GrowthBook streams its changes', () => {
    const current = { 'data-banner-layout': 'christmasbanner', 'data-flag-not-orderable-banner': 'on', 'data-flag-group-sessions-banner': 'off' };
    const next = { 'data-banner-layout': 'default', 'data-flag-not-orderable-banner': 'off', 'data-flag-group-sessions-banner': 'on' };
    expect(marksToApply(current, next, off, false)).toEqual({ 'data-banner-layout': 'default', 'data-flag-not-orderable-banner': 'off' });
    expect(marksToApply(current, next, off, true)).toEqual(next);
    expect(marksToApply(current, { ...current, 'data-banner-layout': 'donationbanner' }, off, false)).toEqual({});
    expect(marksToApply(current, current, off, true)).toEqual({});
  });
});
