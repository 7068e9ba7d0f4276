import { runExperiment, type EvaluationContext, type Experiment, type ExperimentResult } from './evaluate.ts';
import { isURLTargeted, withQueryOf } from './url-targeting.ts';

/**
 * GrowthBook's URL-redirect experiments, decided as GrowthBook decides them: in the payload's
 * order, the first one the visitor is in settles it (its control stays, a variation with a
 * destination goes there), the query string carried over when the experiment says so, and no
 * redirect to an address its own patterns match. Pure.
 */

export interface RedirectVariation {
  readonly urlRedirect?: string;
}

export interface RedirectExperiment extends Experiment {
  readonly variations: readonly RedirectVariation[];
  readonly persistQueryString?: boolean;
}

export interface RedirectDecision {
  readonly experiment: RedirectExperiment;
  readonly result: ExperimentResult;
  /** Where to go, absolute; none for the control (or a destination the patterns match). */
  readonly url?: string;
}

export function decideRedirect(experiments: readonly RedirectExperiment[], context: EvaluationContext): RedirectDecision | undefined {
  for (const experiment of experiments) {
    // Without a destination in any variation it is no redirect test, and GrowthBook does not run it.
    if (!experiment.variations.some((variation) => 'urlRedirect' in variation)) continue;
    const result = runExperiment(experiment, null, context);
    if (!result.inExperiment) continue;
    const destination = (result.value as RedirectVariation).urlRedirect;
    if (!destination) return { experiment, result };
    const current = context.url || '';
    const absolute = new URL(destination, current).href;
    const url = experiment.persistQueryString ? withQueryOf(current, absolute) : absolute;
    return isURLTargeted(url, experiment.urlPatterns!) ? { experiment, result } : { experiment, result, url };
  }
  return undefined;
}
