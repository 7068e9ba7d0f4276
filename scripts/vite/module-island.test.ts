import { describe, expect, it } from 'vitest';
import { extractAppModules, readAppModules, moduleIslandMarkup } from './module-island';

const template = [
  '<html><head>',
  '<script type="module" crossorigin src="/assets/index-1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/react-2.js">',
  '<link rel="stylesheet" crossorigin href="/assets/style-3.css">',
  '</head><body><div id="root"></div></body></html>',
].join('\n');

describe('start after paint', () => {
  it('takes the module scripts and preloads out of the template, and keeps everything else', () => {
    const { html, modules } = extractAppModules(template);
    expect(modules).toEqual({ modules: ['/assets/index-1.js'], preloads: ['/assets/react-2.js'] });
    expect(html).not.toMatch(/type="module"|modulepreload/);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/style-3.css">');
  });

  it('names the modules in an island the page and the size report read back, without duplicates', () => {
    const markup = moduleIslandMarkup({ modules: ['/assets/index-1.js'], preloads: ['/assets/react-2.js', '/assets/page-4.js', '/assets/react-2.js'] });
    expect(readAppModules(markup)).toEqual({ modules: ['/assets/index-1.js'], preloads: ['/assets/react-2.js', '/assets/page-4.js'] });
  });

  it('cannot be closed early by a path that contains markup', () => {
    const markup = moduleIslandMarkup({ modules: ['/assets/</script><script>alert(1)</script>.js'], preloads: [] });
    expect(markup.match(/<\/script>/g)).toHaveLength(1);
    expect(readAppModules(markup)?.modules).toEqual(['/assets/</script><script>alert(1)</script>.js']);
  });

  it('finds no island in a page without one', () => {
    expect(readAppModules('<html></html>')).toBeUndefined();
  });
});
