import { describe, expect, it } from 'vitest';
import { initialScripts } from './initial-js-report.mjs';

describe('initialScripts', () => {
  it('lists the module entry and the module preloads once each, in document order', () => {
    const html = [
      '<link rel="stylesheet" crossorigin href="/assets/style-a.css">',
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/font.woff2">',
      '<link rel="modulepreload" crossorigin href="/assets/home.page-1.js">',
      '<script type="module" crossorigin src="/assets/index-2.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/react-3.js">',
      '<link rel="modulepreload" crossorigin href="/assets/home.page-1.js">',
      '<script>inline()</script>',
      '<script type="application/json" id="lumi-experiments">{}</script>',
    ].join('');
    expect(initialScripts(html)).toEqual(['/assets/home.page-1.js', '/assets/index-2.js', '/assets/react-3.js']);
  });

  it('adds the modules the after-paint island names', () => {
    const html =
      '<link rel="modulepreload" href="/assets/a.js">' +
      '<script type="application/json" id="lumi-modules">{"modules":["/assets/index.js"],"preloads":["/assets/a.js","/assets/b.js"]}</script>';
    expect(initialScripts(html)).toEqual(['/assets/a.js', '/assets/index.js', '/assets/b.js']);
  });

  it('finds nothing in a page without modules', () => {
    expect(initialScripts('<html><head><link rel="stylesheet" href="/a.css"></head></html>')).toEqual([]);
  });
});
