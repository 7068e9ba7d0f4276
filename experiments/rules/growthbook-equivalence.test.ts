import { GrowthBook } from '@growthbook/growthbook';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { StoredStickyBuckets } from '@/adapters/growthbook';
import { stickyBucketPrefix } from '@/adapters/storage-keys';
import { evalFeature, stickyDocumentKeys, type EvaluationContext, type FeatureDefinition, type StickyDocument } from './evaluate';
import { decideRedirect, type RedirectExperiment } from './redirect';
import { storedStickyDocuments } from './visitor-state';

/**
 * The site's own evaluation against GrowthBook's SDK on generated payloads, visitors and stored
 * assignments: for every feature the same result (value, source, rule, experiment and its
 * result), the same sticky documents kept afterwards, and for URL-redirect experiments the same
 * destination. What the generators make is what GrowthBook can send, and a little more (broken
 * weights, unknown hash versions, cyclic prerequisites, invalid patterns).
 */

const runs = Number(process.env.GROWTHBOOK_PROPERTY_RUNS ?? 300);

const featureKeys = ['f0', 'f1', 'f2', '$holdout:h1'];
const attributeNames = ['id', 'deviceId', 'country', 'deviceType', 'locale', 'tags', 'age', 'version', 'utmCampaign', 'returning', 'address.city', 'missing'];
const groupIds = ['g-list', 'g-typed', 'g-condition', 'g-unknown'];

const scalar = fc.constantFrom<unknown>('DE', 'US', 'de', 'mobile', 'desktop', 'en', 'spring', 'a', 'B', '', 0, 1, 30, 65, '30', true, false, null);
const version = fc.constantFrom('1.2.3', '1.10.0', 'v2.0.0', '2.0.0-beta.2', '2.0.0-beta.11', '0.9', '');
const pattern = fc.constantFrom('^D', 'E$', 'mob', '[', '^$', 'spr.ng', '1\\.2');

/** A value condition: a plain value, a list, or one or two operators. */
const valueCondition: fc.Arbitrary<unknown> = fc.oneof(
  scalar,
  fc.array(scalar, { maxLength: 2 }),
  fc.constantFrom('$eq', '$ne', '$lt', '$lte', '$gt', '$gte').chain((operator) => scalar.map((value) => ({ [operator]: value }))),
  fc
    .constantFrom('$in', '$nin', '$ini', '$nini', '$all', '$alli')
    .chain((operator) => fc.array(scalar, { maxLength: 3 }).map((value) => ({ [operator]: value }))),
  fc.constantFrom('$veq', '$vne', '$vgt', '$vgte', '$vlt', '$vlte').chain((operator) => version.map((value) => ({ [operator]: value }))),
  fc.constantFrom('$regex', '$regexi').chain((operator) => pattern.map((value) => ({ [operator]: value }))),
  fc.boolean().map((value) => ({ $exists: value })),
  fc.constantFrom('string', 'number', 'boolean', 'array', 'null', 'object', 'undefined').map((value) => ({ $type: value })),
  fc
    .oneof(
      fc.integer({ min: 0, max: 3 }),
      fc.integer({ min: 0, max: 3 }).map((value) => ({ $gt: value })),
    )
    .map((value) => ({ $size: value })),
  scalar.map((value) => ({ $elemMatch: { $eq: value } })),
  scalar.map((value) => ({ $not: { $eq: value } })),
  fc.constantFrom(...groupIds).map((value) => ({ $inGroup: value })),
  fc.constantFrom(...groupIds).map((value) => ({ $notInGroup: value })),
  fc.record({ $gte: fc.integer({ min: 0, max: 70 }), $lt: fc.integer({ min: 0, max: 70 }) }),
);

