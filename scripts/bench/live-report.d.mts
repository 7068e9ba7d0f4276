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
