import { describe, expect, it } from 'vitest';
import bundled from '@experiments/payload.json';
import { assessPayload, type PayloadAssessment } from '@experiments/schema';
import { decisionFormat, readDecisionFeatures } from './decision-features';
import { decisionIsland, decisionPayload, storedRemotePayload } from './reduce-features';

function assessed(payload: unknown): PayloadAssessment {
  const result = assessPayload(payload, { pagePaths: ['/', '/shop', '/team'], origins: ['https://lumi.example'] });
  if (!result.ok) throw new Error(result.error);
  return result.assessment;
}

describe('what the decision before paint reads', () => {
  it("is GrowthBook's payload cut to the site's features, with its saved groups and redirect tests", () => {
    const remote = {
      ...structuredClone(bundled),
      savedGroups: { grp: ['a'] },
      experiments: [{ key: 'team', urlPatterns: [{ type: 'simple', pattern: '/shop' }], variations: [{}, { urlRedirect: 'https://lumi.example/team' }] }],
    };
    (remote.features as Record<string, unknown>).other = { defaultValue: 1 };
    const payload = decisionPayload(assessed(remote));
    expect(payload.format).toBe(decisionFormat);
    expect(Object.keys(payload.features).sort()).toEqual(Object.keys(bundled.features).sort());
    expect(payload.savedGroups).toEqual({ grp: ['a'] });
    expect(payload.experiments).toEqual([{ key: 'team', urlPatterns: [{ type: 'simple', pattern: '/shop' }], variations: [{}, { urlRedirect: '/team' }] }]);
  });

  it("carries the site's own definitions in every page, and the list of what was left out when stored", () => {
    const island = decisionIsland(assessed(bundled), ['/', '/shop']);
    expect(island.site.pages['shop-page']).toEqual({
      path: '/shop',
      variations: { shop: '/shop', 'shop-old': '/shop-old', 'shop-not-so-old': '/shop-not-so-old' },
    });
    expect(island.site.layouts).toEqual({ 'banner-layout': ['default', 'christmasbanner', 'donationbanner'] });
    expect(island.site.paths).toEqual(['/', '/shop']);
    const broken = structuredClone(bundled) as { features: Record<string, unknown> };
    delete broken.features['shop-page'];
    expect(storedRemotePayload(assessed(broken)).report.missing).toEqual(['shop-page']);
  });

  it('is read back only in the current format: an older stored value, broken JSON or nothing reads as none', () => {
    const stored = JSON.stringify(storedRemotePayload(assessed(bundled)));
    expect(readDecisionFeatures(stored)?.format).toBe(decisionFormat);
    // What earlier versions stored: the reduced form of format 1, or GrowthBook's features as they came.
    expect(readDecisionFeatures(JSON.stringify({ format: 1, experiments: {}, flags: {} }))).toBeUndefined();
    expect(readDecisionFeatures(JSON.stringify(bundled.features))).toBeUndefined();
    expect(readDecisionFeatures(JSON.stringify({ format: decisionFormat, features: 'broken' }))).toBeUndefined();
    expect(readDecisionFeatures('{"format":')).toBeUndefined();
    expect(readDecisionFeatures(undefined)).toBeUndefined();
  });
});
