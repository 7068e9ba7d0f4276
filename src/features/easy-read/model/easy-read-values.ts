import { brand } from '@/config/brand';
import { formatPrice } from '@/platform/formatting/model/format';
import { offerTerms, plans, type PlanId } from '@/platform/plans/plans';

/**
 * The facts the easy-read page states, from where the rest of the site takes them: prices and
 * terms from the plans, contacts and hours from the brand. The copy names none of them itself.
 */
export interface EasyReadValues {
  readonly planCount: number;
  readonly planPrices: Readonly<Record<PlanId, string>>;
  readonly trialDays: number;
  readonly hardwareFee: string;
  readonly noticeDays: number;
  /** Whether delivery costs nothing: the page says so only then. */
  readonly freeDelivery: boolean;
  readonly phone: string;
  readonly phoneHref: string;
  readonly email: string;
  /** The support hours as full hours where they are ("8", "16"), else with minutes ("8:30"). */
  readonly hoursFrom: string;
  readonly hoursTo: string;
}

/** "08:00" → "8", "16:30" → "16:30": an easy text says "8 Uhr", not "08:00 Uhr". */
export function plainHour(time: string): string {
  const match = /^(\d{1,2}):(\d{2})$/u.exec(time.trim());
  if (!match) return time;
  const hour = String(Number(match[1]));
  return match[2] === '00' ? hour : `${hour}:${match[2]}`;
}

export function easyReadValues(): EasyReadValues {
  return {
    planCount: plans.length,
    planPrices: Object.fromEntries(plans.map((plan) => [plan.id, formatPrice(plan.monthlyPrice)])) as Record<PlanId, string>,
    trialDays: offerTerms.trialDays,
    hardwareFee: formatPrice(offerTerms.hardwareFee),
    noticeDays: offerTerms.noticeDays,
    freeDelivery: offerTerms.shippingFee === 0,
    phone: brand.support.phone,
    phoneHref: brand.support.phoneHref,
    email: brand.support.supportEmail,
    hoursFrom: plainHour(brand.support.hours.from),
    hoursTo: plainHour(brand.support.hours.to),
  };
}
