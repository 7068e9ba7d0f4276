import { planById, type Plan } from './plans';

/**
 * The plan the checkout is about, read from its address (`/checkout?plan=erweitert`, made by
 * `checkoutHref`). Anyone can type or mangle an address, so every value is checked here and
 * the page only decides how each outcome looks.
 */
export const planParam = 'plan';

export type PlanChoice =
  | { readonly kind: 'plan'; readonly plan: Plan }
  /** The address names no plan at all. */
  | { readonly kind: 'missing' }
  /** The address names something that is not one plan: a typo, an old id, two different plans. */
  | { readonly kind: 'unknown' };

/** Far longer than any plan id; a longer value is not worth comparing. */
const maxValueLength = 40;

/** Tolerates what hand-typed or forwarded links do to an id: case, outer spaces, inner spaces for hyphens. */
function normalise(value: string): string {
  return value.trim().toLowerCase().replace(/\s+/g, '-');
}

/**
 * Reads every value of the parameter (`searchParams.getAll(planParam)`). No value, or only
 * empty ones, is missing; a plan named once or repeated is that plan; anything else is
 * unknown. Never throws.
 */
export function parsePlanChoice(values: readonly string[]): PlanChoice {
  const given = values.map(normalise).filter((value) => value !== '');
  if (given.length === 0) return { kind: 'missing' };
  if (given.some((value) => value.length > maxValueLength)) return { kind: 'unknown' };
  const named = new Set(given);
  if (named.size > 1) return { kind: 'unknown' };
  const plan = planById([...named][0]);
  return plan ? { kind: 'plan', plan } : { kind: 'unknown' };
}
