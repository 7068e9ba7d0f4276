import { describe, expect, it } from 'vitest';
import { exposuresOf, featuresShownOn, parsePendingExposures, shownRedirectVariation, type ExperimentView } from './exposure';

const view = (experimentKey: string, featureId: string, variationKey: string, value: unknown): ExperimentView => ({
  experimentKey,
  featureId,
  variationKey,
  value,
});

describe('exposure of a page view', () => {
  it('shows a test where its variation is on screen, and every flag', () => {
    expect(featuresShownOn({ path: '/shop-old', hasDefaultLayout: true, bannerShown: 'christmasbanner' })).toEqual([
      { key: 'shop-page', shown: 'shop-old' },
      { key: 'banner-layout', shown: 'christmasbanner' },
      { key: 'not-orderable-banner' },
      { key: 'new-year-donation' },
      { key: 'group-sessions-banner' },
    ]);
    expect(featuresShownOn({ path: '/lp-old', hasDefaultLayout: false, bannerShown: 'christmasbanner' }).map(({ key }) => key)).toEqual([
      'landing-page',
      'not-orderable-banner',
      'new-year-donation',
      'group-sessions-banner',
    ]);
  });

  it("counts the feature's own test with GrowthBook's variation key, and the holdout it ran through", () => {
    const views = [view('holdout-2026', '$holdout:h1', '1', 'holdouttreatment'), view('shop-redesign', 'shop-page', 'old', 'shop-old')];
    expect(exposuresOf({ key: 'shop-page', shown: 'shop-old' }, views)).toEqual([
      { experiment_id: 'holdout-2026', variation_id: '1' },
      { experiment_id: 'shop-redesign', variation_id: 'old' },
    ]);
  });

  it("does not count the feature's own test when another of its variations is on screen (a direct QA address)", () => {
    expect(exposuresOf({ key: 'shop-page', shown: 'shop-not-so-old' }, [view('shop-page', 'shop-page', '0', 'shop')])).toEqual([]);
  });

  it('counts a flag test whatever the flag shows, once per experiment', () => {
    const views = [view('sessions-test', 'group-sessions-banner', '1', true), view('sessions-test', 'group-sessions-banner', '1', true)];
    expect(exposuresOf({ key: 'group-sessions-banner' }, views)).toEqual([{ experiment_id: 'sessions-test', variation_id: '1' }]);
  });

  it('reads exposures recorded before paint, and none that are broken', () => {
    expect(parsePendingExposures('[{"experiment_id":"lp-redirect","variation_id":"1"},{"experiment_id":3},null]')).toEqual([
      { experiment_id: 'lp-redirect', variation_id: '1' },
    ]);
    expect(parsePendingExposures('{')).toEqual([]);
    expect(parsePendingExposures(undefined)).toEqual([]);
  });

  it('knows the variant pages of each redirect experiment, with or without a trailing slash', () => {
    expect(shownRedirectVariation('landing-page', '/')).toBe('home');
    expect(shownRedirectVariation('shop-page', '/shop-old/')).toBe('shop-old');
    expect(shownRedirectVariation('shop-page', '/faq')).toBeUndefined();
  });
});
