// Relative, not @experiments/: the Vite config imports this module, and its own aliases do not apply while it loads.
import { allowedValues, bannerExperiment, flagKeys, redirectExperiments, type PayloadAssessment } from '../schema.ts';
import { decisionFormat, type DecisionIsland, type DecisionPayload, type StoredRemotePayload } from './decision-features.ts';

/**
 * Makes what the decision before paint reads (`decision-features.ts`) from a checked payload: in
 * the build, for the JSON island of every page, and in the app, for a remote payload it stores.
 * Pure.
 */

export function decisionPayload({ features, savedGroups, experiments }: PayloadAssessment): DecisionPayload {
  return { format: decisionFormat, features, ...(savedGroups ? { savedGroups } : {}), ...(experiments.length > 0 ? { experiments } : {}) };
}

/** The bundled payload with the site's own definitions, for every page's <head>. */
export function decisionIsland(assessment: PayloadAssessment, pagePaths: readonly string[]): DecisionIsland {
  return {
    ...decisionPayload(assessment),
    site: {
      pages: redirectExperiments,
      layouts: { [bannerExperiment.key]: allowedValues(bannerExperiment.key) },
      flags: flagKeys,
      paths: pagePaths,
    },
  };
}

export function storedRemotePayload(assessment: PayloadAssessment): StoredRemotePayload {
  return { ...decisionPayload(assessment), report: assessment.report };
}