const { condition } = fc.letrec<{ condition: Record<string, unknown> }>((tie) => ({
  condition: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constant({}),
    fc.tuple(fc.constantFrom(...attributeNames), valueCondition).map(([name, value]) => ({ [name]: value })),
    fc
      .tuple(fc.constantFrom(...attributeNames), valueCondition, fc.constantFrom(...attributeNames), valueCondition)
      .map(([a, first, b, second]) => ({ [a]: first, [b]: second })),
    fc.constantFrom('$and', '$or', '$nor').chain((operator) => fc.array(tie('condition'), { maxLength: 2 }).map((parts) => ({ [operator]: parts }))),
    tie('condition').map((part) => ({ $not: part })),
    fc.record({ id: fc.constantFrom(...groupIds) }, { requiredKeys: ['id'] }).map((reference) => ({ $savedGroup: reference })),
  ),
}));

const savedGroups = fc.record({
  'g-list': fc.array(scalar, { maxLength: 4 }),
  'g-typed': fc.record({
    type: fc.constant('list'),
    attributeKey: fc.constantFrom('country', 'utmCampaign', 'id'),
    values: fc.array(scalar, { maxLength: 3 }),
  }),
  'g-condition': fc.record({ type: fc.constant('condition'), condition }),
});

const share = fc.integer({ min: 0, max: 100 }).map((value) => value / 100);
const range = fc.tuple(share, share).map(([a, b]) => (a <= b ? [a, b] : [b, a]));
const hashVersion = fc.constantFrom(1, 2, 2, 3);
const hashAttribute = fc.constantFrom('id', 'deviceId', 'company');
const filters = fc.array(
  fc.record(
    { seed: fc.constantFrom('ns', 'other'), ranges: fc.array(range, { minLength: 1, maxLength: 2 }), attribute: hashAttribute, hashVersion },
    { requiredKeys: ['seed', 'ranges'] },
  ),
  {
    minLength: 1,
    maxLength: 2,
  },
);
const namespace = fc.tuple(fc.constantFrom('ns1', 'ns2'), share, share).map(([name, a, b]) => [name, Math.min(a, b), Math.max(a, b)]);
const parentConditions = fc.array(
  fc.record(
    {
      id: fc.constantFrom(...featureKeys, 'absent'),
      condition: fc.oneof(
        fc.constant({}),
        scalar.map((value) => ({ value })),
        valueCondition.map((value) => ({ value })),
      ),
      gate: fc.boolean(),
    },
    { requiredKeys: ['id'] },
  ),
  { minLength: 1, maxLength: 2 },
);

const targetingFields = {
  condition,
  parentConditions,
  filters,
  coverage: fc.oneof(share, fc.constantFrom(0, 1, 1.5, -0.2)),
  hashAttribute,
  fallbackAttribute: fc.constantFrom('deviceId', 'id'),
  hashVersion,
  seed: fc.constantFrom('seed-a', 'seed-b'),
  disableStickyBucketing: fc.boolean(),
};
type TargetingField = keyof typeof targetingFields;

/** A few targeting fields at a time: with all of them at once hardly any visitor would pass a rule. */
const targeting = fc
  .subarray(Object.keys(targetingFields) as TargetingField[], { maxLength: 3 })
  .chain((fields) => fc.record(Object.fromEntries(fields.map((field) => [field, targetingFields[field]])) as Record<TargetingField, fc.Arbitrary<unknown>>));

const withTargeting = <T extends object>(rule: fc.Arbitrary<T>) => fc.tuple(rule, targeting).map(([base, extra]) => ({ ...extra, ...base }));

const forceRule = withTargeting(fc.record({ id: fc.constantFrom('r1', 'r2'), force: scalar, range }, { requiredKeys: ['force'] }));

/** Weights that add up to 1, or that do not (GrowthBook then splits evenly). */
const weightsFor = (count: number) =>
  fc.oneof(
    fc.array(fc.integer({ min: 0, max: 10 }), { minLength: count, maxLength: count }).map((parts) => {
      const total = parts.reduce((sum, part) => sum + part, 0) || 1;
      return parts.map((part) => part / total);
    }),
    fc.array(share, { minLength: count, maxLength: count }),
    fc.array(share, { minLength: 1, maxLength: 4 }),
  );

