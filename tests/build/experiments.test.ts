import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { precacheEntries } from '../../scripts/pwa/precache-report.mjs';
import { expectedPages } from '../support/expected-pages';
import { dist, fileOf } from './dist';

describe('the before-paint experiments decision in dist/', () => {
  it('is in every page\'s head, before the stylesheet, with the bundled features reduced and the variation pages', () => {
    for (const page of expectedPages()) {
      const html = readFileSync(join(dist, fileOf(page.path, page.status)), 'utf8');
      const head = html.slice(0, html.indexOf('</head>'));
      const island = head.indexOf('<script type="application/json" id="lumi-experiments">');
      const stylesheet = head.indexOf('<link rel="stylesheet"');
      expect(island, page.path).toBeGreaterThan(0);
      expect(island, page.path).toBeLessThan(stylesheet);
      const json = /id="lumi-experiments">([^<]*)<\/script>/.exec(head)?.[1] ?? '';
      const reduced = JSON.parse(json) as { experiments: object; flags: object; pages: object };
      expect(Object.keys(reduced.experiments).sort(), page.path).toEqual(['banner-layout', 'landing-page', 'shop-page']);
      expect(Object.keys(reduced.flags).sort(), page.path).toEqual(['group-sessions-banner', 'new-year-donation', 'not-orderable-banner']);
      expect(Object.keys(reduced.pages).sort(), page.path).toEqual(['landing-page', 'shop-page']);
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
