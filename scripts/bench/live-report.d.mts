export interface Figures {
  firstPaintMs: number | null;
  liveMs: number | null;
  jsBytes: number | null;
  jsRequests: number | null;
  /** Controls live on a visit served by the service worker. */
  repeatLiveMs: number | null;
}
export type BudgetedFigure = 'firstPaintMs' | 'liveMs' | 'jsBytes' | 'repeatLiveMs';

export declare const budgets: Record<BudgetedFigure, { budget: number; goal?: number }>;
export declare function median(values: (number | null | undefined)[]): number | null;
export declare function isJavaScript(entry: { name: string; contentType?: string }): boolean;
export declare function jsTotals(entries: { name: string; contentType?: string; encodedBodySize?: number }[]): { jsBytes: number; jsRequests: number };
export declare function summarize(runs: Partial<Figures>[]): Figures;
export declare function overBudget(summary: Figures): BudgetedFigure[];
export declare function formatTable(pages: { path: string; summary: Figures }[], runs: number): string;

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
export declare const tapBudgets: Record<BudgetedTapFigure, { budget: number }>;
export declare function summarizeTaps(runs: TapRun[]): TapFigures;
export declare function tapsOverBudget(summary: TapFigures): BudgetedTapFigure[];
export declare function formatTapTable(journeys: { path: string; tap: string; effect: string; summary: TapFigures }[], runs: number): string;
