// The arithmetic and the table of `npm run bench:live`, apart from the browser so it can be tested.

export interface Figures {
  firstPaintMs: number | null;
  liveMs: number | null;
  jsBytes: number | null;
  jsRequests: number | null;
  /** Controls live on a visit served by the service worker. */
  repeatLiveMs: number | null;
}
export type BudgetedFigure = 'firstPaintMs' | 'liveMs' | 'jsBytes' | 'repeatLiveMs';

/** A resource timing entry, as far as the JavaScript totals need it. */
interface FetchedResource {
  name: string;
  contentType?: string;
  encodedBodySize?: number;
}

/** What a page may cost on the slow phone; a goal is where we want to be, a budget what we accept. */
export const budgets: Record<BudgetedFigure, { budget: number; goal?: number }> = {
  firstPaintMs: { budget: 1000 },
  liveMs: { budget: 1900, goal: 1600 },
  jsBytes: { budget: 150 * 1024, goal: 120 * 1024 },
  // Served by the service worker: nothing comes over the line, so only the slow CPU is left.
  repeatLiveMs: { budget: 1000 },
};

/**
 * The middle value of the runs. A run that never got there (`null`) counts as the slowest, so one
 * stuck run out of three does not hide, and two make the median `null` ("never").
 */
export function median(values: (number | null | undefined)[]): number | null {
  if (values.length === 0) return null;
  const sorted = values.map((value) => (typeof value === 'number' && Number.isFinite(value) ? value : Infinity)).sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const at = (index: number) => sorted[index] ?? Infinity;
  const value = sorted.length % 2 === 1 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
  return Number.isFinite(value) ? value : null;
}

/**
 * JavaScript the page fetched, by URL or by content type. The service worker's script is left
 * out: it is not the page's code, and the benchmark blocks service workers anyway.
 */
export function isJavaScript({ name, contentType = '' }: FetchedResource): boolean {
  const path = new URL(name, 'http://localhost').pathname;
  if (path === '/sw.js') return false;
  return /\.m?js$/.test(path) || /javascript|ecmascript/.test(contentType);
}

/** Transfer (gzip) bytes and count of the JavaScript among a page's resource timing entries. */
export function jsTotals(entries: FetchedResource[]): { jsBytes: number; jsRequests: number } {
  const scripts = entries.filter(isJavaScript);
  return { jsBytes: scripts.reduce((sum, entry) => sum + (entry.encodedBodySize ?? 0), 0), jsRequests: scripts.length };
}

/** One page's runs as their medians, each figure on its own (the median run of one is not that of another). */
export function summarize(runs: Partial<Figures>[]): Figures {
  const of = (key: keyof Figures) => median(runs.map((run) => run[key]));
  return { firstPaintMs: of('firstPaintMs'), liveMs: of('liveMs'), jsBytes: of('jsBytes'), jsRequests: of('jsRequests'), repeatLiveMs: of('repeatLiveMs') };
}

/** Times are shown to 10 ms and sizes to 0.1 KB; a figure is judged as shown, so "1.00 s" is never over 1.0 s. */
const shownStep: Record<BudgetedFigure, number> = { firstPaintMs: 10, liveMs: 10, jsBytes: 102.4, repeatLiveMs: 10 };

/** The figures of a summary that break their budget; a control that never became live breaks it too. */
export function overBudget(summary: Figures): BudgetedFigure[] {
  return (Object.keys(budgets) as BudgetedFigure[]).filter((key) => {
    const figure = summary[key];
    return figure === null || Math.round(figure / shownStep[key]) * shownStep[key] > budgets[key].budget;
  });
}

const seconds = (ms: number | null) => (ms === null ? 'never' : `${(ms / 1000).toFixed(2)} s`);
const kilobytes = (bytes: number | null) => (bytes === null ? '–' : `${(bytes / 1024).toFixed(1)} KB`);

/** The results as a Markdown table, budgets in the line above it, "✗" after every figure over budget. */
export function formatTable(pages: { path: string; summary: Figures }[], runs: number): string {
  const mark = (summary: Figures, key: BudgetedFigure, text: string) => (overBudget(summary).includes(key) ? `${text} ✗` : text);
  const lines = [
    `Median of ${runs} cold and ${runs} repeat runs. Budgets: first paint ≤ 1.0 s · controls live ≤ 1.9 s (goal 1.6 s) · JS ≤ 150 KB (goal 120 KB) · live on a repeat visit ≤ 1.0 s · ✗ over budget`,
    '',
    '| page | first paint | controls live | JS (gzip KB) | JS requests | repeat visit: live |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const { path, summary } of pages) {
    const requests = summary.jsRequests === null ? '–' : String(Math.round(summary.jsRequests));
    lines.push(
      `| ${path} | ${mark(summary, 'firstPaintMs', seconds(summary.firstPaintMs))} | ${mark(summary, 'liveMs', seconds(summary.liveMs))} | ${mark(summary, 'jsBytes', kilobytes(summary.jsBytes))} | ${requests} | ${mark(summary, 'repeatLiveMs', seconds(summary.repeatLiveMs))} |`,
    );
  }
  return lines.join('\n');
}

