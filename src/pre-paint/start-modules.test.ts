import { afterEach, describe, expect, it, vi } from 'vitest';
import { batchSize, islandId, preloadWaitMs, startModules, type PaintWindow } from './start-modules';

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
function recordAdditions(): Element[][] {
  const batches: Element[][] = [];
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T) => {
    batches.push(node instanceof DocumentFragment ? [...node.children] : [node as unknown as Element]);
    return node;
  });
  return batches;
}

const describeElement = (element: Element) =>
  `${element.tagName.toLowerCase()} ${element.getAttribute('rel') ?? element.getAttribute('type')} ${element.getAttribute('href') ?? element.getAttribute('src')}`;

function island(modules: string[], preloads: string[]) {
  document.body.innerHTML = `<script type="application/json" id="${islandId}">${JSON.stringify({ modules, preloads })}</script>`;
}

/** Starts a page with these modules and reports its first paint; returns the elements added, batch by batch. */
function startPaintedPage(modules: string[], preloads: string[]): Element[][] {
  island(modules, preloads);
  const { win, paint } = windowWithPaintObserver();
  const batches = recordAdditions();
  startModules(document, win);
  paint();
  return batches;
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('starting the modules', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('asks for nothing before the first contentful paint is reported', async () => {
    island(['/assets/index-1.js'], ['/assets/chunk-0.js']);
    const batches = recordAdditions();
    startModules(document, windowWithPaintObserver().win);
    // Frames and tasks pass, but no paint was reported.
    await settle(40);
    expect(batches).toEqual([]);
  });

  it('asks for them 200 ms after the parsed document at the latest, while a slow line still brings the stylesheet, but not at once', async () => {
    vi.useFakeTimers();
    island(['/assets/index-1.js'], ['/assets/chunk-0.js']);
    const batches = recordAdditions();
    startModules(document, windowWithPaintObserver().win);
    // At once they would take the line from the stylesheet the first paint waits for.
    await vi.advanceTimersByTimeAsync(0);
    expect(batches).toEqual([]);
    // No paint reported: the wait ends, and the first batch is added in the task after.
    await vi.advanceTimersByTimeAsync(201);
    expect(batches.flat().map(describeElement)).toEqual(['link modulepreload /assets/index-1.js', 'link modulepreload /assets/chunk-0.js']);
  });

  it('then asks for every module at low priority, the entry first, a batch per task', async () => {
    const preloads = Array.from({ length: batchSize + 2 }, (_, index) => `/assets/chunk-${index}.js`);
    const batches = startPaintedPage(['/assets/index-1.js'], preloads);
    await vi.waitFor(() => expect(batches.flat()).toHaveLength(preloads.length + 1));
    await settle(20);
    // The entry's preload and the other modules: batchSize + 3 links, and no script yet.
    expect(batches.map((batch) => batch.length)).toEqual([batchSize, 3]);
    expect(batches.flat().map(describeElement)).toEqual(['link modulepreload /assets/index-1.js', ...preloads.map((file) => `link modulepreload ${file}`)]);
    expect(batches.flat().every((element) => element.getAttribute('fetchpriority') === 'low')).toBe(true);
  });

  it('runs the entry once every module has loaded or failed, not before', async () => {
    const batches = startPaintedPage(['/assets/index-1.js'], ['/assets/chunk-0.js', '/assets/chunk-1.js']);
    const scripts = () =>
      batches
        .flat()
        .filter((element) => element.tagName === 'SCRIPT')
        .map(describeElement);
    await vi.waitFor(() => expect(batches.flat()).toHaveLength(3));
    const [entry, first, second] = batches.flat() as [Element, Element, Element];
    entry.dispatchEvent(new Event('load'));
    first.dispatchEvent(new Event('error'));
    await settle(20);
    expect(scripts()).toEqual([]);
    second.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(scripts()).toEqual(['script module /assets/index-1.js']));
  });

  it('runs the entry after a while even when a module never reports back', async () => {
    vi.useFakeTimers();
    const batches = startPaintedPage(['/assets/index-1.js'], ['/assets/chunk-0.js']);
    await vi.advanceTimersByTimeAsync(preloadWaitMs - 1);
    expect(batches.flat().map(describeElement)).toEqual(['link modulepreload /assets/index-1.js', 'link modulepreload /assets/chunk-0.js']);
    await vi.advanceTimersByTimeAsync(1);
    // The entry is added in a task of its own.
    await vi.runOnlyPendingTimersAsync();
    expect(batches.flat().map(describeElement).at(-1)).toBe('script module /assets/index-1.js');
  });

  it('runs the entry at once where the browser has no module preloads', async () => {
    const tokenList = Object.getPrototypeOf(document.createElement('link').relList) as DOMTokenList;
    vi.spyOn(tokenList, 'supports').mockReturnValue(false);
    const batches = startPaintedPage(['/assets/index-1.js'], ['/assets/chunk-0.js']);
    await vi.waitFor(() => expect(batches.flat()).toHaveLength(1));
    await settle(20);
    expect(batches.flat().map(describeElement)).toEqual(['script module /assets/index-1.js']);
  });

  it('does nothing on a page without an island', async () => {
    const batches = recordAdditions();
    startModules(document, windowWithPaintObserver().win);
    await settle(20);
    expect(batches).toEqual([]);
  });
});
