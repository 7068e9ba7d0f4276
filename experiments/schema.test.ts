import { describe, expect, it } from 'vitest';
import payload from './payload.json';
import { allowedValues, assessPayload, checkPayload, describeReport, experimentKeys, flagKeys, redirectExperiments, type PayloadAssessment } from './schema';
import { allPagePaths } from '../src/config/routes';

const clone = () =>
  structuredClone(payload) as unknown as {
    features: Record<string, { defaultValue?: unknown; rules?: Array<Record<string, unknown>> }>;
    [key: string]: unknown;
  };
const scope = { pagePaths: allPagePaths(), origins: ['https://lumi.example'] };

function assessed(value: unknown): PayloadAssessment {
  const result = assessPayload(value, scope);
  if (!result.ok) throw new Error(result.error);
  return result.assessment;
}

const errorsOf = (value: unknown) => {
  const result = checkPayload(value);
  return result.ok ? [] : result.errors;
};

describe('the bundled GrowthBook payload', () => {
  it('passes the check', () => {
    expect(errorsOf(payload)).toEqual([]);
  });

  it('defines every experiment and flag of the site', () => {
    expect(Object.keys(payload.features).sort()).toEqual([...experimentKeys, ...flagKeys].sort());
  });

  it('sends redirect variations only to pages that exist', () => {
    for (const experiment of Object.values(redirectExperiments)) {
      expect(allPagePaths()).toContain(experiment.path);
      for (const path of Object.values(experiment.variations)) expect(allPagePaths()).toContain(path);
    }
  });

  it('knows the allowed values of each experiment, the control first', () => {
    expect(allowedValues('banner-layout')).toEqual(['default', 'christmasbanner', 'donationbanner']);
    expect(allowedValues('shop-page')).toEqual(['shop', 'shop-old', 'shop-not-so-old']);
  });
});