const experimentRule = fc.integer({ min: 1, max: 4 }).chain((count) =>
  withTargeting(
    fc.record(
      {
        id: fc.constantFrom('e1', 'e2'),
        key: fc.constantFrom('exp-a', 'exp-a', 'exp-b'),
        variations: fc.array(scalar, { minLength: count, maxLength: count }),
        weights: weightsFor(count),
        meta: fc.oneof(
          { weight: 3, arbitrary: fc.constant(Array.from({ length: count }, (_, index) => ({ key: String(index) }))) },
          fc.array(fc.record({ key: fc.constantFrom('0', '1', '2', 'x'), passthrough: fc.boolean() }, { requiredKeys: [] }), {
            minLength: count,
            maxLength: count,
          }),
        ),
        ranges: fc.array(range, { minLength: count, maxLength: count }),
        bucketVersion: fc.integer({ min: 0, max: 3 }),
        minBucketVersion: fc.integer({ min: 0, max: 3 }),
        namespace,
        name: fc.constant('A test'),
        phase: fc.constant('1'),
      },
      { requiredKeys: ['variations', 'key', 'meta'] },
    ),
  ),
);

const feature = fc.record(
  { defaultValue: scalar, rules: fc.array(fc.oneof(forceRule, { weight: 2, arbitrary: experimentRule }), { maxLength: 3 }) },
  { requiredKeys: ['rules'] },
);
const features = fc.record(Object.fromEntries(featureKeys.map((key) => [key, feature])) as Record<string, typeof feature>, { requiredKeys: ['f0', 'f1'] });

const attributes = fc.record(
  {
    id: fc.oneof({ weight: 4, arbitrary: fc.constant('visitor-1') }, fc.constantFrom('visitor-2', 'e2e-abc', '', '123'), fc.integer({ min: 1, max: 40 })),
    deviceId: fc.constantFrom('d-1', 'd-2'),
    country: fc.constantFrom('DE', 'US', 'de'),
    deviceType: fc.constantFrom('mobile', 'desktop'),
    locale: fc.constantFrom('de', 'en'),
    tags: fc.array(fc.constantFrom('a', 'B', 'c'), { maxLength: 3 }),
    age: fc.integer({ min: 0, max: 90 }),
    version,
    utmCampaign: fc.constantFrom('spring', 'winter', ''),
    returning: fc.boolean(),
    address: fc.record({ city: fc.constantFrom('Berlin', 'Köln') }),
  },
  { requiredKeys: ['id'] },
);

/**
 * Stored assignments, mostly of the visitor and of the payload's experiments (at their bucket
 * version and an older one), some of them another visitor's, stale or broken.
 */
function storedDocumentsFor(generated: Record<string, { rules?: Array<Record<string, unknown>> }>, visitor: Record<string, unknown>) {
  const keys = ['exp-a__0', 'redirect-a__0', 'redirect-b__1'];
  for (const [featureKey, definition] of Object.entries(generated)) {
    for (const rule of definition.rules ?? []) {
      if (!rule.variations) continue;
      const version = (rule.bucketVersion as number | undefined) ?? 0;
      keys.push(
        `${(rule.key as string | undefined) || featureKey}__${version}`,
        `${(rule.key as string | undefined) || featureKey}__${Math.max(0, version - 1)}`,
      );
    }
  }
  return fc.array(
    fc.record({
      attributeName: fc.constantFrom('id', 'id', 'deviceId'),
      attributeValue: fc.constantFrom(String(visitor.id), String(visitor.id), String(visitor.deviceId ?? 'd-1'), 'visitor-2'),
      assignments: fc.dictionary(fc.constantFrom(...keys), fc.constantFrom('0', '1', '1', '2', 'x'), { minKeys: 1, maxKeys: 3 }),
    }),
    { maxLength: 2 },
  );
}

