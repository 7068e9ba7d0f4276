import { describe, expect, it } from 'vitest';
import { buildHiddenTrackingFields, hiddenTrackingFieldNames } from './hidden-fields';

const page = { search: '', origin: 'https://lumi.example', pathname: '/infopaket', referrer: '', visit: {}, stored: {} };

describe('buildHiddenTrackingFields', () => {
  it('yields every hidden field, empty when nothing is known', () => {
    const fields = buildHiddenTrackingFields({ ...page, origin: '', pathname: '' });
    expect(Object.keys(fields)).toEqual([...hiddenTrackingFieldNames]);
    expect(Object.values(fields).every((value) => value === '')).toBe(true);
  });

  it('takes tracking values from the current query', () => {
    const fields = buildHiddenTrackingFields({ ...page, search: '?utm_source=news&utm_medium=mail&gclid=g&melliobclid=o' });
    expect(fields).toMatchObject({ UTM_SOURCE: 'news', UTM_MEDIUM: 'mail', GCLID: 'g', MELLIOBCLID: 'o' });
  });

  it('falls back to stored values when the query has none', () => {
    const stored = { utm_campaign: 'winter', utm_content: 'hero', fbclid: 'f', mellitbclid: 't', utm_term: 'tablet' };
    expect(buildHiddenTrackingFields({ ...page, stored })).toMatchObject({
      UTM_CAMPAIGN: 'winter',
      UTM_CONTENT: 'hero',
      UTM_TERM: 'tablet',
      FBCLID: 'f',
      MELLITBCLID: 't',
    });
  });

  it('prefers the query over storage', () => {
    const fields = buildHiddenTrackingFields({ ...page, search: '?UTM_SOURCE=new', stored: { utm_source: 'old' } });
    expect(fields.UTM_SOURCE).toBe('new');
  });

  it('uses the stored value when the query value is empty', () => {
    const fields = buildHiddenTrackingFields({ ...page, search: '?gclid=', stored: { gclid: 'kept' } });
    expect(fields.GCLID).toBe('kept');
  });

  it('sets UTM_URL to the page address without query or hash', () => {
    expect(buildHiddenTrackingFields({ ...page, search: '?utm_source=x' }).UTM_URL).toBe('https://lumi.example/infopaket');
  });

  it('sets LAST_REFERRER_URL to the current referrer', () => {
    expect(buildHiddenTrackingFields({ ...page, referrer: 'https://www.google.com/' }).LAST_REFERRER_URL).toBe('https://www.google.com/');
  });

  it('takes INITIAL_REFERRER_URL from storage, where the first referrer ever was kept', () => {
    const fields = buildHiddenTrackingFields({
      ...page,
      referrer: 'https://b.example/',
      visit: { initial_referrer_url: 'https://b.example/' },
      stored: { initial_referrer_url: 'https://a.example/' },
    });
    expect(fields.INITIAL_REFERRER_URL).toBe('https://a.example/');
  });

  it("carries this visit's campaign from memory when nothing is stored (no consent)", () => {
    const fields = buildHiddenTrackingFields({
      ...page,
      visit: { utm_source: 'newsletter', gclid: 'g-1', initial_referrer_url: 'https://www.google.com/' },
    });
    expect(fields).toMatchObject({ UTM_SOURCE: 'newsletter', GCLID: 'g-1', INITIAL_REFERRER_URL: 'https://www.google.com/' });
  });

  it("prefers this visit's campaign over an older stored one, and the query over both", () => {
    const fields = buildHiddenTrackingFields({
      ...page,
      search: '?utm_medium=mail',
      visit: { utm_source: 'this-visit', utm_medium: 'banner' },
      stored: { utm_source: 'last-month', utm_medium: 'print' },
    });
    expect(fields).toMatchObject({ UTM_SOURCE: 'this-visit', UTM_MEDIUM: 'mail' });
  });

  it('cuts every value to 150 characters, stored ones included', () => {
    const long = 'x'.repeat(300);
    const fields = buildHiddenTrackingFields({
      search: `?utm_source=${long}`,
      origin: 'https://lumi.example',
      pathname: `/${long}`,
      referrer: `https://r.example/${long}`,
      visit: {},
      stored: { initial_referrer_url: long, gclid: long },
    });
    for (const name of ['UTM_SOURCE', 'UTM_URL', 'LAST_REFERRER_URL', 'INITIAL_REFERRER_URL', 'GCLID'] as const) {
      expect(fields[name]).toHaveLength(150);
    }
  });
});
