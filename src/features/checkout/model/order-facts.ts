import { formatPrice } from '@/platform/formatting/model/format';
import { offerTerms, type Plan, type PlanExtra } from '@/platform/plans/plans';

/**
 * What the last checkout step shows right above the order button (§ 312j (2), (3) BGB): the
 * plan and its main features, the monthly price, any one-time amount, shipping, the term and
 * notice, when the first payment is due and when the device comes. Derived from the plans
 * module only, so the checkout cannot say another number than the shop and the terms.
 */

/** The terms the facts are made of; the shop's `offerTerms` in the site. */
export interface OrderTerms {
  /** Days of the free trial, counted from delivery. */
  readonly trialDays: number;
  /** One-time euro for the device, due only when it is kept after the trial. */
  readonly hardwareFee: number;
  readonly shippingFee: number;
  readonly minimumTermMonths: number;
  readonly noticeDays: number;
  readonly delivery: 'confirmedByEmail';
}

/** Each fact and the sentences (`orderFacts.<id>.<variant>` in the copy) that can say it. */
interface Variants {
  plan: 'text';
  monthlyPrice: 'text';
  oneTimeFee: 'afterTrial' | 'none';
  shipping: 'none' | 'fee';
  term: 'noMinimum' | 'minimum';
  firstPayment: 'afterTrial' | 'onShipping';
  delivery: 'confirmedByEmail';
}

export const orderFactIds = [
  'plan',
  'monthlyPrice',
  'oneTimeFee',
  'shipping',
  'term',
  'firstPayment',
  'delivery',
] as const satisfies readonly (keyof Variants)[];
export type OrderFactId = (typeof orderFactIds)[number];
type VariantOf<I extends OrderFactId> = Variants[I];

export type OrderFact = {
  readonly [I in OrderFactId]: {
    readonly id: I;
    /** Which sentence of `orderFacts.<id>` says it. */
    readonly variant: VariantOf<I>;
    /** Interpolated into that sentence; prices already formatted. */
    readonly values: Readonly<Record<string, string | number>>;
  };
}[OrderFactId];

/** The copy key of a fact's sentence under `orderFacts`. */
export type OrderFactSentence = { [I in OrderFactId]: `${I}.${VariantOf<I>}` }[OrderFactId];
export const sentenceOf = (fact: OrderFact) => `${fact.id}.${fact.variant}` as OrderFactSentence;

export interface PlanFact {
  readonly id: 'plan';
  readonly variant: 'text';
  readonly values: Readonly<Record<string, string | number>>;
  readonly planId: Plan['id'];
  /** The plan's features, in the shop's order. */
  readonly extras: readonly PlanExtra[];
}

export function orderFacts(plan: Plan, terms: OrderTerms = offerTerms): readonly [PlanFact, ...OrderFact[]] {
  return [
    { id: 'plan', variant: 'text', values: {}, planId: plan.id, extras: plan.extras },
    { id: 'monthlyPrice', variant: 'text', values: { price: formatPrice(plan.monthlyPrice) } },
    terms.hardwareFee > 0
      ? { id: 'oneTimeFee', variant: 'afterTrial', values: { fee: formatPrice(terms.hardwareFee), days: terms.trialDays } }
      : { id: 'oneTimeFee', variant: 'none', values: {} },
    terms.shippingFee > 0
      ? { id: 'shipping', variant: 'fee', values: { fee: formatPrice(terms.shippingFee) } }
      : { id: 'shipping', variant: 'none', values: { fee: formatPrice(0) } },
    terms.minimumTermMonths > 0
      ? { id: 'term', variant: 'minimum', values: { months: terms.minimumTermMonths, days: terms.noticeDays } }
      : { id: 'term', variant: 'noMinimum', values: { days: terms.noticeDays } },
    terms.trialDays > 0
      ? { id: 'firstPayment', variant: 'afterTrial', values: { days: terms.trialDays } }
      : { id: 'firstPayment', variant: 'onShipping', values: {} },
    { id: 'delivery', variant: terms.delivery, values: {} },
  ];
}