const forcedVariations = fc.dictionary(fc.constantFrom('exp-a', 'f1', 'redirect-a'), fc.integer({ min: -1, max: 4 }), { maxKeys: 2 });
const forcedFeatures = fc.dictionary(fc.constantFrom('f0', 'f2'), scalar, { maxKeys: 1 });
const url = fc.constantFrom(
  'https://lumi.example/shop?utm_campaign=spring',
  'https://lumi.example/?exp-a=1',
  'https://lumi.example/blog/post#top',
  'http://lumi.example/shop/',
);

function memoryStore(documents: readonly StickyDocument[]) {
  const data = new Map(documents.map((doc) => [`${stickyBucketPrefix}${doc.attributeName}||${doc.attributeValue}`, JSON.stringify(doc)]));
  return { data, read: (key: string) => data.get(key), write: (key: string, value: string) => void data.set(key, value) };
}

/** The site's evaluation context over its own copy of the stored documents, as the script before paint builds it. */
function siteContext(given: Omit<EvaluationContext, 'sticky'>, experiments: readonly RedirectExperiment[], documents: readonly StickyDocument[]) {
  const store = memoryStore(documents);
  const held = storedStickyDocuments(
    stickyDocumentKeys(given.features, experiments, given.attributes).map((key) => stickyBucketPrefix + key),
    store.read,
  );
  const context: EvaluationContext = {
    ...given,
    sticky: { document: (key) => held[key], save: (doc) => void (held[`${doc.attributeName}||${doc.attributeValue}`] = doc) },
  };
  return { context, held };
}

