// Relative, not @experiments/: the Vite config imports this module, and its own aliases do not apply while it loads.
import { experimentKeys, flagKeys, isForceRule, redirectExperiments, type ExperimentsPayload, type Feature } from '../../../../../experiments/schema.ts';
import { bucketRanges, stickyKey } from './assignment.ts';
import { decisionFormat, type DecisionFeature, type DecisionFeatures, type DecisionIsland, type DecisionRule, type StoredRemoteFeatures } from './decision-features.ts';

/**
 * Reduces a checked GrowthBook payload to the form the decision before paint reads
 * (`decision-features.ts`): in the build, for the JSON island of every page, and in the app, for
 * a remote payload it stores. Pure.
 */

/** One feature reduced: its rules in order, without those GrowthBook would never reach. */
export function reduceFeature<T>(featureKey: string, feature: Feature<T>): DecisionFeature<T> {
  const rules: Array<DecisionRule<T>> = [];
  for (const rule of feature.rules ?? []) {
    if (isForceRule(rule)) {
      // GrowthBook skips a rollout of no one, and never reaches a rule after a value for everyone.
      if (rule.coverage === 0) continue;
      if (rule.coverage === undefined) {
        rules.push({ value: rule.force });
        break;
      }
      rules.push({ value: rule.force, coverage: rule.coverage, seed: rule.seed ?? featureKey, hashVersion: rule.hashVersion ?? 1 });
      continue;
    }
    const key = rule.key ?? featureKey;
    rules.push({
      key,
      sticky: stickyKey(key, rule.bucketVersion),
      seed: rule.seed ?? key,
      ranges: bucketRanges(rule.weights, rule.coverage),
      keys: rule.variations.map((_, index) => rule.meta[index]?.key ?? String(index)),
      values: rule.variations,
    });
  }
  return { value: feature.defaultValue, rules };
}

/** The site's experiments and flags of a checked payload, reduced. */
export function reduceFeatures(features: ExperimentsPayload['features']): DecisionFeatures {
  return {
    format: decisionFormat,
    experiments: Object.fromEntries(experimentKeys.map((key) => [key, reduceFeature(key, features[key])])),
    flags: Object.fromEntries(flagKeys.map((key) => [key, reduceFeature(key, features[key])])),
  };
}

export function decisionIsland(features: ExperimentsPayload['features']): DecisionIsland {
  return { ...reduceFeatures(features), pages: redirectExperiments };
}

export function storedRemoteFeatures(features: ExperimentsPayload['features']): StoredRemoteFeatures {
  return { ...reduceFeatures(features), growthbook: features };
}
