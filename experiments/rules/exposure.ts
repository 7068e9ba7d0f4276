import { bannerExperiment, experimentKeys, flagKeys, redirectExperiments, type ExperimentKey, type RedirectExperimentKey } from '@experiments/schema';

/**
 * Which experiments a page view exposes, and with which variation, as GrowthBook counts them:
 * every experiment the hash (or a sticky bucket) put the visitor in while the page's features were
 * decided, prerequisites and holdouts included, and never a variation a tester forced. Of the
 * site's own tests only what the visitor really sees counts: the variant page it is on, the
 * banner that is showing. Flags are decided on every page, so their tests count on every page.
 */
export interface PageView {
  readonly path: string;
  /** Whether this page has the default layout, where `banner-layout` chooses the banner. */
  readonly hasDefaultLayout: boolean;
  /** The banner variation marked on <html> before paint, if any. */
  readonly bannerShown: string | undefined;
}

/** A feature whose decision this page shows, and the value it shows (any, for a flag). */
export interface ShownFeature {
  readonly key: string;
  readonly shown?: unknown;
}

/** An experiment GrowthBook put the visitor in while deciding a feature (its `trackingCallback`). */
export interface ExperimentView {
  readonly experimentKey: string;
  /** The feature the experiment's rule belongs to: the decided feature itself, or one of its prerequisites. */
  readonly featureId: string | null;
  /** GrowthBook's variation key (its meta key, else the index as text). */
  readonly variationKey: string;
  readonly value: unknown;
}

export interface Exposure {
  readonly experiment_id: string;
  readonly variation_id: string;
}

/** The variation a page shows of a redirect experiment, or undefined when it is none of its pages. */
export function shownRedirectVariation(key: RedirectExperimentKey, path: string): string | undefined {
  const normalised = path.replace(/(.)\/+$/, '$1');
  const entry = Object.entries(redirectExperiments[key].variations).find(([, variationPath]) => variationPath === normalised);
  return entry?.[0];
}

function shownVariation(key: ExperimentKey, view: PageView): string | undefined {
  if (key === bannerExperiment.key) return view.hasDefaultLayout ? view.bannerShown : undefined;
  return shownRedirectVariation(key, view.path);
}

/** The site's features a page view shows: its tests where their variation is on screen, and every flag. */
export function featuresShownOn(view: PageView): ShownFeature[] {
  const shown: ShownFeature[] = [];
  for (const key of experimentKeys) {
    const variation = shownVariation(key, view);
    if (variation !== undefined) shown.push({ key, shown: variation });
  }
  for (const key of flagKeys) shown.push({ key });
  return shown;
}

/**
 * The exposures of one shown feature: the experiments GrowthBook ran for it, once each. The
 * feature's own test counts only when its variation is the one on screen (a direct address of
 * another variant page is a look, not an exposure).
 */
export function exposuresOf(feature: ShownFeature, views: readonly ExperimentView[]): Exposure[] {
  const exposures: Exposure[] = [];
  for (const view of views) {
    const own = view.featureId === feature.key;
    if (own && 'shown' in feature && view.value !== feature.shown) continue;
    if (exposures.some((exposure) => exposure.experiment_id === view.experimentKey)) continue;
    exposures.push({ experiment_id: view.experimentKey, variation_id: view.variationKey });
  }
  return exposures;
}

/** Exposures recorded before paint (URL-redirect experiments) as stored: only well-formed entries count. */
export function parsePendingExposures(raw: string | undefined): Exposure[] {
  try {
    const value: unknown = JSON.parse(raw ?? '[]');
    if (!Array.isArray(value)) return [];
    return value.filter(
      (entry): entry is Exposure =>
        typeof entry === 'object' &&
        entry !== null &&
        typeof (entry as Exposure).experiment_id === 'string' &&
        typeof (entry as Exposure).variation_id === 'string',
    );
  } catch {
    return [];
  }
}
