import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { precacheEntries } from '../../scripts/pwa/precache-report.mjs';
import { expectedPages } from '../support/expected-pages';
import { dist, fileOf } from './dist';

describe('the before-paint experiments decision in dist/', () => {
  it("is in every page's head, before the stylesheet, with the bundled payload cut to what it decides and the site's own definitions", () => {
    for (const page of expectedPages()) {
      const html = readFileSync(join(dist, fileOf(page.path, page.status)), 'utf8');
      const head = html.slice(0, html.indexOf('</head>'));
      const islandAt = head.indexOf('<script type="application/json" id="lumi-experiments">');
      const stylesheet = head.indexOf('<link rel="stylesheet"');
      expect(islandAt, page.path).toBeGreaterThan(0);
      expect(islandAt, page.path).toBeLessThan(stylesheet);
      const json = /id="lumi-experiments">([^<]*)<\/script>/.exec(head)?.[1] ?? '';
      const island = JSON.parse(json) as { format: number; features: object; site: { pages: object; layouts: object; flags: string[]; paths: string[] } };
      expect(island.format, page.path).toBe(2);
      expect(Object.keys(island.features).sort(), page.path).toEqual([
        'banner-layout',
        'group-sessions-banner',
        'landing-page',
        'new-year-donation',
        'not-orderable-banner',
        'shop-page',
      ]);
      expect(Object.keys(island.site.pages).sort(), page.path).toEqual(['landing-page', 'shop-page']);
      expect(Object.keys(island.site.layouts), page.path).toEqual(['banner-layout']);
      expect(island.site.flags.sort(), page.path).toEqual(['group-sessions-banner', 'new-year-donation', 'not-orderable-banner']);
      // Where URL-redirect experiments may send a visitor: every page the site answers with 200.
      expect(island.site.paths, page.path).toEqual(expect.arrayContaining(['/', '/shop', '/lp-old', '/faq', '/blog']));
    }
  });

  it('has every banner of the default layout in the markup, for CSS to choose from', () => {
    const html = readFileSync(join(dist, 'faq/index.html'), 'utf8');
    for (const variant of ['default', 'christmasbanner', 'donationbanner']) expect(html).toContain(`data-banner-variant="${variant}"`);
    expect(html).toContain('data-flag-content="group-sessions-banner"');
  });

  it('keeps the QA panel and its copy out of the precache', () => {
    const entries = precacheEntries(dist);
    expect(entries.filter((url) => /assets\/qa-/.test(url))).toEqual([]);
    expect(entries.some((url) => /assets\/experiments-runtime-/.test(url))).toBe(true);
  });
});
