import { describe, expect, it, vi } from 'vitest';
import { batchSize, extractAppModules, readAppModules, startAfterPaintMarkup } from './start-after-paint';

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
    const markup = startAfterPaintMarkup({ modules: ['/assets/index-1.js'], preloads: ['/assets/react-2.js', '/assets/page-4.js', '/assets/react-2.js'] });
    expect(readAppModules(markup)).toEqual({ modules: ['/assets/index-1.js'], preloads: ['/assets/react-2.js', '/assets/page-4.js'] });
  });

  it('cannot be closed early by a path that contains markup', () => {
    const markup = startAfterPaintMarkup({ modules: ['/assets/</script><script>alert(1)</script>.js'], preloads: [] });
    expect(markup.match(/<\/script>/g)).toHaveLength(2);
    expect(readAppModules(markup)?.modules).toEqual(['/assets/</script><script>alert(1)</script>.js']);
  });

  it('starts the modules after the first frame: the entry first, then the preloads, a batch per task', async () => {
    const preloads = Array.from({ length: batchSize + 2 }, (_, index) => `/assets/chunk-${index}.js`);
    document.body.innerHTML = startAfterPaintMarkup({ modules: ['/assets/index-1.js'], preloads });
    const bootstrap = document.getElementById('lumi-modules')?.nextElementSibling?.textContent ?? '';
    // Recorded rather than inserted: the test document does not load module files.
    const batches: Element[][] = [];
    const append = vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T) => {
      batches.push(node instanceof DocumentFragment ? [...node.children] : [node as unknown as Element]);
      return node;
    });
    try {
      // happy-dom does not run inline scripts set through innerHTML: run the bootstrap as the page would.
      new Function(bootstrap)();
      expect(batches).toEqual([]);
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      append.mockRestore();
    }
    const describeElement = (element: Element) => `${element.tagName.toLowerCase()} ${element.getAttribute('rel') ?? element.getAttribute('type')} ${element.getAttribute('href') ?? element.getAttribute('src')}`;
    expect(batches.map((batch) => batch.length)).toEqual([batchSize, 3]);
    expect(batches.flat().map(describeElement)).toEqual(['script module /assets/index-1.js', ...preloads.map((file) => `link modulepreload ${file}`)]);
  });

  it('waits for the first contentful paint where the browser reports it', async () => {
    document.body.innerHTML = startAfterPaintMarkup({ modules: ['/assets/index-1.js'], preloads: [] });
    const bootstrap = document.getElementById('lumi-modules')?.nextElementSibling?.textContent ?? '';
    let report: ((list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void) | undefined;
    class FakePaintObserver {
      static supportedEntryTypes = ['paint'];
      constructor(callback: typeof report) {
        report = callback;
      }
      observe() {}
    }
    vi.stubGlobal('PerformanceObserver', FakePaintObserver);
    const added: Node[] = [];
    const append = vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T) => {
      added.push(node);
      return node;
    });
    try {
      new Function(bootstrap)();
      await new Promise((resolve) => setTimeout(resolve, 50));
      // Frames have passed, but no paint was reported yet.
      expect(added).toEqual([]);
      const disconnect = vi.fn();
      report?.({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) }, { disconnect });
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(disconnect).toHaveBeenCalled();
      expect(added).toHaveLength(1);
    } finally {
      append.mockRestore();
      vi.unstubAllGlobals();
    }
  });

  it('finds no island in a page without one', () => {
    expect(readAppModules('<html></html>')).toBeUndefined();
  });
});
