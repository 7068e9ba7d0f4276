import { describe, expect, it } from 'vitest';
import { experimentKeys, type ExperimentKey } from '@experiments/schema';
import { exposuresOf, shownRedirectVariation, type ExperimentEvaluation } from './exposure';

const assigned = (value: string, variationId: number): ExperimentEvaluation => ({ value, inExperiment: true, hashUsed: true, variationId });
const evaluations = (map: Partial<Record<ExperimentKey, ExperimentEvaluation>>) => (key: ExperimentKey) => map[key];

describe('exposure of a page view', () => {
  it('counts the variant page a redirected visitor landed on, with the variation index as text', () => {
    const view = { path: '/shop-old', hasDefaultLayout: true, bannerShown: 'default' };
    const exposures = exposuresOf(view, evaluations({ 'shop-page': assigned('shop-old', 1), 'banner-layout': assigned('default', 0) }), experimentKeys);
    expect(exposures).toEqual([
      { experiment_id: 'shop-page', variation_id: '1' },
      { experiment_id: 'banner-layout', variation_id: '0' },
    ]);
  });

  it('counts nothing for a forced variation', () => {
    const view = { path: '/shop-old', hasDefaultLayout: false, bannerShown: undefined };
    const forced = { value: 'shop-old', inExperiment: true, hashUsed: false, variationId: 1 };
    expect(exposuresOf(view, evaluations({ 'shop-page': forced }), experimentKeys)).toEqual([]);
  });

  it('counts nothing when the page shown is not the visitor\'s variation (a direct QA address)', () => {
    const view = { path: '/shop-not-so-old', hasDefaultLayout: false, bannerShown: undefined };
    expect(exposuresOf(view, evaluations({ 'shop-page': assigned('shop', 0) }), experimentKeys)).toEqual([]);
  });

  it('counts nothing for a visitor outside the experiment', () => {
    const view = { path: '/', hasDefaultLayout: true, bannerShown: 'default' };
    const outside = { value: 'home', inExperiment: false, hashUsed: false, variationId: 0 };
    expect(exposuresOf(view, evaluations({ 'landing-page': outside, 'banner-layout': outside }), experimentKeys)).toEqual([]);
  });

  it('counts the banner only where the default layout shows it', () => {
    const view = { path: '/lp-old', hasDefaultLayout: false, bannerShown: 'christmasbanner' };
    const exposures = exposuresOf(view, evaluations({ 'landing-page': assigned('lp-old', 1), 'banner-layout': assigned('christmasbanner', 1) }), experimentKeys);
    expect(exposures).toEqual([{ experiment_id: 'landing-page', variation_id: '1' }]);
  });

  it('knows the variant pages of each redirect experiment, with or without a trailing slash', () => {
    expect(shownRedirectVariation('landing-page', '/')).toBe('home');
    expect(shownRedirectVariation('shop-page', '/shop-old/')).toBe('shop-old');
    expect(shownRedirectVariation('shop-page', '/faq')).toBeUndefined();
  });
});
