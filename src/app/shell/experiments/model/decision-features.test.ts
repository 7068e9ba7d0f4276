import { GrowthBook } from '@growthbook/growthbook';
import { describe, expect, it } from 'vitest';
import { StoredStickyBuckets, type KeyValueStore } from '@/adapters/growthbook';
import bundled from '@experiments/payload.json';
import { checkPayload, experimentKeys, flagKeys, type ExperimentRule, type ExperimentsPayload, type Feature } from '@experiments/schema';
import { decideFeature, decisionFormat, readDecisionFeatures, type DecisionFeatures } from './decision-features';
import { parseForced } from './qa-overrides';
import { decisionIsland, reduceFeature, reduceFeatures, storedRemoteFeatures } from './reduce-features';

const visitorIds = (count: number) => Array.from({ length: count }, (_, index) => `visitor-${index}-${(index * 7919) % 104729}`);
const ids = visitorIds(600);

/** A checked payload: the bundled one with some features replaced. */
function payloadWith(features: Record<string, unknown>): ExperimentsPayload {
  const checked = checkPayload({ features: { ...bundled.features, ...features } });
  if (!checked.ok) throw new Error(checked.errors.join('\n'));
  return checked.payload;
}

const meta = (count: number) => Array.from({ length: count }, (_, index) => ({ key: String(index) }));

/** Every rule shape the payload checker lets through, on the site's own keys. */
const variants: Record<string, ExperimentsPayload> = {
  bundled: payloadWith({}),
  'coverage, bucket version, own seed, rollouts before the test': payloadWith({
    'shop-page': {
      defaultValue: 'shop',
      rules: [
        { force: 'shop-old', coverage: 0.2, hashVersion: 1 },
        { force: 'shop', coverage: 0 },
        { key: 'shop-page', seed: 'other-seed', hashVersion: 2, bucketVersion: 2, coverage: 0.6, variations: ['shop', 'shop-old', 'shop-not-so-old'], weights: [0.2, 0.3, 0.5], meta: meta(3) },
      ],
    },
    'landing-page': {
      defaultValue: 'home',
      rules: [
        { hashVersion: 2, coverage: 0.5, variations: ['home', 'lp-old'], weights: [0.5, 0.5], meta: [{ key: 'control' }, { key: 'old' }] },
        { force: 'lp-old', coverage: 0.5, hashVersion: 2, seed: 'fallback' },
      ],
    },
    'banner-layout': {
      defaultValue: 'default',
      rules: [
        { force: 'christmasbanner' },
        { hashVersion: 2, variations: ['default', 'donationbanner'], weights: [0.5, 0.5], meta: meta(2) },
      ],
    },
    'new-year-donation': { defaultValue: false, rules: [{ force: true, coverage: 0.4, hashVersion: 2, seed: 'rollout-seed' }] },
    'group-sessions-banner': { defaultValue: false, rules: [{ force: true, coverage: 0.3 }, { force: false }] },
    'not-orderable-banner': { defaultValue: true, rules: [{ force: false, coverage: 1, hashVersion: 2 }] },
  }),
};

function memoryStore(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, read: (key) => data.get(key), write: (key, value) => void data.set(key, value) };
}

/** What GrowthBook itself gives a visitor, as the app sets it up (forced variations read as the app reads them). */
function growthBookFor(payload: ExperimentsPayload, id: string, store: KeyValueStore, forcedRaw = '{}') {
  return new GrowthBook({ attributes: { id }, stickyBucketService: new StoredStickyBuckets(store), forcedVariations: { ...parseForced(forcedRaw) } }).initSync({
    payload: { features: payload.features } as never,
  });
}

const reducedFeature = (features: DecisionFeatures, key: string) => features.experiments[key] ?? features.flags[key]!;

/** The reduced decision for every feature, with what it would remember. */
function decideAll(features: DecisionFeatures, id: string, sticky: Record<string, unknown>, forcedRaw = '{}') {
  const forced = JSON.parse(forcedRaw) as Record<string, unknown>;
  const remembered: Record<string, unknown> = { ...sticky };
  const values = Object.fromEntries(
    [...experimentKeys, ...flagKeys].map((key) => {
      const value = decideFeature<unknown>(reducedFeature(features, key), { id, sticky: remembered, forced }, (stickyKey, variationKey) => {
        remembered[stickyKey] = variationKey;
      });
      return [key, value];
    }),
  );
  return { values, remembered };
}

const stickyOf = (store: ReturnType<typeof memoryStore>, id: string) =>
  (JSON.parse(store.data.get(`gbStickyBuckets__id||${id}`) ?? '{}') as { assignments?: Record<string, string> }).assignments ?? {};

