import type { PayloadReport } from '../schema.ts';
import type { SavedGroups } from './condition.ts';
import type { FeatureDefinition } from './evaluate.ts';
import type { RedirectExperiment } from './redirect.ts';

/**
 * What the decision before the first paint reads: GrowthBook's own payload, cut to what the site
 * decides then (its experiments and flags with the prerequisites they need, its saved groups, the
 * URL-redirect experiments to its pages), every rule one the site can use. The build writes the
 * bundled one into every page, with the site's own definitions (`DecisionIsland`); the app stores
 * a remote one it fetched, with the list of what it left out (`StoredRemotePayload`).
 * `reduce-features.ts` makes both. Pure: a stored value in, a typed value (or none) out.
 */

/** Raised whenever the shape below changes: a stored value of another shape is then ignored. */
export const decisionFormat = 2;

export interface DecisionPayload {
  readonly format: typeof decisionFormat;
  readonly features: Readonly<Record<string, FeatureDefinition>>;
  readonly savedGroups?: SavedGroups;
  /** GrowthBook's URL-redirect experiments, their destinations as paths of the site. */
  readonly experiments?: readonly RedirectExperiment[];
}

/**
 * The site's own definitions, which every page carries and no stored value may change: the pages
 * of its redirect experiments, the values of the experiments shown by CSS, its flags, and every
 * page a URL-redirect experiment may send a visitor to.
 */
export interface DecisionSite {
  /** Experiments with pages of their own: the entry page, and the page of each variation. */
  readonly pages: Readonly<Record<string, { readonly path: string; readonly variations: Readonly<Record<string, string>> }>>;
  /** Experiments shown by CSS (`data-<key>` on <html>): their values, the control first. */
  readonly layouts: Readonly<Record<string, readonly string[]>>;
  readonly flags: readonly string[];
  readonly paths: readonly string[];
}

export interface DecisionIsland extends DecisionPayload {
  readonly site: DecisionSite;
}

/** A remote payload as the app stores it, with what its check left out (the QA panel lists it). */
export interface StoredRemotePayload extends DecisionPayload {
  readonly report: PayloadReport;
}

/** A stored or embedded value in the current format, or undefined for anything else (an older shape, not JSON, nothing). */
export function readDecisionFeatures<T extends DecisionPayload = DecisionPayload>(raw: string | null | undefined): T | undefined {
  try {
    // Nothing stored is the common case: parsed as null rather than thrown and caught on every page.
    const value = JSON.parse(raw || 'null') as Partial<T> | null;
    return value?.format === decisionFormat && typeof value.features === 'object' && value.features ? (value as T) : undefined;
  } catch {
    return undefined;
  }
}
