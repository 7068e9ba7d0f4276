import { describe, expect, it } from 'vitest';
import { planTrackingCapture, visitCampaign } from './capture-plan';

const landing = { search: '', referrer: '', storedInitialReferrer: undefined };

describe('planTrackingCapture', () => {
  it('stores every tracking parameter of the query under its own name', () => {
    const plan = planTrackingCapture({ ...landing, search: '?utm_source=news&utm_term=tablet&gclid=abc' });
    expect(plan.store).toEqual([
      { key: 'gclid', value: 'abc' },
      { key: 'utm_source', value: 'news' },
      { key: 'utm_term', value: 'tablet' },
    ]);
  });

  it('sets the four click ids as cookies too', () => {
    const plan = planTrackingCapture({ ...landing, search: '?gclid=g&fbclid=f&mellitbclid=t&melliobclid=o&utm_source=x' });
    expect(plan.cookies).toEqual([
      { name: 'gclid', value: 'g' },
      { name: 'fbclid', value: 'f' },
      { name: 'mellitbclid', value: 't' },
      { name: 'melliobclid', value: 'o' },
    ]);
  });

  it('sets no cookie for campaign parameters', () => {
    expect(planTrackingCapture({ ...landing, search: '?utm_source=news' }).cookies).toEqual([]);
  });

  it('stores the referrer when none was stored before', () => {
    const plan = planTrackingCapture({ ...landing, referrer: 'https://www.google.com/' });
    expect(plan.store).toEqual([{ key: 'initial_referrer_url', value: 'https://www.google.com/' }]);
  });

  it('never overwrites a stored initial referrer', () => {
    const plan = planTrackingCapture({ ...landing, referrer: 'https://bing.com/', storedInitialReferrer: 'https://www.google.com/' });
    expect(plan.store).toEqual([]);
  });

  it('stores nothing for an empty referrer', () => {
    expect(planTrackingCapture(landing)).toEqual({ store: [], cookies: [] });
  });

  it('replaces a blank stored referrer with a real one', () => {
    const plan = planTrackingCapture({ ...landing, referrer: 'https://duckduckgo.com/', storedInitialReferrer: ' ' });
    expect(plan.store).toEqual([{ key: 'initial_referrer_url', value: 'https://duckduckgo.com/' }]);
  });

  it('cuts a long referrer to 150 characters', () => {
    const plan = planTrackingCapture({ ...landing, referrer: `https://example.com/${'p'.repeat(300)}` });
    expect(plan.store[0]?.value).toHaveLength(150);
  });
});

describe('visitCampaign', () => {
  it("names this visit's parameters and referrer as they would be stored", () => {
    expect(visitCampaign({ search: '?utm_source=news&gclid=abc&other=1', referrer: 'https://www.google.com/' })).toEqual({
      gclid: 'abc',
      utm_source: 'news',
      initial_referrer_url: 'https://www.google.com/',
    });
  });

  it('is empty for a direct visit', () => {
    expect(visitCampaign({ search: '', referrer: '' })).toEqual({});
  });
});