describe('a payload from GrowthBook is looked at part by part', () => {
  it('refuses only what is no payload at all, or one it cannot read', () => {
    expect(assessPayload(null, scope)).toEqual({ ok: false, error: 'payload: must be an object with "features"' });
    expect(assessPayload({ features: [] }, scope).ok).toBe(false);
    expect(assessPayload({ encryptedFeatures: 'abc.def' }, scope)).toMatchObject({ ok: false, error: expect.stringMatching(/encrypted/) });
  });

  it("keeps GrowthBook's targeting: conditions, saved groups, prerequisites, holdouts, namespaces, filters, versions", () => {
    const remote = clone();
    const targeted = [
      { id: 'phones', condition: { deviceType: 'mobile', locale: { $in: ['de', 'en'] } }, force: 'lp-old' },
      { id: 'in-holdout', parentConditions: [{ id: '$holdout:hld-1', condition: { value: 'holdoutcontrol' } }], force: 'home' },
      {
        id: 'test',
        key: 'landing-2027',
        condition: { utmCampaign: { $inGroup: 'grp-spring' } },
        namespace: ['landing', 0, 0.5],
        filters: [{ seed: 'ns', ranges: [[0, 0.5]], hashVersion: 2 }],
        fallbackAttribute: 'deviceId',
        hashVersion: 1,
        bucketVersion: 2,
        minBucketVersion: 1,
        variations: ['home', 'lp-old'],
        weights: [0.5, 0.5],
        meta: [{ key: 'control' }, { key: 'old' }],
        coverage: 0.8,
      },
    ];
    remote.features['landing-page']!.rules = targeted;
    remote.features['$holdout:hld-1'] = {
      defaultValue: 'genpop',
      rules: [{ key: 'hld-1', variations: ['holdoutcontrol', 'holdouttreatment'], weights: [0.5, 0.5], coverage: 0.1, hashVersion: 2 }],
    };
    remote.features['other-team-flag'] = { defaultValue: true };
    remote.savedGroups = { 'grp-spring': ['spring'] };
    const { features, savedGroups, report } = assessed(remote);
    expect(features['landing-page']!.rules).toEqual(targeted);
    expect(features['$holdout:hld-1']).toEqual(remote.features['$holdout:hld-1']);
    expect(savedGroups).toEqual({ 'grp-spring': ['spring'] });
    expect(report).toEqual({ skipped: [], unused: [{ key: 'other-team-flag', code: 'unusedKey' }], refused: [], missing: [] });
    expect(features).not.toHaveProperty('other-team-flag');
  });

  it('skips a rule it cannot use on its own, says why, and keeps the rest of the payload', () => {
    const remote = clone();
    remote.features['shop-page']!.rules = [
      { id: 'new-targeting', force: 'shop-old', condition: { country: 'DE' }, targetingV9: { region: 'north' } },
      { id: 'bandit', key: 'b', variations: ['shop', 'shop-old'], contextualBanditRef: 'cb-1' },
      { id: 'no-such-page', force: 'shop-new' },
      { id: 'new-operator', force: 'shop-old', condition: { country: { $near: 'DE' } } },
      { id: 'broken', variations: ['shop', 'shop-old'], meta: [{ key: '0' }] },
      ...(payload.features['shop-page'].rules as unknown as Array<Record<string, unknown>>),
    ];
    remote.features['banner-layout']!.defaultValue = 'summerbanner';
    const { features, report } = assessed(remote);
    expect(features['shop-page']!.rules).toEqual(payload.features['shop-page'].rules);
    expect(features['banner-layout']!.defaultValue).toBe('default');
    expect(features['landing-page']).toEqual(payload.features['landing-page']);
    expect(report.skipped).toEqual([
      { key: 'shop-page', rule: 0, ruleId: 'new-targeting', code: 'unknownField', detail: 'targetingV9' },
      { key: 'shop-page', rule: 1, ruleId: 'bandit', code: 'bandit' },
      { key: 'shop-page', rule: 2, ruleId: 'no-such-page', code: 'notAVariation', detail: '"shop-new" (shop, shop-old, shop-not-so-old)' },
      { key: 'shop-page', rule: 3, ruleId: 'new-operator', code: 'malformed', detail: 'condition country $near is an operator the site does not know' },
      { key: 'shop-page', rule: 4, ruleId: 'broken', code: 'malformed', detail: 'meta needs an entry for each of the 2 variations' },
      { key: 'banner-layout', code: 'defaultNotAVariation', detail: '"summerbanner" (default)' },
    ]);
  });

  it("takes a missing feature as GrowthBook's kill switch: listed, and the control or off applies", () => {
    const remote = clone();
    delete remote.features['group-sessions-banner'];
    delete remote.features['shop-page'];
    (remote.features as Record<string, unknown>)['landing-page'] = 'lp-old';
    const { features, report } = assessed(remote);
    expect(report.missing).toEqual(['shop-page', 'group-sessions-banner']);
    expect(report.skipped).toEqual([{ key: 'landing-page', code: 'malformed', detail: 'the feature is not an object' }]);
    expect(report.unused).toEqual([]);
    expect(features).not.toHaveProperty('shop-page');
    expect(features).not.toHaveProperty('landing-page');
  });

  it('runs URL-redirect experiments to pages of the site, and refuses visual ones and destinations elsewhere', () => {
    const redirect = {
      key: 'lp-redirect',
      changeId: 'c-1',
      urlPatterns: [{ type: 'simple', pattern: 'https://lumi.example/', include: true }],
      variations: [{}, { urlRedirect: 'https://lumi.example/lp-old/?from=test#top' }],
      weights: [0.5, 0.5],
      persistQueryString: true,
    };
    const remote = {
      ...clone(),
      experiments: [
        redirect,
        { ...redirect, key: 'away', variations: [{}, { urlRedirect: 'https://evil.example/' }] },
        { ...redirect, key: 'no-page', variations: [{}, { urlRedirect: 'https://lumi.example/summer-sale' }] },
        { key: 'visual', urlPatterns: redirect.urlPatterns, variations: [{}, { css: 'body{display:none}', domMutations: [] }], weights: [0.5, 0.5] },
        { ...redirect, key: 'manual-one', manual: true },
      ],
    };
    const { experiments, report } = assessed(remote);
    expect(experiments).toEqual([{ ...redirect, variations: [{}, { urlRedirect: '/lp-old?from=test#top' }] }]);
    expect(report.refused).toEqual([
      { key: 'away', code: 'notAPage', detail: '"https://evil.example/"' },
      { key: 'no-page', code: 'notAPage', detail: '"https://lumi.example/summer-sale"' },
      { key: 'visual', code: 'visual' },
      { key: 'manual-one', code: 'manual' },
    ]);
  });

  it('says what it left out in one line each, naming where', () => {
    const remote = clone();
    remote.features['shop-page']!.rules = [{ id: 'x', force: 'shop-new' }];
    remote.features['other'] = { defaultValue: 1 };
    delete remote.features['new-year-donation'];
    expect(describeReport(assessed(remote).report)).toEqual([
      'features["new-year-donation"]: missing (switched off in GrowthBook?): the control applies, or the flag is off',
      'features["shop-page"].rules[0] (x): skipped: "shop-new" (shop, shop-old, shop-not-so-old) is not a variation the site can show',
      'features["other"]: unused: the site has no use for this key',
    ]);
  });
});

describe('a payload the team writes must have nothing left out', () => {
  it('refuses a missing experiment or flag', () => {
    const broken = clone();
    delete broken.features['shop-page'];
    expect(errorsOf(broken)).toEqual(['features["shop-page"]: missing (switched off in GrowthBook?): the control applies, or the flag is off']);
  });

  it('refuses weights that do not add up to 1, which GrowthBook would split evenly instead', () => {
    const broken = clone();
    broken.features['shop-page']!.rules![0]!.weights = [0.5, 0.3, 0.1];
    expect(errorsOf(broken)).toEqual(['features["shop-page"].rules[0].weights: must add up to 1 (they add up to 0.9)']);
  });

  it('refuses a variation the site has no page for, and a key it has no use for', () => {
    const broken = clone();
    broken.features['landing-page']!.rules![0]!.variations = ['home', 'lp-new'];
    broken.features['spare'] = { defaultValue: false };
    expect(errorsOf(broken)).toEqual([
      'features["landing-page"].rules[0] (landing-page-redirect): skipped: "lp-new" (home, lp-old) is not a variation the site can show',
      'features["spare"]: unused: the site has no use for this key',
    ]);
  });
});
