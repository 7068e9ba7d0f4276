import { describe, expect, it } from 'vitest';
import { offerTerms, planById, plans, type Plan } from '@/platform/plans/plans';
import { orderFactIds, orderFacts, type OrderTerms } from './order-facts';

const plan = (id: Plan['id']) => planById(id)!;
const fact = (facts: ReturnType<typeof orderFacts>, id: string) => facts.find((candidate) => candidate.id === id);

describe('the key facts above the order button', () => {
  it('lists plan, monthly price, one-time amount, shipping, term, first payment and delivery, in that order', () => {
    for (const each of plans) expect(orderFacts(each).map((candidate) => candidate.id)).toEqual([...orderFactIds]);
  });

  it('names the plan with its features in the shop order', () => {
    expect(orderFacts(plan('basis'))[0]).toMatchObject({ planId: 'basis', extras: ['companion', 'relativesApp'] });
    expect(orderFacts(plan('alles-dabei'))[0]).toMatchObject({
      planId: 'alles-dabei',
      extras: ['companion', 'relativesApp', 'extraData', 'groupSessions'],
    });
  });

  it("gives each plan's monthly price in the site's price format", () => {
    expect(plans.map((each) => fact(orderFacts(each), 'monthlyPrice')?.values)).toEqual([
      { price: '€\u00a09,90' },
      { price: '€\u00a019,90' },
      { price: '€\u00a049,90' },
    ]);
  });

  it('names the one-time hardware fee of 175 euro, due only when the device is kept after the 60-day trial', () => {
    expect(fact(orderFacts(plan('erweitert')), 'oneTimeFee')).toEqual({
      id: 'oneTimeFee',
      variant: 'afterTrial',
      values: { fee: '€\u00a0175,00', days: 60 },
    });
  });

  it('says that shipping costs nothing', () => {
    expect(fact(orderFacts(plan('basis')), 'shipping')).toEqual({ id: 'shipping', variant: 'none', values: { fee: '€\u00a00,00' } });
  });

  it('says there is no minimum term and a notice of 14 days', () => {
    expect(fact(orderFacts(plan('basis')), 'term')).toEqual({ id: 'term', variant: 'noMinimum', values: { days: 14 } });
  });

  it('puts the first payment after the trial, which starts on delivery', () => {
    expect(fact(orderFacts(plan('basis')), 'firstPayment')).toEqual({ id: 'firstPayment', variant: 'afterTrial', values: { days: 60 } });
  });

  it('says a delivery date follows by e-mail (the pre-order binds to nothing until then)', () => {
    expect(fact(orderFacts(plan('basis')), 'delivery')).toEqual({ id: 'delivery', variant: 'confirmedByEmail', values: {} });
  });

  it('takes every number from the plans module', () => {
    const facts = orderFacts(plan('erweitert'));
    expect(fact(facts, 'oneTimeFee')?.values.days).toBe(offerTerms.trialDays);
    expect(fact(facts, 'term')?.values.days).toBe(offerTerms.noticeDays);
    expect(fact(facts, 'firstPayment')?.values.days).toBe(offerTerms.trialDays);
  });

  describe('with other terms', () => {
    const other: OrderTerms = { trialDays: 0, hardwareFee: 0, shippingFee: 4.9, minimumTermMonths: 12, noticeDays: 30, delivery: 'confirmedByEmail' };
    const facts = orderFacts(plan('basis'), other);

    it('says there is no one-time amount when there is no fee', () => {
      expect(fact(facts, 'oneTimeFee')).toEqual({ id: 'oneTimeFee', variant: 'none', values: {} });
    });

    it('names a shipping fee', () => {
      expect(fact(facts, 'shipping')).toEqual({ id: 'shipping', variant: 'fee', values: { fee: '€\u00a04,90' } });
    });

    it('names a minimum term with its notice', () => {
      expect(fact(facts, 'term')).toEqual({ id: 'term', variant: 'minimum', values: { months: 12, days: 30 } });
    });

    it('charges on shipping when there is no trial', () => {
      expect(fact(facts, 'firstPayment')).toEqual({ id: 'firstPayment', variant: 'onShipping', values: {} });
    });
  });
});