export interface TapRun {
  /** The tap, from navigation start; null when it did not reach the control. */
  tapMs: number | null;
  /** When the app reported hydration; null when it never did. */
  hydratedMs: number | null;
  /** When the tap's effect showed; null when it never did (the tap was lost). */
  effectMs: number | null;
}
export interface TapFigures {
  tapMs: number | null;
  effectAfterTapMs: number | null;
  effectAfterLiveMs: number | null;
  /** Runs whose tap came before the page was live. */
  beforeLive: number;
  /** Share of runs whose tap never took effect (0–1). */
  lostShare: number | null;
  runs: number;
}
export type BudgetedTapFigure = 'effectAfterLiveMs' | 'lostShare';

/** A tap made right after the first paint takes effect at most 0.3 s after the page is live, and none is lost. */
export const tapBudgets: Record<BudgetedTapFigure, { budget: number }> = { effectAfterLiveMs: { budget: 300 }, lostShare: { budget: 0 } };

/**
 * One tap journey's runs as medians. A run's tap is lost when its effect never came; its times then
 * count as the slowest (as "never" does above). A tap that did not reach the control counts as
 * lost too: the benchmark does not hide its own misses. `effectAfterLiveMs` is measured from the moment the
 * app reported hydration, or from the tap when the page was already live at the tap.
 */
export function summarizeTaps(runs: TapRun[]): TapFigures {
  const of = (pick: (run: TapRun) => number | null) => median(runs.map(pick));
  const afterLive = (run: TapRun) =>
    run.effectMs === null || run.effectMs === undefined ? null : run.effectMs - Math.max(run.tapMs ?? 0, run.hydratedMs ?? 0);
  const lost = runs.filter((run) => run.effectMs === null || run.effectMs === undefined).length;
  return {
    tapMs: of((run) => run.tapMs),
    effectAfterTapMs: of((run) => (run.effectMs === null || run.effectMs === undefined || run.tapMs === null ? null : run.effectMs - run.tapMs)),
    effectAfterLiveMs: of(afterLive),
    beforeLive: runs.filter((run) => run.hydratedMs === null || run.hydratedMs === undefined || run.tapMs === null || run.tapMs < run.hydratedMs).length,
    lostShare: runs.length === 0 ? null : lost / runs.length,
    runs: runs.length,
  };
}

/** The tap figures that break their budget. */
export function tapsOverBudget(summary: TapFigures): BudgetedTapFigure[] {
  const over: BudgetedTapFigure[] = [];
  if (summary.effectAfterLiveMs === null || Math.round(summary.effectAfterLiveMs / 10) * 10 > tapBudgets.effectAfterLiveMs.budget)
    over.push('effectAfterLiveMs');
  if (summary.lostShare === null || summary.lostShare > tapBudgets.lostShare.budget) over.push('lostShare');
  return over;
}

/** The tap journeys as a Markdown table, "✗" after every figure over budget. */
export function formatTapTable(journeys: { path: string; tap: string; effect: string; summary: TapFigures }[], runs: number): string {
  const mark = (summary: TapFigures, key: BudgetedTapFigure, text: string) => (tapsOverBudget(summary).includes(key) ? `${text} ✗` : text);
  const lines = [
    `A tap right after the first paint, median of ${runs} cold runs. Budgets: effect ≤ 0.3 s after live · 0 taps lost · ✗ over budget`,
    '',
    '| page | tap | effect | tapped at | before live | effect after the tap | effect after live | taps lost |',
    '| --- | --- | --- | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const { path, tap, effect, summary } of journeys) {
    const lost = summary.lostShare === null ? '–' : `${Math.round(summary.lostShare * 100)} %`;
    lines.push(
      `| ${path} | ${tap} | ${effect} | ${seconds(summary.tapMs)} | ${summary.beforeLive}/${summary.runs} | ${seconds(summary.effectAfterTapMs)} | ${mark(summary, 'effectAfterLiveMs', seconds(summary.effectAfterLiveMs))} | ${mark(summary, 'lostShare', lost)} |`,
    );
  }
  return lines.join('\n');
}
