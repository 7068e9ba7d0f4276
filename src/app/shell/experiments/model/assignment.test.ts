import { GrowthBook } from '@growthbook/growthbook';
import { describe, expect, it } from 'vitest';
import { StoredStickyBuckets, type KeyValueStore } from '@/adapters/growthbook';
import bundled from '@experiments/payload.json';
import type { ExperimentRule, Feature } from '@experiments/schema';
import { bucketOf, bucketRanges, evaluateFeature, forcedFromQuery, stickyKey, type Visitor } from './assignment';

const ids = Array.from({ length: 10_000 }, (_, index) => `visitor-${index}-${(index * 7919) % 104729}`);
const visitor = (id: string, overrides: Partial<Visitor> = {}): Visitor => ({ id, sticky: {}, forced: {}, ...overrides });

const experiment = (weights: number[], overrides: Partial<ExperimentRule<string>> = {}): Feature<string> => ({
  defaultValue: 'a',
  rules: [
    {
      key: 'test',
      hashVersion: 2,
      variations: ['a', 'b', 'c'].slice(0, weights.length),
      weights,
      meta: weights.map((_, index) => ({ key: String(index) })),
      ...overrides,
    },
  ],
});

function memoryStore(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, read: (key) => data.get(key), write: (key, value) => void data.set(key, value) };
}

