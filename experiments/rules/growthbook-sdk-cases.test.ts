import { describe, expect, it } from 'vitest';
import { readSdkCases, type SdkCase, type SdkCaseContext } from '@tests/support/growthbook-sdk-cases';
import { bucketRanges, chooseVariation, hash, inNamespace, type BucketRange } from './assignment';
import { evalCondition, type Condition } from './condition';
import {
  evalFeature,
  runExperiment,
  stickyDocumentKeys,
  type EvaluationContext,
  type Experiment,
  type FeatureDefinition,
  type StickyDocument,
} from './evaluate';
import { decideRedirect, type RedirectExperiment } from './redirect';

/**
 * GrowthBook's shared SDK cases against the site's own evaluation: the code the script before the
 * first paint runs (and the app asks for in-app redirects). Every case of the parts the site
 * implements must give GrowthBook's answer. The few it deliberately does not implement are listed
 * below with the reason, and checked to be the only ones that differ.
 */
const cases = readSdkCases();

/** Cases of SDK options and rule kinds the site never uses: the payload check leaves such rules out, and the site never sets the options. */
const notImplemented: Record<string, Record<string, string>> = {
  feature: {
    'CB rule with empty contexts (explore) buckets on marginal weights with fallback leaf -1':
      'contextual bandits pick weights from the context a bandit service sends; the site has none, so it skips such rules (listed in ?qa=1)',
    'CB rule with no contexts key falls back to marginal weights (fallback leaf -1)': 'contextual bandit, as above',
    'CB rule with empty contexts uses marginal weights (fallback leaf -1)': 'contextual bandit, as above',
    'CB rule with empty contexts is overridden by forced variation like a normal experiment': 'contextual bandit, as above',
  },
  run: {
    'globally disabled': 'the SDK option `enabled: false` (switch every experiment off); the site never sets it',
    'Skips experiments in QA mode': 'the SDK option `qaMode` (nobody is assigned by hash); the site never sets it, testers force variations instead',
  },
};

const listed = (part: string, name: string) => notImplemented[part]?.[name] !== undefined;

/** The cases of a part the site implements, each as a test. */
function eachCase(
  part: 'evalCondition' | 'hash' | 'getBucketRange' | 'chooseVariation' | 'inNamespace' | 'feature' | 'run' | 'stickyBucket' | 'urlRedirect',
  check: (testCase: SdkCase) => void,
) {
  const all = cases[part] as SdkCase[];
  const implemented = all.filter(([name]) => !listed(part, name));
  it.each(implemented.map((testCase) => [testCase[0], testCase] as const))('%s', (_name, testCase) => check(testCase));
}

/** Memory storage of sticky documents: what GrowthBook's context holds (the documents it loaded for the visitor, and what it saved since). */
function stickyStore(
  stored: readonly StickyDocument[],
  features: EvaluationContext['features'],
  experiments: readonly Experiment[],
  attributes: Record<string, unknown>,
) {
  const all = new Map(stored.map((doc) => [`${doc.attributeName}||${doc.attributeValue}`, doc]));
  const held: Record<string, StickyDocument> = {};
  for (const key of stickyDocumentKeys(features, experiments, attributes)) {
    const doc = all.get(key);
    if (doc) held[key] = doc;
  }
  return {
    held,
    document: (key: string) => held[key],
    save: (doc: StickyDocument) => void (held[`${doc.attributeName}||${doc.attributeValue}`] = doc),
  };
}

function contextOf(raw: SdkCaseContext, extra: Partial<EvaluationContext> = {}): EvaluationContext {
  return {
    features: (raw.features ?? {}) as Record<string, FeatureDefinition>,
    attributes: raw.attributes ?? {},
    ...(raw.savedGroups ? { savedGroups: raw.savedGroups } : {}),
    ...(raw.forcedVariations ? { forcedVariations: raw.forcedVariations } : {}),
    ...(raw.url !== undefined ? { url: raw.url } : {}),
    ...extra,
  };
}

const rounded = (ranges: readonly BucketRange[]) => ranges.map(([start, end]) => [Number(start.toFixed(6)), Number(end.toFixed(6))]);

