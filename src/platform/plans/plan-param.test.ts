import { describe, expect, it } from 'vitest';
import { parsePlanChoice } from './plan-param';
import { checkoutHref, planById, planIds } from './plans';

const chosen = (values: readonly string[]) => {
  const choice = parsePlanChoice(values);
  return choice.kind === 'plan' ? choice.plan.id : choice.kind;
};

describe('the plan in the checkout address', () => {
  it('names each plan the shop links to', () => {
    for (const id of planIds) {
      const values = new URLSearchParams(checkoutHref(id).split('?')[1]).getAll('plan');
      expect(parsePlanChoice(values)).toEqual({ kind: 'plan', plan: planById(id) });
    }
  });

  it('is missing without the parameter or with only empty values', () => {
    expect(chosen([])).toBe('missing');
    expect(chosen([''])).toBe('missing');
    expect(chosen(['   ', ''])).toBe('missing');
  });

  it('forgives case, outer spaces and spaces for hyphens', () => {
    expect(chosen(['BASIS'])).toBe('basis');
    expect(chosen([' erweitert '])).toBe('erweitert');
    expect(chosen(['Alles dabei'])).toBe('alles-dabei');
  });

  it('is unknown for a typo, an id of something else or a value with odd characters', () => {
    for (const value of ['basic', 'premium', 'erweitert2', '../shop', '<script>', 'alles_dabei', 'constructor', '__proto__']) {
      expect(chosen([value]), value).toBe('unknown');
    }
  });

  it('is unknown for an absurdly long value', () => {
    expect(chosen(['basis'.repeat(10_000)])).toBe('unknown');
  });

  it('takes a plan named twice, but not two different plans', () => {
    expect(chosen(['basis', 'basis'])).toBe('basis');
    expect(chosen(['basis', 'erweitert'])).toBe('unknown');
    expect(chosen(['basis', 'nonsense'])).toBe('unknown');
  });

  it('ignores empty repeats next to a plan', () => {
    expect(chosen(['', 'erweitert'])).toBe('erweitert');
  });
});
