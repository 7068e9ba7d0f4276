import { describe, expect, it } from 'vitest';
import payload from './payload.json';
import { allowedValues, checkPayload, experimentKeys, flagKeys, redirectExperiments } from './schema';
import { allPagePaths } from '../src/config/routes';

const clone = () => structuredClone(payload) as unknown as { features: Record<string, { defaultValue?: unknown; rules?: Array<Record<string, unknown>> }> };

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
});

describe('a broken payload is refused, naming the key', () => {
  it('refuses something that is no payload at all', () => {
    expect(errorsOf(null)).toEqual(['payload: must be an object with "features"']);
    expect(errorsOf({ features: [] })).toEqual(['payload: must be an object with "features"']);
  });

  it('refuses a missing experiment or flag', () => {
    const broken = clone();
    delete broken.features['shop-page'];
    delete broken.features['new-year-donation'];
    expect(errorsOf(broken)).toEqual(['features["shop-page"]: missing', 'features["new-year-donation"]: missing']);
  });

  it('refuses weights that do not add up to 1', () => {
    const broken = clone();
    broken.features['shop-page']!.rules![0]!.weights = [0.5, 0.3, 0.1];
    expect(errorsOf(broken)).toEqual(['features["shop-page"].rules[0].weights: must add up to 1 (they add up to 0.9)']);
  });

  it('refuses a variation the site has no page for', () => {
    const broken = clone();
    broken.features['landing-page']!.rules![0]!.variations = ['home', 'lp-new'];
    expect(errorsOf(broken)).toEqual(['features["landing-page"].rules[0].variations[1]: "lp-new" is not one of home, lp-old']);
  });

  it('refuses rules the before-paint decision cannot honour', () => {
    const broken = clone();
    broken.features['banner-layout']!.rules![0]!.condition = { country: 'DE' };
    expect(errorsOf(broken)[0]).toMatch(/^features\["banner-layout"\]\.rules\[0\]\.condition: not supported/);
  });

  it('refuses missing meta keys, since visitors would not keep their variant', () => {
    const broken = clone();
    delete broken.features['shop-page']!.rules![0]!.meta;
    expect(errorsOf(broken)).toEqual(['features["shop-page"].rules[0].meta: needs one { key } per variation (sticky assignments are stored by it)']);
  });

  it('refuses a flag that is not true or false', () => {
    const broken = clone();
    broken.features['group-sessions-banner']!.defaultValue = 'yes';
    broken.features['not-orderable-banner']!.rules = [{ variations: [true, false] }];
    expect(errorsOf(broken)).toEqual([
      'features["not-orderable-banner"].rules[0]: a flag takes force rules only (force: true or false, optionally with coverage)',
      'features["group-sessions-banner"].defaultValue: must be true or false',
    ]);
  });

  it('refuses a coverage outside 0 to 1 and a wrong hash version', () => {
    const broken = clone();
    Object.assign(broken.features['shop-page']!.rules![0]!, { coverage: 1.5, hashVersion: 1 });
    expect(errorsOf(broken)).toEqual(['features["shop-page"].rules[0].coverage: must be a number from 0 to 1', 'features["shop-page"].rules[0].hashVersion: must be 2']);
  });

  it('knows the allowed values of each experiment', () => {
    expect(allowedValues('banner-layout')).toEqual(['default', 'christmasbanner', 'donationbanner']);
    expect(allowedValues('shop-page')).toEqual(['shop', 'shop-old', 'shop-not-so-old']);
  });
});
