import type { ExperimentsPayload } from '@experiments/schema';
import { bucketOf, chooseVariation } from './assignment.ts';

/**
 * The experiments' features reduced to exactly what the decision before the first paint reads:
 * per experiment rule its seed, its variations' bucket ranges, sticky keys and values already
 * worked out; per flag its value (and a rollout's share, if it has one). GrowthBook's rule shapes,
 * names and weights stay out. The build writes this form into every page, and the app stores it
 * beside a remote payload it fetched (`reduce-features.ts` makes it), so the render-blocking
 * script only hashes the visitor id and looks the bucket up. Pure: a stored value in, a decision
 * out; kept apart from the reduction, so the script carries none of the site's definitions.
 */

/** Raised whenever the shape below changes: a stored value of another shape is then ignored. */
export const decisionFormat = 1;

/** An A/B rule: the visitor's hash (GrowthBook's version 2) picks a variation by its bucket range. */
export interface DecisionExperiment<T> {
  /** The experiment's key: a tester forces it with `?<key>=<index>`. */
  readonly key: string;
  /** Where a sticky assignment of this experiment is remembered: `<key>__<bucket version>`. */
  readonly sticky: string;
  readonly seed: string;
  /** Each variation's [start, end) share of the hash range: its weight, cut to the coverage. */
  readonly ranges: ReadonlyArray<readonly [number, number]>;
  /** Each variation's key in a sticky assignment. */
  readonly keys: readonly string[];
  readonly values: readonly T[];
}

/** A value for everyone, or, with a coverage, for the share of visitors whose hash is within it. */
export interface DecisionForce<T> {
  readonly value: T;
  readonly coverage?: number;
  readonly seed?: string;
  readonly hashVersion?: 1 | 2;
}

export type DecisionRule<T> = DecisionExperiment<T> | DecisionForce<T>;

/** The rules in GrowthBook's order, and the value when none applies. */
export interface DecisionFeature<T> {
  readonly value: T;
  readonly rules: ReadonlyArray<DecisionRule<T>>;
}

export interface DecisionFeatures {
  readonly format: typeof decisionFormat;
  readonly experiments: Readonly<Record<string, DecisionFeature<string>>>;
  readonly flags: Readonly<Record<string, DecisionFeature<boolean>>>;
}

/**
 * What every page carries for its decision: the built-in features, and the site's own table of
 * the pages each redirect experiment sends a visitor to (taken from the page, never from a stored
 * value, so a variation page a later version removed is never visited).
 */
export interface DecisionIsland extends DecisionFeatures {
  readonly pages: Readonly<Record<string, { readonly path: string; readonly variations: Readonly<Record<string, string>> }>>;
}

/** What the app stores after fetching a remote payload: the reduced form for the decision, GrowthBook's features for the app's SDK. */
export interface StoredRemoteFeatures extends DecisionFeatures {
  readonly growthbook: ExperimentsPayload['features'];
}

/** A stored or embedded value in the current format, or undefined for anything else (an older shape, not JSON, nothing). */
export function readDecisionFeatures<T extends DecisionFeatures = DecisionFeatures>(raw: string | null | undefined): T | undefined {
  try {
    // Nothing stored is the common case: parsed as null rather than thrown and caught on every page.
    const value = JSON.parse(raw || 'null') as Partial<T> | null;
    return value?.format === decisionFormat ? (value as T) : undefined;
  } catch {
    return undefined;
  }
}

export interface DecisionVisitor {
  /** The anonymous id; empty without consent, and then no one is assigned. */
  readonly id: string;
  /** Remembered assignments as stored: a value that is no variation's key counts as none. */
  readonly sticky: Readonly<Record<string, unknown>>;
  /** Forced variations as stored: only whole numbers from 0 to 99 count, as the app reads them. */
  readonly forced: Readonly<Record<string, unknown>>;
}

/** Called when the hash decided for the first time: the assignment to remember (sticky bucketing). */
export type Remember = (stickyKey: string, variationKey: string) => void;

/**
 * The value of one reduced feature for one visitor, as GrowthBook decides it: a forced variation
 * first, then a remembered one, then the hash; a rollout only for visitors with an id.
 */
export function decideFeature<T>({ value, rules }: DecisionFeature<T>, { id, sticky, forced }: DecisionVisitor, remember: Remember): T {
  for (const rule of rules) {
    if ('ranges' in rule) {
      const index = forced[rule.key] as number;
      // GrowthBook leaves the rule for a forced index it does not have, rather than hashing.
      if (Number.isInteger(index) && index >= 0 && index < 100) {
        if (index in rule.values) return rule.values[index] as T;
        continue;
      }
      if (!id) continue;
      let chosen = rule.keys.indexOf(sticky[rule.sticky] as string);
      if (chosen < 0) {
        const bucket = bucketOf(rule.seed, id, 2);
        chosen = chooseVariation(bucket, rule.ranges);
        if (chosen < 0) continue;
        remember(rule.sticky, rule.keys[chosen] as string);
      }
      return rule.values[chosen] as T;
    }
    if (rule.coverage === undefined || (id && bucketOf(rule.seed as string, id, rule.hashVersion as 1 | 2) <= rule.coverage)) return rule.value;
  }
  return value;
}
