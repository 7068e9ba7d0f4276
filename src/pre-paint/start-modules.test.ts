import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyStoredColourScheme, colourSchemeKey } from './colour-scheme';
import { batchSize, islandId, startModules, type PaintWindow } from './start-modules';

type PaintReport = (list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void;

/** A window whose paint observer the test drives by hand. */
function windowWithPaintObserver() {
  let report: PaintReport | undefined;
  class FakePaintObserver {
    static supportedEntryTypes = ['paint'];
    constructor(callback: PaintReport) {
      report = callback;
    }
    observe() {}
    disconnect() {}
  }
  const win = { PerformanceObserver: FakePaintObserver, requestAnimationFrame: window.requestAnimationFrame.bind(window) } as unknown as PaintWindow;
  const paint = () => report?.({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) }, { disconnect: () => {} });
  return { win, paint };
}

/** Records what is added to <head> instead of loading it: the test document fetches no modules. */
function recordAdditions() {
  const batches: Element[][] = [];
  const append = vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T) => {
    batches.push(node instanceof DocumentFragment ? [...node.children] : [node as unknown as Element]);
    return node;
  });
  return { batches, restore: () => append.mockRestore() };
}

const describeElement = (element: Element) =>
  `${element.tagName.toLowerCase()} ${element.getAttribute('rel') ?? element.getAttribute('type')} ${element.getAttribute('href') ?? element.getAttribute('src')}`;

function island(modules: string[], preloads: string[]) {
  document.body.innerHTML = `<script type="application/json" id="${islandId}">${JSON.stringify({ modules, preloads })}</script>`;
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('starting the modules', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('asks for nothing before the first contentful paint is reported', async () => {
    island(['/assets/index-1.js'], ['/assets/chunk-0.js']);
    const { batches, restore } = recordAdditions();
    try {
      startModules(document, windowWithPaintObserver().win);
      // Frames and tasks pass, but no paint was reported.
      await settle(40);
    } finally {
      restore();
    }
    expect(batches).toEqual([]);
  });

  it('then asks for every module at low priority, the entry first, a batch per task, and runs the entry last', async () => {
    const preloads = Array.from({ length: batchSize + 2 }, (_, index) => `/assets/chunk-${index}.js`);
    island(['/assets/index-1.js'], preloads);
    const { win, paint } = windowWithPaintObserver();
    const { batches, restore } = recordAdditions();
    try {
      startModules(document, win);
      paint();
      await vi.waitFor(() => expect(batches.flat()).toHaveLength(preloads.length + 2));
    } finally {
      restore();
    }
    // The entry's preload, the other modules, then the entry script: batchSize + 4 elements.
    expect(batches.map((batch) => batch.length)).toEqual([batchSize, 4]);
    expect(batches.flat().map(describeElement)).toEqual([
      'link modulepreload /assets/index-1.js',
      ...preloads.map((file) => `link modulepreload ${file}`),
      'script module /assets/index-1.js',
    ]);
    const links = batches.flat().filter((element) => element.tagName === 'LINK');
    expect(links.every((element) => element.getAttribute('fetchpriority') === 'low')).toBe(true);
  });

  it('does nothing on a page without an island', async () => {
    const { batches, restore } = recordAdditions();
    try {
      startModules(document, windowWithPaintObserver().win);
      await settle(20);
    } finally {
      restore();
    }
    expect(batches).toEqual([]);
  });
});

describe('the colour scheme before paint', () => {
  const storageWith = (value: string | null) => ({ getItem: (key: string) => (key === colourSchemeKey ? value : null) });

  afterEach(() => document.documentElement.setAttribute('data-mantine-color-scheme', 'light'));

  it('applies a stored choice', () => {
    applyStoredColourScheme(document, storageWith('"dark"'));
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark');
  });

  it.each([['"purple"'], ['42'], ['{broken'], [null]])('keeps the prerendered scheme for %s', (stored) => {
    applyStoredColourScheme(document, storageWith(stored));
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('light');
  });
});