describe("GrowthBook's SDK cases, decided by the site's own evaluation", () => {
  it('are the suite GrowthBook publishes, with every part the site implements present', () => {
    for (const part of [
      'evalCondition',
      'hash',
      'getBucketRange',
      'chooseVariation',
      'inNamespace',
      'feature',
      'run',
      'stickyBucket',
      'urlRedirect',
    ] as const) {
      expect(cases[part].length, part).toBeGreaterThan(0);
    }
    for (const [part, names] of Object.entries(notImplemented)) {
      for (const name of Object.keys(names))
        expect(
          (cases[part] as SdkCase[]).some(([caseName]) => caseName === name),
          `${part}: ${name}`,
        ).toBe(true);
    }
  });

  describe('evalCondition', () => {
    eachCase('evalCondition', ([, condition, attributes, expected, savedGroups]) => {
      expect(evalCondition(attributes, condition as Condition, (savedGroups ?? {}) as Record<string, unknown>)).toBe(expected);
    });
  });

  describe('hash', () => {
    eachCase('hash', ([seed, value, version, expected]) => {
      expect(hash(seed, value, version)).toBe(expected);
    });
  });

  describe('getBucketRange', () => {
    eachCase('getBucketRange', ([, given, expected]) => {
      const [count, coverage, weights] = given as [number, number, number[] | null];
      expect(rounded(bucketRanges(count as number, coverage as number, (weights ?? undefined) as number[] | undefined))).toEqual(
        rounded(expected as BucketRange[]),
      );
    });
  });

  describe('chooseVariation', () => {
    eachCase('chooseVariation', ([, bucket, ranges, expected]) => {
      expect(chooseVariation(bucket as number, ranges as BucketRange[])).toBe(expected);
    });
  });

  describe('inNamespace', () => {
    eachCase('inNamespace', ([, id, namespace, expected]) => {
      expect(inNamespace(id, namespace as [string, number, number])).toBe(expected);
    });
  });

  describe('feature', () => {
    eachCase('feature', ([, raw, key, expected]) => {
      expect(evalFeature(key as string, contextOf(raw as SdkCaseContext))).toEqual(expected);
    });
  });

  describe('run', () => {
    eachCase('run', ([, raw, experiment, value, inExperiment, hashUsed]) => {
      const result = runExperiment(experiment as Experiment, null, contextOf(raw as SdkCaseContext));
      expect([result.value, result.inExperiment, result.hashUsed]).toEqual([value, inExperiment, hashUsed]);
    });
  });

  describe('stickyBucket', () => {
    eachCase('stickyBucket', ([, raw, stored, key, expectedResult, expectedDocs]) => {
      const context = raw as SdkCaseContext;
      const features = (context.features ?? {}) as Record<string, FeatureDefinition>;
      // Documents handed to GrowthBook up front replace the ones it would load.
      const store = stickyStore(
        context.stickyBucketAssignmentDocs ? Object.values(context.stickyBucketAssignmentDocs as Record<string, StickyDocument>) : (stored as StickyDocument[]),
        features,
        [],
        context.attributes ?? {},
      );
      const result = evalFeature(key as string, contextOf(context, { sticky: store }));
      expect(result.experimentResult ?? null).toEqual(expectedResult);
      expect(store.held).toEqual(expectedDocs);
    });
  });

  describe('urlRedirect', () => {
    eachCase('urlRedirect', ([, raw, expected]) => {
      const context = raw as SdkCaseContext;
      const decision = decideRedirect((context.experiments ?? []) as RedirectExperiment[], contextOf(context));
      const found = decision
        ? [
            {
              inExperiment: decision.result.inExperiment,
              urlRedirect: (decision.result.value as { urlRedirect?: string }).urlRedirect,
              urlWithParams: decision.url,
            },
          ]
        : [];
      expect(found).toEqual(expected);
    });
  });

  describe('what the site deliberately does not implement gives another answer than GrowthBook, and only that', () => {
    it.each(Object.entries(notImplemented.feature!))('feature "%s": %s', (name) => {
      const [, raw, key, expected] = (cases.feature as SdkCase[]).find(([caseName]) => caseName === name)!;
      expect(evalFeature(key as string, contextOf(raw as SdkCaseContext))).not.toEqual(expected);
    });
    it.each(Object.entries(notImplemented.run!))('run "%s": %s', (name) => {
      const [, raw, experiment, value, inExperiment, hashUsed] = (cases.run as SdkCase[]).find(([caseName]) => caseName === name)!;
      const result = runExperiment(experiment as Experiment, null, contextOf(raw as SdkCaseContext));
      expect([result.value, result.inExperiment, result.hashUsed]).not.toEqual([value, inExperiment, hashUsed]);
    });
  });
});
