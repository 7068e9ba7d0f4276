import { bannerExperiment, redirectExperiments, type ExperimentKey, type RedirectExperimentKey } from '@experiments/schema';

/**
 * Which experiments a page view exposes, and with which variation: only what the visitor really
 * sees counts (the variant page it landed on, the banner that is showing), and only when the
 * visitor was assigned by the hash or its sticky memory, never when a tester forced it.
 */
export interface PageView {
  readonly path: string;
  /** Whether this page has the default layout, where `banner-layout` chooses the banner. */
  readonly hasDefaultLayout: boolean;
  /** The banner variation marked on <html> before paint, if any. */
  readonly bannerShown: string | undefined;
}

/** GrowthBook's evaluation of one experiment feature, as far as exposure cares. */
export interface ExperimentEvaluation {
  readonly value: unknown;
  readonly inExperiment: boolean;
  /** False when the variation was forced (query string, QA panel): such views are not exposures. */
  readonly hashUsed: boolean;
  readonly variationId: number;
}

export interface Exposure {
  readonly experiment_id: ExperimentKey;
  readonly variation_id: string;
}

/** The variation a page shows of a redirect experiment, or undefined when it is none of its pages. */
export function shownRedirectVariation(key: RedirectExperimentKey, path: string): string | undefined {
  const normalised = path.replace(/(.)\/+$/, '$1');
  const entry = Object.entries(redirectExperiments[key].variations).find(([, variationPath]) => variationPath === normalised);
  return entry?.[0];
}

export function shownVariation(key: ExperimentKey, view: PageView): string | undefined {
  if (key === bannerExperiment.key) return view.hasDefaultLayout ? view.bannerShown : undefined;
  return shownRedirectVariation(key, view.path);
}

export function exposuresOf(view: PageView, evaluate: (key: ExperimentKey) => ExperimentEvaluation | undefined, keys: readonly ExperimentKey[]): Exposure[] {
  const exposures: Exposure[] = [];
  for (const key of keys) {
    const shown = shownVariation(key, view);
    if (shown === undefined) continue;
    const evaluation = evaluate(key);
    if (!evaluation?.inExperiment || !evaluation.hashUsed || evaluation.value !== shown) continue;
    exposures.push({ experiment_id: key, variation_id: String(evaluation.variationId) });
  }
  return exposures;
}
