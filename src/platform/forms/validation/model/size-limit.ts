import { defaultMax, defaultMin, lengthBounds, measure } from './size-rules';
import { lengthOf } from './values';

/**
 * Which limit a value broke, so a message can say "at most 200 characters" to someone who typed
 * too much rather than repeating both bounds of `length:1,200`.
 */
export interface SizeLimit {
  readonly unit: 'characters' | 'number' | 'items';
  readonly limit: 'atLeast' | 'atMost' | 'exactly' | 'between';
  readonly n: number;
  readonly m: number;
}

export function describeSizeLimit(rule: 'length' | 'min' | 'max', args: readonly string[], value: unknown): SizeLimit {
  if (rule === 'min' || rule === 'max') {
    const bound = args[0] ? Number(args[0]) : rule === 'min' ? defaultMin : defaultMax;
    const unit = measure(value)?.kind ?? 'number';
    return { unit, limit: rule === 'min' ? 'atLeast' : 'atMost', n: bound, m: bound };
  }
  const { min, max } = lengthBounds(args);
  const unit = Array.isArray(value) ? 'items' : 'characters';
  const size = lengthOf(value);
  if (min === max) return { unit, limit: 'exactly', n: min, m: max };
  if (size !== undefined && size > max) return { unit, limit: 'atMost', n: max, m: max };
  if (size !== undefined && size < min) return { unit, limit: 'atLeast', n: min, m: min };
  if (max === Infinity) return { unit, limit: 'atLeast', n: min, m: min };
  return min === 0 ? { unit, limit: 'atMost', n: max, m: max } : { unit, limit: 'between', n: min, m: max };
}