describe('assigning a visitor to a variation', () => {
  it('is deterministic per visitor id', () => {
    const feature = experiment([0.34, 0.33, 0.33]);
    for (const id of ids.slice(0, 200)) {
      expect(evaluateFeature('test', feature, visitor(id))).toEqual(evaluateFeature('test', feature, visitor(id)));
    }
  });

  it.each([
    [[0.5, 0.5]],
    [[0.34, 0.33, 0.33]],
    [[0.8, 0.1, 0.1]],
  ])('splits 10,000 visitors within ±2 %% of the weights %j', (weights) => {
    const feature = experiment(weights);
    const counts = new Array<number>(weights.length).fill(0);
    for (const id of ids) {
      const { variation } = evaluateFeature('test', feature, visitor(id));
      if (variation !== undefined) counts[variation] = (counts[variation] ?? 0) + 1;
    }
    counts.forEach((count, index) => expect(Math.abs(count / ids.length - (weights[index] ?? 0))).toBeLessThanOrEqual(0.02));
  });

  it('keeps an assignment once remembered, even after the weights change', () => {
    const before = experiment([0.5, 0.5]);
    const after = experiment([0.1, 0.9]);
    let moved = 0;
    for (const id of ids.slice(0, 2_000)) {
      const first = evaluateFeature('test', before, visitor(id));
      const sticky = first.stick ? { [first.stick.key]: first.stick.variationKey } : {};
      const later = evaluateFeature('test', after, visitor(id, { sticky }));
      expect(later.value).toBe(first.value);
      if (evaluateFeature('test', after, visitor(id)).value !== first.value) moved += 1;
    }
    // Without the remembered assignment a good share would have moved.
    expect(moved).toBeGreaterThan(500);
  });

  it('remembers by experiment key and bucket version, with the variation\'s meta key', () => {
    const result = evaluateFeature('test', experiment([0.5, 0.5], { bucketVersion: 3 }), visitor('anna'));
    expect(result.source).toBe('hash');
    expect(result.stick).toEqual({ key: 'test__3', variationKey: String(result.variation) });
    expect(stickyKey('shop-page')).toBe('shop-page__0');
  });

  it('lets a forced variation win over hash and memory, and ignores one out of range', () => {
    const feature = experiment([0.5, 0.5]);
    expect(evaluateFeature('test', feature, visitor('anna', { forced: { test: 1 }, sticky: { test__0: '0' } }))).toEqual({ value: 'b', source: 'forced', variation: 1 });
    expect(evaluateFeature('test', feature, visitor('anna', { forced: { test: 7 } })).source).toBe('hash');
  });

  it('leaves visitors outside the coverage with the default value', () => {
    const feature = experiment([0.5, 0.5], { coverage: 0.2 });
    const outside = ids.filter((id) => evaluateFeature('test', feature, visitor(id)).source === 'default').length / ids.length;
    expect(Math.abs(outside - 0.8)).toBeLessThanOrEqual(0.02);
  });

  it('gives a force rule to everyone, or to its share of visitors', () => {
    expect(evaluateFeature('flag', { defaultValue: false, rules: [{ force: true }] }, visitor('x')).value).toBe(true);
    const rollout: Feature<boolean> = { defaultValue: false, rules: [{ force: true, coverage: 0.3, hashVersion: 2 }] };
    const on = ids.filter((id) => evaluateFeature('flag', rollout, visitor(id)).value).length / ids.length;
    expect(Math.abs(on - 0.3)).toBeLessThanOrEqual(0.02);
  });

  it('matches the GrowthBook SDK for the bundled payload and for rollouts, sticky documents included', () => {
    const payload = {
      features: {
        ...bundled.features,
        rollout: { defaultValue: false, rules: [{ force: true, coverage: 0.4, hashVersion: 2, seed: 'rollout-seed' }] },
        covered: experiment([0.2, 0.3, 0.5], { key: 'covered', coverage: 0.6, seed: 'other-seed', bucketVersion: 2 }),
      },
    } as unknown as Parameters<GrowthBook['initSync']>[0]['payload'];
    const features = payload.features as Record<string, Feature<unknown>>;
    for (const id of ids.slice(0, 400)) {
      const store = memoryStore();
      const growthbook = new GrowthBook({ attributes: { id }, stickyBucketService: new StoredStickyBuckets(store) }).initSync({ payload });
      const sticky: Record<string, string> = {};
      for (const key of Object.keys(features)) {
        const ours = evaluateFeature(key, features[key] as Feature<unknown>, visitor(id));
        expect(ours.value, `${key} for ${id}`).toEqual(growthbook.evalFeature(key).value);
        if (ours.stick) sticky[ours.stick.key] = ours.stick.variationKey;
      }
      // What the SDK stored is exactly what the before-paint script would have stored.
      const doc = JSON.parse(store.data.get(`gbStickyBuckets__id||${id}`) ?? '{}') as { assignments?: Record<string, string> };
      expect(doc.assignments ?? {}).toEqual(sticky);
    }
  });

  it('reads a sticky document written before paint the way the SDK does, after the weights changed', () => {
    const store = memoryStore();
    const before = experiment([0.5, 0.5]);
    const id = ids.find((candidate) => evaluateFeature('test', before, visitor(candidate)).value === 'b') ?? '';
    store.write(`gbStickyBuckets__id||${id}`, JSON.stringify({ attributeName: 'id', attributeValue: id, assignments: { test__0: '1' } }));
    const growthbook = new GrowthBook({ attributes: { id }, stickyBucketService: new StoredStickyBuckets(store) }).initSync({
      payload: { features: { test: experiment([0.99, 0.01]) } },
    });
    expect(growthbook.evalFeature('test').value).toBe('b');
  });
});

describe('the building blocks', () => {
  it('hashes like GrowthBook v2 and v1', () => {
    expect(bucketOf('a', '1', 2)).toBe(bucketOf('a', '1', 2));
    for (const id of ids.slice(0, 100)) {
      const n = bucketOf('seed', id, 2);
      expect(n).toBeGreaterThanOrEqual(0);
      expect(n).toBeLessThan(1);
    }
    expect(bucketOf('seed', 'x', 1)).not.toBe(bucketOf('seed', 'x', 2));
  });

  it('lays weights side by side and cuts each to the coverage', () => {
    expect(bucketRanges([0.5, 0.5], 0.5)).toEqual([
      [0, 0.25],
      [0.5, 0.75],
    ]);
  });

  it('reads forced variations from the query string, only for known experiments and plain numbers', () => {
    expect(forcedFromQuery('?shop-page=1&utm_source=x&landing-page=abc&other=2', ['shop-page', 'landing-page'])).toEqual({ 'shop-page': 1 });
    expect(forcedFromQuery('', ['shop-page'])).toEqual({});
  });
});
