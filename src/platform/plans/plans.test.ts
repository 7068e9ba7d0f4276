import { describe, expect, it } from 'vitest';
import { formatPrice } from '@/platform/formatting/model/format';
import {
  addedExtras,
  checkoutHref,
  includesExtra,
  isPlanId,
  lowestMonthlyPrice,
  newYearCampaign,
  offerTerms,
  planById,
  planExtras,
  planIds,
  plans,
} from './plans';

describe('plans', () => {
  it('offers Basis, Erweitert and Alles dabei in this order', () => {
    expect(plans.map((plan) => plan.id)).toEqual(['basis', 'erweitert', 'alles-dabei']);
    expect(plans.map((plan) => plan.analyticsName)).toEqual(['Basis', 'Erweitert', 'Alles dabei']);
  });

  it('costs 9.90, 19.90 and 49.90 euro a month, shown in the German price format', () => {
    expect(plans.map((plan) => formatPrice(plan.monthlyPrice))).toEqual(['€\u00a09,90', '€\u00a019,90', '€\u00a049,90']);
  });

  it('charges a one-time hardware fee of 175 euro after a 60-day trial', () => {
    expect(formatPrice(offerTerms.hardwareFee)).toBe('€\u00a0175,00');
    expect(offerTerms.trialDays).toBe(60);
    expect(offerTerms.paymentMethods).toEqual(['paypal', 'sepa']);
    expect(offerTerms.screenInches).toBe(10.1);
  });

  it('runs the New Year campaign with 60 free days and a 10 euro donation per trial', () => {
    expect(newYearCampaign).toEqual({ trialDays: 60, donationPerTrial: 10 });
  });

  it('starts at the price of the cheapest plan', () => {
    expect(lowestMonthlyPrice()).toBe(9.9);
  });

  it('gives every dearer plan all extras of the cheaper one', () => {
    for (const [index, plan] of plans.entries()) {
      const cheaper = plans[index - 1];
      if (cheaper) expect(plan.extras).toEqual(expect.arrayContaining([...cheaper.extras]));
    }
  });

  it('adds extra internet with Erweitert and has everything with Alles dabei', () => {
    expect(addedExtras(planById('erweitert')!)).toEqual(['extraData']);
    expect(includesExtra(planById('basis')!, 'extraData')).toBe(false);
    expect(planById('alles-dabei')!.extras).toEqual([...planExtras]);
  });

  it('lists every extra of the cheapest plan as added', () => {
    expect(addedExtras(planById('basis')!)).toEqual(['companion', 'relativesApp']);
  });

  it('leads each plan to the checkout with the plan in the query', () => {
    expect(planIds.map(checkoutHref)).toEqual(['/checkout?plan=basis', '/checkout?plan=erweitert', '/checkout?plan=alles-dabei']);
  });

  it('finds a plan only by its exact id', () => {
    expect(planById('erweitert')?.monthlyPrice).toBe(19.9);
    for (const value of ['Erweitert', 'alles dabei', '', undefined, null, 3, ['basis'], 'constructor']) {
      expect(isPlanId(value)).toBe(false);
      expect(planById(value)).toBeUndefined();
    }
  });
});
