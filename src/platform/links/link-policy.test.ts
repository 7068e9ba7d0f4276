import { describe, expect, it } from 'vitest';
import { allowedLinkPattern, externalLinkHosts, isAllowedLink, isSitePath } from './link-policy';

describe('isAllowedLink', () => {
  it.each([
    '/infopaket',
    '/blog/struktur#start',
    '/',
    '#faq',
    'tel:+4930000000000',
    'mailto:support@lumi.example',
    'https://wa.me/4930000000000',
    'https://www.youtube.com/@lumi-example',
  ])('allows %s', (href) => expect(isAllowedLink(href)).toBe(true));

  it.each([
    '//evil.example',
    '/\\evil.example',
    '/\\/evil.example',
    'https://evil.example/',
    'https://wa.me.evil.example/',
    'http://wa.me/4930000000000',
    'javascript:alert(1)',
    'data:text/html,x',
    ' /infopaket',
  ])('refuses %s', (href) => expect(isAllowedLink(href)).toBe(false));

  it('takes its external hosts from the brand configuration', () => {
    expect(externalLinkHosts).toContain('wa.me');
    expect(allowedLinkPattern(['example.org']).test('https://example.org/page')).toBe(true);
    expect(allowedLinkPattern([]).test('https://wa.me/1')).toBe(false);
  });
});

describe('isSitePath', () => {
  it('tells site paths from everything else', () => {
    expect(isSitePath('/shop')).toBe(true);
    expect(isSitePath('//shop')).toBe(false);
    expect(isSitePath('mailto:a@b.de')).toBe(false);
  });
});

describe('links that only look like site paths (issue 27)', () => {
  it.each([
    '/\t/evil.example',
    '/\n/evil.example',
    '/ /evil.example',
    '/&#47;evil.example',
    '/&#x2F;evil.example',
    '/&sol;evil.example',
    '/&#92;evil.example',
    '/shop\\..\\x',
    'https://wa.me&#46;evil.example/',
  ])('refuses %j: whitespace, a backslash, or an entity that hides another host', (href) => {
    expect(isAllowedLink(href)).toBe(false);
    expect(isSitePath(href)).toBe(false);
  });

  it('still allows a site path with an encoded character that stays on the site', () => {
    expect(isAllowedLink('/blog/struktur?a=1&amp;b=2')).toBe(true);
  });
});
