import type { CDPSession } from '@playwright/test';
import { expect, test, waitForHydration } from '../support/fixtures';

/**
 * Lighthouse and the benchmarks watch the page through the DevTools protocol, and then V8 records
 * a stack trace with source positions for every error the page creates and for every traced call
 * (a timer, a yield, a style change). The first time a function is on such a stack, V8 parses it
 * again to find its positions: for the top level of the entry chunk, all of its 400 KB, 30–45 ms
 * on the main thread while the entry module runs, and Lighthouse's slow-phone simulation counts
 * each of those milliseconds four times. So nothing the entry does while its module runs may leave
 * such a stack: the app starts in a microtask after the module has run, and React DOM's internal
 * sentinels are made without a stack (`scripts/vite/quiet-react-sentinels.ts`).
 */

interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly ts: number;
  readonly dur?: number;
  readonly pid: number;
  readonly tid: number;
  readonly args?: { readonly name?: string };
}

/** Lighthouse's own trace categories, and V8's compile events to see the re-parses. */
const categories = [
  '-*',
  'disabled-by-default-lighthouse',
  'loading',
  'v8',
  'v8.execute',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.stack',
  'disabled-by-default-v8.compile',
];

async function traceUntilHydrated(cdp: CDPSession, load: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  // The protocol types trace events as string maps; their numbers are numbers.
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: categories }, transferMode: 'ReportEvents' });
  await load();
  await cdp.send('Tracing.end');
  await complete;
  return events;
}

/** The events of the page's main thread: the renderer thread with the most events. */
function mainThreadEvents(events: readonly TraceEvent[]): TraceEvent[] {
  const mains = events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  const countOf = (thread: TraceEvent) => events.filter((event) => event.pid === thread.pid && event.tid === thread.tid).length;
  const main = mains.sort((a, b) => countOf(b) - countOf(a))[0];
  if (!main) return [];
  return events.filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X' && event.dur !== undefined);
}

const within = (outer: TraceEvent, inner: TraceEvent) => inner.ts >= outer.ts && inner.ts + (inner.dur ?? 0) <= outer.ts + (outer.dur ?? 0);

for (const path of ['/', '/shop', '/blog/wege-aus-der-einsamkeit']) {
  test(`${path}: the modules run without DevTools re-parsing the code on its stack`, async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    const events = await traceUntilHydrated(cdp, async () => {
      await page.goto(path);
      await waitForHydration(page);
    });
    const main = mainThreadEvents(events);
    // The entry (React DOM, the router, i18next and the app) and the modules it loads.
    const modules = main.filter((event) => event.name === 'v8.evaluateModule');
    expect(modules.length, 'module evaluations traced').toBeGreaterThan(0);
    const reparses = main.filter((event) => event.name === 'V8.CollectSourcePositions' && modules.some((module) => within(module, event)));
    expect(
      reparses.map((event) => `${((event.dur ?? 0) / 1000).toFixed(1)} ms`),
      'source positions collected while a module ran',
    ).toEqual([]);
  });
}
