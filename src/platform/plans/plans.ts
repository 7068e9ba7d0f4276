import type { PlanName } from '@/platform/analytics/model/events';
import { paths } from '@/config/routes';

/**
 * The offer of the shop pages as plain data: the three plans with their
 * monthly price and what each includes, and the terms every plan shares. Copy (names, labels)
 * lives in the pages' locale files under the same keys; prices are formatted by `formatPrice`.
 */

export const planIds = ['basis', 'erweitert', 'alles-dabei'] as const;
export type PlanId = (typeof planIds)[number];

/**
 * What a plan can include, in the order the pages list it. Settled is only that Advanced
 * adds extra internet and All included has everything; the split of the community sessions
 * is ours to confirm with the product owner.
 */
export const planExtras = ['companion', 'relativesApp', 'extraData', 'groupSessions'] as const;
export type PlanExtra = (typeof planExtras)[number];

export interface Plan {
  readonly id: PlanId;
  /** The German plan name, as analytics reports it (`plan` event). */
  readonly analyticsName: PlanName;
  /** Euro per month. */
  readonly monthlyPrice: number;
  readonly extras: readonly PlanExtra[];
}

export const plans: readonly Plan[] = [
  { id: 'basis', analyticsName: 'Basis', monthlyPrice: 9.9, extras: ['companion', 'relativesApp'] },
  { id: 'erweitert', analyticsName: 'Erweitert', monthlyPrice: 19.9, extras: ['companion', 'relativesApp', 'extraData'] },
  { id: 'alles-dabei', analyticsName: 'Alles dabei', monthlyPrice: 49.9, extras: [...planExtras] },
];

/** Terms every plan shares. */
export const offerTerms = {
  /** Free trial with return guarantee, in days. */
  trialDays: 60,
  /** One-time hardware fee in euro, due only when the device is kept after the trial. */
  hardwareFee: 175,
  /** Screen diagonal of the tablet in inches. */
  screenInches: 10.1,
  paymentMethods: ['paypal', 'sepa'] as const,
  /** Euro for delivery within Germany: none. */
  shippingFee: 0,
  /** Months the subscription runs at the least: 0, it has no minimum term. */
  minimumTermMonths: 0,
  /** Days of notice the customer gives, to the end of a billing month. */
  noticeDays: 14,
  /**
   * When the device comes: no date is promised yet. A pre-order binds the visitor to nothing
   * until we confirm a delivery date by e-mail; that confirmation concludes the contract, and the terms say the same.
   */
  delivery: 'confirmedByEmail',
} as const;

/** The New Year campaign (shown only while the `new-year-donation` flag is on). */
export const newYearCampaign = {
  trialDays: 60,
  /** Euro donated to charity for every trial. */
  donationPerTrial: 10,
} as const;

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && (planIds as readonly string[]).includes(value);
}

/** The plan a `?plan=` value names, or undefined for anything else. */
export function planById(id: unknown): Plan | undefined {
  return isPlanId(id) ? plans.find((plan) => plan.id === id) : undefined;
}

export function includesExtra(plan: Plan, extra: PlanExtra): boolean {
  return plan.extras.includes(extra);
}

/** Extras a plan adds to the next cheaper one (all of them for the cheapest). */
export function addedExtras(plan: Plan): readonly PlanExtra[] {
  const index = plans.findIndex((candidate) => candidate.id === plan.id);
  const cheaper = index > 0 ? plans[index - 1] : undefined;
  return cheaper ? plan.extras.filter((extra) => !cheaper.extras.includes(extra)) : plan.extras;
}

/** The lowest monthly price ("from … a month"). */
export function lowestMonthlyPrice(): number {
  return Math.min(...plans.map((plan) => plan.monthlyPrice));
}

/** Where choosing a plan leads: the checkout with the plan in the query. */
export function checkoutHref(id: PlanId): string {
  return `${paths.checkout}?${new URLSearchParams({ plan: id }).toString()}`;
}
