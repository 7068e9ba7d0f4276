import type { RuleCheck } from './rule-input';
import { asNumber, countCharacters, isNumericText, lengthOf } from './values';

/** `length` bounds: missing or empty min is 0, missing max is unlimited, either order. */
export function lengthBounds(args: readonly string[]): { min: number; max: number } {
  const first = args[0] ? Number(args[0]) : 0;
  const second = args[1] ? Number(args[1]) : Infinity;
  return { min: Math.min(first, second), max: Math.max(first, second) };
}

export function betweenBounds(args: readonly string[]): { low: number; high: number } {
  const a = Number(args[0]);
  const b = Number(args[1]);
  return { low: Math.min(a, b), high: Math.max(a, b) };
}

/** The bounds `min` and `max` use when the rule gives none. */
export const defaultMin = 1;
export const defaultMax = 10;

export type Measure = { kind: 'number' | 'characters' | 'items'; size: number };

/** What `min` and `max` compare: numbers by value, arrays by items, numeric text by value, other text by length. */
export function measure(value: unknown): Measure | undefined {
  if (Array.isArray(value)) return { kind: 'items', size: value.length };
  if (typeof value === 'number' || typeof value === 'bigint') {
    const number = asNumber(value);
    return number === undefined ? undefined : { kind: 'number', size: number };
  }
  if (typeof value === 'string') {
    if (isNumericText(value)) {
      const number = asNumber(value);
      if (number !== undefined) return { kind: 'number', size: number };
    }
    return { kind: 'characters', size: countCharacters(value) };
  }
  return undefined;
}

export const sizeRules = {
  between: ({ value, args }) => {
    const number = asNumber(value);
    if (number === undefined) return false;
    const { low, high } = betweenBounds(args);
    return number >= low && number <= high;
  },
  length: ({ value, args }) => {
    const size = lengthOf(value);
    if (size === undefined) return false;
    const { min, max } = lengthBounds(args);
    return size >= min && size <= max;
  },
  min: ({ value, args }) => {
    const measured = measure(value);
    return measured !== undefined && measured.size >= (args[0] ? Number(args[0]) : defaultMin);
  },
  max: ({ value, args }) => {
    const measured = measure(value);
    return measured !== undefined && measured.size <= (args[0] ? Number(args[0]) : defaultMax);
  },
  number: ({ value }) => asNumber(value) !== undefined,
} satisfies Record<string, RuleCheck>;