beforeAll(() => {
  // GrowthBook's SDK reports broken weights and coverage on the console; the generators make them on purpose.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterAll(() => vi.restoreAllMocks());

describe("the site's evaluation and GrowthBook's SDK on generated payloads", () => {
  it('give every feature the same result and keep the same sticky assignments', () => {
    // What the runs reached: the comparison means something only if every kind of outcome came up.
    const seen = new Set<string>();
    fc.assert(
      fc.property(
        fc
          .record({ features, savedGroups, attributes, forcedVariations, forcedFeatures, url })
          .chain((base) => storedDocumentsFor(base.features as never, base.attributes).map((storedDocuments) => ({ ...base, storedDocuments }))),
        ({
          features: generated,
          savedGroups: groups,
          attributes: visitor,
          storedDocuments: documents,
          forcedVariations: forced,
          forcedFeatures: values,
          url: address,
        }) => {
          const growthbook = new GrowthBook({
            attributes: visitor,
            url: address,
            forcedVariations: forced,
            stickyBucketService: new StoredStickyBuckets(memoryStore(documents)),
          }).initSync({
            payload: { features: generated as never, savedGroups: groups as never },
          });
          growthbook.setForcedFeatures(new Map(Object.entries(values)));
          const { context, held } = siteContext(
            {
              features: generated as unknown as Record<string, FeatureDefinition>,
              savedGroups: groups,
              attributes: visitor,
              url: address,
              forcedVariations: forced,
              forcedFeatures: values,
            },
            [],
            documents,
          );
          for (const key of [...featureKeys, 'absent']) {
            const result = evalFeature(key, context);
            expect(result, key).toEqual(growthbook.evalFeature(key));
            seen.add(result.source);
            if (result.experimentResult?.stickyBucketUsed) seen.add('sticky bucket');
            if (result.experimentResult && !result.experimentResult.hashUsed) seen.add('forced variation');
          }
          if (Object.keys(held).length > 0) seen.add('documents kept');
          expect(held).toEqual(growthbook.getStickyBucketAssignmentDocs());
        },
      ),
      { numRuns: runs },
    );
    expect([...seen].sort()).toEqual(
      [
        'cyclicPrerequisite',
        'defaultValue',
        'documents kept',
        'experiment',
        'force',
        'forced variation',
        'override',
        'prerequisite',
        'sticky bucket',
        'unknownFeature',
      ].sort(),
    );
  });

  const urlPattern = fc.oneof(
    {
      weight: 3,
      arbitrary: fc.record(
        {
          type: fc.constant('simple'),
          pattern: fc.constantFrom(
            'https://lumi.example/shop',
            'lumi.example/shop',
            'lumi.example/shop',
            'https://lumi.example/?exp-a=1',
            '*/blog/*',
            'lumi.example/*',
            'https://lumi.example/shop-old',
          ),
          include: fc.constantFrom(true, true, true, false),
        },
        { requiredKeys: ['type', 'pattern'] },
      ),
    },
    fc.record(
      {
        type: fc.constant('regex'),
        pattern: fc.constantFrom('^/shop', '^/shop', 'shop$', '.*', '[', 'blog', '/shop\\?'),
        include: fc.constantFrom(true, true, true, false),
      },
      { requiredKeys: ['type', 'pattern'] },
    ),
  );
  const destination = fc.constantFrom<Record<string, string>>(
    {},
    { urlRedirect: 'https://lumi.example/shop-old' },
    { urlRedirect: 'https://lumi.example/lp-old?from=test' },
    { urlRedirect: 'https://lumi.example/shop' },
  );
  const redirectExperiment = fc.integer({ min: 1, max: 3 }).chain((count) =>
    withTargeting(
      fc.record(
        {
          key: fc.constantFrom('redirect-a', 'redirect-b'),
          changeId: fc.constant('c1'),
          urlPatterns: fc.array(urlPattern, { minLength: 1, maxLength: 2 }),
          variations: fc.array(destination, { minLength: count, maxLength: count }),
          weights: weightsFor(count),
          persistQueryString: fc.boolean(),
          meta: fc.array(fc.record({ key: fc.constantFrom('0', '1', '2') }), { minLength: count, maxLength: count }),
          status: fc.constantFrom('running', 'running', 'running', 'draft', 'stopped'),
        },
        { requiredKeys: ['key', 'urlPatterns', 'variations'] },
      ),
    ),
  );

  it('send a visitor of a URL-redirect experiment to the same address, and remember the same', () => {
    let redirected = 0;
    fc.assert(
      fc.property(
        fc
          .record({
            experiments: fc.array(redirectExperiment, { minLength: 1, maxLength: 3 }),
            features,
            savedGroups,
            attributes,
            forcedVariations,
            url: fc.oneof({ weight: 3, arbitrary: fc.constant('https://lumi.example/shop?utm_campaign=spring') }, url),
          })
          .chain((base) => storedDocumentsFor(base.features as never, base.attributes).map((storedDocuments) => ({ ...base, storedDocuments }))),
        ({
          experiments,
          features: generated,
          savedGroups: groups,
          attributes: visitor,
          storedDocuments: documents,
          forcedVariations: forced,
          url: address,
        }) => {
          const growthbook = new GrowthBook({
            attributes: visitor,
            url: address,
            forcedVariations: forced,
            navigate: () => undefined,
            stickyBucketService: new StoredStickyBuckets(memoryStore(documents)),
          }).initSync({
            payload: { features: generated as never, savedGroups: groups as never, experiments: experiments as never },
          });
          const { context, held } = siteContext(
            {
              features: generated as unknown as Record<string, FeatureDefinition>,
              savedGroups: groups,
              attributes: visitor,
              url: address,
              forcedVariations: forced,
            },
            experiments as RedirectExperiment[],
            documents,
          );
          const destination = decideRedirect(experiments as RedirectExperiment[], context)?.url ?? '';
          expect(destination).toBe(growthbook.getRedirectUrl());
          expect(held).toEqual(growthbook.getStickyBucketAssignmentDocs());
          if (destination) redirected += 1;
        },
      ),
      { numRuns: runs },
    );
    // About one run in fifteen ends in a redirect; far fewer would mean the generators went wrong.
    expect(redirected).toBeGreaterThan(runs / 100);
  });
});
