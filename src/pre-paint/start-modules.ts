/**
 * Starts the app's modules. The prerendered page names them in a JSON island at the end of the
 * body (`#lumi-modules`): the entry scripts and the modules they import.
 *
 * The modules wait for the page's first paint, at most `paintWaitMs` after the document is
 * parsed. On a fast line the paint comes first, and nothing shares the line with the stylesheet
 * and the fonts that the page's largest text waits for. On a slow line the stylesheet is still
 * arriving then: the modules are asked for while it arrives, so their bytes follow it at once
 * instead of a paint and a round trip later. Every module is asked for at low priority (fetched
 * and compiled in parallel). Elements are added a few per task: each costs a slow phone's main
 * thread a few milliseconds, and thirty at once would be one long task.
 *
 * The entry script is added once every module has arrived, so that linking and running the module
 * graph find it fetched and compiled and do not share the main thread with arriving downloads.
 */
export const islandId = 'lumi-modules';

/** Elements added per task. */
export const batchSize = 6;

/**
 * How long the modules wait at most for the first contentful paint, from the parsed document. On
 * the slow phone of `npm run bench:live` (1.6 Mbps, 150 ms round trip, CPU 4×) 200 ms made every
 * page's controls live 0.3–0.35 s sooner and left its first paint where it was; asking at once
 * took the line from the stylesheet and painted the home page 0.1 s later.
 */
export const paintWaitMs = 200;

/** How long the entry waits at most for the modules to arrive; after that the entry's own import fetches what is missing. */
export const preloadWaitMs = 8000;

export interface AppModules {
  /** Module entry scripts, in order. */
  modules: string[];
  /** Modules they import. */
  preloads: string[];
}

/** What the starter needs of the window: frames and the paint report. */
export type PaintWindow = Pick<typeof globalThis, 'PerformanceObserver' | 'requestAnimationFrame'>;

/** Adds one element per address, a batch per task, in order; `settled` is called once per element when it has loaded or failed. */
function addInBatches(doc: Document, tag: 'script' | 'link', addresses: readonly string[], attributes: Record<string, string>, settled?: () => void): void {
  const queue = [...addresses];
  const step = () => {
    const fragment = doc.createDocumentFragment();
    for (const address of queue.splice(0, batchSize)) {
      const element = doc.createElement(tag);
      const all = { ...attributes, [tag === 'link' ? 'href' : 'src']: address, crossorigin: '' };
      for (const [name, value] of Object.entries(all)) element.setAttribute(name, value);
      // An element reports either, once.
      if (settled) element.onload = element.onerror = settled;
      fragment.appendChild(element);
    }
    doc.head.appendChild(fragment);
    if (queue.length > 0) setTimeout(step, 0);
  };
  setTimeout(step, 0);
}

/** Fetches every module at low priority, then calls `then` once all have loaded or failed (or after `preloadWaitMs`). */
function preloadAll(doc: Document, files: string[], then: () => void): void {
  // A browser without module preloads never reports them loaded: it fetches the graph from the entry.
  if (files.length === 0 || !doc.createElement('link').relList.supports('modulepreload')) return then();
  let waiting = files.length;
  const finish = () => {
    if (waiting < 0) return;
    waiting = -1;
    then();
  };
  setTimeout(finish, preloadWaitMs);
  addInBatches(doc, 'link', files, { rel: 'modulepreload', fetchpriority: 'low' }, () => {
    waiting -= 1;
    if (waiting === 0) finish();
  });
}

/** Calls `then` once the page has painted: the first contentful paint where reported, else the first frame. */
function afterFirstPaint(doc: Document, win: PaintWindow, then: () => void): void {
  let started = false;
  const go = () => {
    if (!started) then();
    started = true;
  };
  // A hidden tab paints nothing.
  if (doc.visibilityState === 'hidden') return go();
  const Observer = win.PerformanceObserver;
  if (Observer?.supportedEntryTypes?.includes('paint')) {
    new Observer((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      go();
    }).observe({ type: 'paint', buffered: true });
    setTimeout(go, paintWaitMs);
  } else {
    win.requestAnimationFrame(go);
  }
}

/** Once the island is parsed and the page has painted: fetch every module at low priority, then run the entry. */
export function startModules(doc: Document, win: PaintWindow): void {
  const start = () => {
    const text = doc.getElementById(islandId)?.textContent;
    if (!text) return;
    const { modules = [], preloads = [] } = JSON.parse(text) as Partial<AppModules>;
    afterFirstPaint(doc, win, () => preloadAll(doc, [...new Set([...modules, ...preloads])], () => addInBatches(doc, 'script', modules, { type: 'module' })));
  };
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
}
