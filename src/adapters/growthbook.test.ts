import { evalCondition } from '@growthbook/growthbook';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readSdkCases, type SdkCase, type SdkCaseContext } from '@tests/support/growthbook-sdk-cases';
import { createGrowthBook, stickyBucketPrefix, type KeyValueStore } from './growthbook';

/**
 * GrowthBook's shared SDK cases against the code that decides after hydration: GrowthBook's SDK
 * as this adapter sets it up (sticky assignments in the site's storage, the QA session's forced
 * variations, the page's address). Parts the after-hydration code does not do itself are listed
 * with the reason, and the options the site never sets are checked to be the only difference.
 */
const cases = readSdkCases();

const notAfterHydration: Record<string, string> = {
  hash: "GrowthBook's own function inside the SDK, reached only through the feature and run cases below",
  getBucketRange: 'as hash',
  chooseVariation: 'as hash',
  inNamespace: 'as hash',
  urlRedirect:
    'redirects are decided before paint, and in-app links ask the same code through the hand-off (growthbook-sdk-cases.test.ts runs these cases on it); the SDK never navigates here',
};

/** Cases of options and rule kinds the site never gives GrowthBook's SDK. */
const notGiven: Record<string, Record<string, string>> = {
  feature: {
    'CB rule with empty contexts (explore) buckets on marginal weights with fallback leaf -1':
      'contextual bandits: the payload check skips such rules before the SDK sees them',
    'CB rule with no contexts key falls back to marginal weights (fallback leaf -1)': 'contextual bandit, as above',
    'CB rule with empty contexts uses marginal weights (fallback leaf -1)': 'contextual bandit, as above',
    'CB rule with empty contexts is overridden by forced variation like a normal experiment': 'contextual bandit, as above',
  },
  run: {
    'globally disabled': 'the SDK option `enabled: false`; the site never sets it',
    'Skips experiments in QA mode': 'the SDK option `qaMode`; the site never sets it',
  },
};

function memoryStore(documents: readonly unknown[] = []): KeyValueStore {
  const data = new Map(
    documents.map((doc) => {
      const { attributeName, attributeValue } = doc as { attributeName: string; attributeValue: string };
      return [`${stickyBucketPrefix}${attributeName}||${attributeValue}`, JSON.stringify(doc)];
    }),
  );
  return { read: (key) => data.get(key), write: (key, value) => void data.set(key, value) };
}

function siteGrowthBook(context: SdkCaseContext, store: KeyValueStore = memoryStore()) {
  return createGrowthBook({
    attributes: context.attributes ?? {},
    attributeOverrides: {},
    payload: { features: (context.features ?? {}) as never, ...(context.savedGroups ? { savedGroups: context.savedGroups as never } : {}) },
    url: context.url ?? '',
    forced: context.forcedVariations ?? {},
    forcedFeatures: {},
    store,
    devMode: false,
  });
}

const implemented = (part: 'feature' | 'run', all: SdkCase[]) =>
  all.filter(([name]) => notGiven[part]?.[name] === undefined).map((testCase) => [testCase[0], testCase] as const);

beforeAll(() => {
  // The SDK reports broken weights and coverage of some cases on the console.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterAll(() => vi.restoreAllMocks());

describe("GrowthBook's SDK cases, decided by the SDK as the site sets it up after hydration", () => {
  it('leaves out only parts it does not do itself, each with the reason', () => {
    for (const part of Object.keys(notAfterHydration)) expect((cases[part] as SdkCase[]).length, part).toBeGreaterThan(0);
    for (const [part, names] of Object.entries(notGiven)) {
      for (const name of Object.keys(names))
        expect(
          (cases[part] as SdkCase[]).some(([caseName]) => caseName === name),
          `${part}: ${name}`,
        ).toBe(true);
    }
  });

  it.each(cases.evalCondition.map((testCase) => [testCase[0], testCase] as const))(
    'evalCondition: %s',
    (_name, [, condition, attributes, expected, savedGroups]) => {
      expect(evalCondition(attributes as never, condition as never, (savedGroups ?? {}) as never)).toBe(expected);
    },
  );

  it.each(implemented('feature', cases.feature))('feature: %s', (_name, [, context, key, expected]) => {
    expect(siteGrowthBook(context as SdkCaseContext).evalFeature(key as string)).toEqual(expected);
  });

  it.each(implemented('run', cases.run))('run: %s', (_name, [, context, experiment, value, inExperiment, hashUsed]) => {
    const result = siteGrowthBook(context as SdkCaseContext).run(experiment as never);
    expect([result.value, result.inExperiment, result.hashUsed]).toEqual([value, inExperiment, hashUsed]);
  });

  it.each(cases.stickyBucket.map((testCase) => [testCase[0], testCase] as const))(
    'stickyBucket: %s',
    (_name, [, context, stored, key, expectedResult, expectedDocs]) => {
      const raw = context as SdkCaseContext;
      const documents = raw.stickyBucketAssignmentDocs ? Object.values(raw.stickyBucketAssignmentDocs) : (stored as unknown[]);
      const growthbook = siteGrowthBook(raw, memoryStore(documents));
      expect(growthbook.evalFeature(key as string).experimentResult ?? null).toEqual(expectedResult);
      expect(growthbook.getStickyBucketAssignmentDocs()).toEqual(expectedDocs);
    },
  );

  it.each(Object.entries(notGiven.run!))('run "%s" differs, as the site never sets that option: %s', (name) => {
    const [, context, experiment, value, inExperiment, hashUsed] = cases.run.find(([caseName]) => caseName === name)!;
    const result = siteGrowthBook(context as SdkCaseContext).run(experiment as never);
    expect([result.value, result.inExperiment, result.hashUsed]).not.toEqual([value, inExperiment, hashUsed]);
  });
});
