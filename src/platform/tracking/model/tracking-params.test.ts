import { describe, expect, it } from 'vitest';
import { cutTrackingValue, readTrackingParams } from './tracking-params';

describe('readTrackingParams', () => {
  it('reads every click id and campaign parameter of the query', () => {
    const search = '?gclid=g&fbclid=f&mellitbclid=t&melliobclid=o&utm_source=news&utm_medium=mail&utm_content=hero&utm_campaign=winter&utm_term=tablet';
    expect(readTrackingParams(search)).toEqual({
      gclid: 'g',
      fbclid: 'f',
      mellitbclid: 't',
      melliobclid: 'o',
      utm_source: 'news',
      utm_medium: 'mail',
      utm_content: 'hero',
      utm_campaign: 'winter',
      utm_term: 'tablet',
    });
  });

  it('matches parameter names regardless of case', () => {
    expect(readTrackingParams('?UTM_Source=news&GCLID=abc')).toEqual({ utm_source: 'news', gclid: 'abc' });
  });

  it('ignores parameters it does not track', () => {
    expect(readTrackingParams('?shop-page=1&utm_sourcex=a&ref=b')).toEqual({});
  });

  it('ignores empty and blank values', () => {
    expect(readTrackingParams('?utm_source=&gclid=%20%20&fbclid')).toEqual({});
  });

  it('keeps the first non-empty occurrence of a repeated parameter', () => {
    expect(readTrackingParams('?utm_source=&UTM_SOURCE=first&utm_source=second')).toEqual({ utm_source: 'first' });
  });

  it('decodes percent-encoded and plus-encoded values', () => {
    expect(readTrackingParams('?utm_campaign=Fr%C3%BChling+2024')).toEqual({ utm_campaign: 'Frühling 2024' });
  });

  it('survives a malformed escape sequence', () => {
    expect(readTrackingParams('?utm_term=%E0%A4%A')).toEqual({ utm_term: expect.any(String) });
  });

  it('accepts a query without the leading question mark', () => {
    expect(readTrackingParams('gclid=abc')).toEqual({ gclid: 'abc' });
  });

  it('cuts long campaign values to 150 characters', () => {
    expect(readTrackingParams(`?utm_campaign=${'x'.repeat(400)}`).utm_campaign).toHaveLength(150);
  });

  it('takes a click id only as a plain token of at most 150 characters', () => {
    expect(readTrackingParams('?gclid=Cj0KCQiA_x-1.2')).toEqual({ gclid: 'Cj0KCQiA_x-1.2' });
    expect(readTrackingParams(`?gclid=${'x'.repeat(150)}`).gclid).toHaveLength(150);
    expect(readTrackingParams(`?gclid=${'x'.repeat(151)}`)).toEqual({});
    expect(readTrackingParams('?fbclid=abc%3Bpath%3D%2F&gclid=%3Cscript%3E&mellitbclid=a%20b')).toEqual({});
  });

  it('takes the first usable click id when a link repeats it', () => {
    expect(readTrackingParams('?gclid=bad%20one&gclid=good')).toEqual({ gclid: 'good' });
  });

  it('drops control characters from campaign values', () => {
    expect(readTrackingParams('?utm_source=news%0D%0ASet-Cookie%3A%20x&utm_term=a%09b%00c')).toEqual({ utm_source: 'newsSet-Cookie: x', utm_term: 'abc' });
  });
});

describe('cutTrackingValue', () => {
  it('leaves a value of 150 characters as it is', () => {
    const value = 'a'.repeat(150);
    expect(cutTrackingValue(value)).toBe(value);
  });

  it('cuts a value of 151 characters to 150', () => {
    expect(cutTrackingValue('a'.repeat(151))).toBe('a'.repeat(150));
  });

  it('trims surrounding whitespace', () => {
    expect(cutTrackingValue('  news \n')).toBe('news');
  });

  it('counts an emoji at the boundary as one character and never splits it', () => {
    expect(cutTrackingValue(`${'a'.repeat(149)}😀tail`)).toBe(`${'a'.repeat(149)}😀`);
  });
});