describe('the reduced decision', () => {
  for (const [name, payload] of Object.entries(variants)) {
    it(`gives every visitor GrowthBook's value for every experiment and flag, and remembers what it remembers (${name})`, () => {
      const reduced = reduceFeatures(payload.features);
      for (const id of ids) {
        const store = memoryStore();
        const growthbook = growthBookFor(payload, id, store);
        const { values, remembered } = decideAll(reduced, id, {});
        for (const key of [...experimentKeys, ...flagKeys]) expect(values[key], `${key} for ${id}`).toEqual(growthbook.evalFeature(key).value);
        expect(remembered).toEqual(stickyOf(store, id));
      }
    });

    it(`gives a visitor without consent (no id) what GrowthBook gives: no assignment, no rollout (${name})`, () => {
      const growthbook = growthBookFor(payload, '', memoryStore());
      const { values, remembered } = decideAll(reduceFeatures(payload.features), '', {});
      for (const key of [...experimentKeys, ...flagKeys]) expect(values[key], key).toEqual(growthbook.evalFeature(key).value);
      expect(remembered).toEqual({});
    });

    it(`lets forced variations win as GrowthBook does, from the query or the session, in range or not (${name})`, () => {
      const forcings = ['{"shop-page":2}', '{"landing-page":1,"banner-layout":0}', '{"shop-page":7,"landing-page":99}', '{"shop-page":"1","banner-layout":1.5,"landing-page":-1}', '{"shop-page":100}'];
      for (const forcedRaw of forcings) {
        for (const id of [...ids.slice(0, 60), '']) {
          const growthbook = growthBookFor(payload, id, memoryStore(), forcedRaw);
          const { values } = decideAll(reduceFeatures(payload.features), id, {}, forcedRaw);
          for (const key of [...experimentKeys, ...flagKeys]) expect(values[key], `${key} for ${id} forced ${forcedRaw}`).toEqual(growthbook.evalFeature(key).value);
        }
      }
    });
  }

  it('keeps a remembered assignment after the weights changed, as GrowthBook reads the same document', () => {
    const before = variants.bundled!;
    const after = payloadWith({
      'shop-page': { ...bundled.features['shop-page'], rules: [{ ...bundled.features['shop-page'].rules[0], weights: [0.98, 0.01, 0.01] }] },
    });
    let kept = 0;
    for (const id of ids.slice(0, 300)) {
      const store = memoryStore();
      growthBookFor(before, id, store).evalFeature('shop-page');
      const remembered = stickyOf(store, id);
      const { values } = decideAll(reduceFeatures(after.features), id, remembered);
      expect(values['shop-page'], id).toEqual(growthBookFor(after, id, store).evalFeature('shop-page').value);
      if (values['shop-page'] !== 'shop') kept += 1;
    }
    // A third of visitors or so were in another variation before: they stay there.
    expect(kept).toBeGreaterThan(150);
  });

  it('ignores a remembered value that is no variation key, hashes instead and remembers that', () => {
    const reduced = reduceFeatures(variants.bundled!.features);
    const id = ids[0]!;
    const remembered: Array<[string, string]> = [];
    const fresh = decideFeature(reduced.experiments['shop-page']!, { id, sticky: {}, forced: {} }, () => {});
    const again = decideFeature(reduced.experiments['shop-page']!, { id, sticky: { 'shop-page__0': 5 }, forced: {} }, (...assignment) => remembered.push(assignment));
    expect(again).toBe(fresh);
    const values = ['shop', 'shop-old', 'shop-not-so-old'];
    expect(remembered).toEqual([['shop-page__0', String(values.indexOf(fresh))]]);
  });
});

describe('sharing visitors out', () => {
  const many = visitorIds(10_000);
  const experiment = (weights: number[], overrides: Partial<ExperimentRule<string>> = {}): Feature<string> => ({
    defaultValue: 'default',
    rules: [{ key: 'test', hashVersion: 2, variations: ['a', 'b', 'c'].slice(0, weights.length), weights, meta: meta(weights.length), ...overrides }],
  });
  /** The value each visitor gets, and how many were remembered. */
  function shareOut<T>(feature: Feature<T>) {
    const reduced = reduceFeature('test', feature);
    let remembered = 0;
    const values = many.map((id) => decideFeature(reduced, { id, sticky: {}, forced: {} }, () => (remembered += 1)));
    const shareOf = (value: T) => values.filter((candidate) => candidate === value).length / many.length;
    return { values, remembered, shareOf };
  }

  it('gives a visitor the same variation every time', () => {
    const first = shareOut(experiment([0.34, 0.33, 0.33]));
    expect(shareOut(experiment([0.34, 0.33, 0.33])).values).toEqual(first.values);
  });

  it.each([[[0.5, 0.5]], [[0.34, 0.33, 0.33]], [[0.8, 0.1, 0.1]]])('splits 10,000 visitors within ±2 %% of the weights %j, remembering each', (weights) => {
    const { shareOf, remembered } = shareOut(experiment(weights));
    weights.forEach((weight, index) => expect(Math.abs(shareOf(['a', 'b', 'c'][index]!) - weight)).toBeLessThanOrEqual(0.02));
    expect(remembered).toBe(many.length);
  });

  it('leaves visitors outside the coverage with the default value and remembers nothing for them', () => {
    const { shareOf, remembered } = shareOut(experiment([0.5, 0.5], { coverage: 0.2 }));
    expect(Math.abs(shareOf('default') - 0.8)).toBeLessThanOrEqual(0.02);
    expect(remembered).toBe(many.length - Math.round(shareOf('default') * many.length));
  });

  it('lets a forced variation win over a remembered one, and remembers nothing for it', () => {
    const reduced = reduceFeature('test', experiment([0.5, 0.5]));
    let remembered = 0;
    const value = decideFeature(reduced, { id: many[0]!, sticky: { test__0: '0' }, forced: { test: 1 } }, () => (remembered += 1));
    expect(value).toBe('b');
    expect(remembered).toBe(0);
  });

  it('gives a value for everyone to everyone, and a rollout to its share of visitors', () => {
    expect(shareOut<boolean>({ defaultValue: false, rules: [{ force: true }] }).shareOf(true)).toBe(1);
    const rollout = shareOut<boolean>({ defaultValue: false, rules: [{ force: true, coverage: 0.3, hashVersion: 2 }] });
    expect(Math.abs(rollout.shareOf(true) - 0.3)).toBeLessThanOrEqual(0.02);
    expect(rollout.remembered).toBe(0);
  });
});

describe('the reduced form', () => {
  it('carries what the decision reads and none of GrowthBook\'s rule shapes', () => {
    const reduced = reduceFeatures(variants.bundled!.features);
    expect(reduced.experiments['shop-page']).toEqual({
      value: 'shop',
      rules: [
        {
          key: 'shop-page',
          sticky: 'shop-page__0',
          seed: 'shop-page',
          ranges: [
            [0, 0.34],
            [0.34, 0.67],
            [0.67, 1],
          ],
          keys: ['0', '1', '2'],
          values: ['shop', 'shop-old', 'shop-not-so-old'],
        },
      ],
    });
    expect(reduced.flags['not-orderable-banner']).toEqual({ value: true, rules: [] });
    expect(Object.keys(reduced.experiments).sort()).toEqual([...experimentKeys].sort());
    expect(Object.keys(reduced.flags).sort()).toEqual([...flagKeys].sort());
  });

  it('leaves out a rollout of no one and every rule after a value for everyone', () => {
    const reduced = reduceFeatures(variants['coverage, bucket version, own seed, rollouts before the test']!.features);
    expect(reduced.flags['group-sessions-banner']!.rules).toEqual([{ value: true, coverage: 0.3, seed: 'group-sessions-banner', hashVersion: 1 }, { value: false }]);
    expect(reduced.experiments['banner-layout']!.rules).toEqual([{ value: 'christmasbanner' }]);
    expect(reduced.experiments['shop-page']!.rules.map((rule) => ('ranges' in rule ? 'test' : rule.value))).toEqual(['shop-old', 'test']);
  });

  it('puts the table of variation pages into the island of every page', () => {
    expect(decisionIsland(variants.bundled!.features).pages['shop-page']).toEqual({
      path: '/shop',
      variations: { shop: '/shop', 'shop-old': '/shop-old', 'shop-not-so-old': '/shop-not-so-old' },
    });
  });

  it('is read back only in the current format: an older stored value, broken JSON or nothing reads as none', () => {
    const stored = JSON.stringify(storedRemoteFeatures(variants.bundled!.features));
    expect(readDecisionFeatures(stored)?.format).toBe(decisionFormat);
    // What earlier versions stored: GrowthBook's features as they came.
    expect(readDecisionFeatures(JSON.stringify(bundled.features))).toBeUndefined();
    expect(readDecisionFeatures(JSON.stringify({ ...JSON.parse(stored), format: decisionFormat + 1 }))).toBeUndefined();
    expect(readDecisionFeatures('{"format":')).toBeUndefined();
    expect(readDecisionFeatures('null')).toBeUndefined();
    expect(readDecisionFeatures(undefined)).toBeUndefined();
  });
});
