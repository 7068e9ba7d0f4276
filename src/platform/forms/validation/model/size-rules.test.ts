import { describe, expect, it } from 'vitest';
import { validate } from './validate';

const check = async (value: unknown, rules: string) => (await validate(value, rules)).valid;

type Case = [rules: string, value: unknown, valid: boolean];

describe('size rules', () => {
  it.each<Case>([
    ['between:1,10', '1', true],
    ['between:1,10', '10', true],
    ['between:1,10', 5, true],
    ['between:10,1', '10', true],
    ['between:10,1', '1', true],
    ['between:10,1', '0', false],
    ['between:1,10', '10.01', false],
    ['between:-5,5', '-5', true],
    ['between:1,10', 'five', false],
    ['between:1,10', ['5'], false],
    ['between:1.5,2.5', ' 2 ', true],
  ])('between: %s with %j is valid = %s', async (rules, value, valid) => {
    expect(await check(value, rules)).toBe(valid);
  });

  it.each<Case>([
    ['length:5,10', 'abcde', true],
    ['length:5,10', 'abcdefghij', true],
    ['length:5,10', 'abcd', false],
    ['length:5,10', 'abcdefghijk', false],
    ['length:10,5', 'abcdefg', true],
    ['length:5', 'abcd', false],
    ['length:5', 'a'.repeat(1000), true],
    ['length:,3', 'abc', true],
    ['length:,3', 'abcd', false],
    ['length:2,3', ['a', 'b'], true],
    ['length:2,3', ['a'], false],
    ['length:1,6', 'Jürgen', true],
    ['length:1,6', 'Ju\u0308rgen', true],
    ['length:1,1', '👍', true],
    ['length:3', 12345, true],
    ['length:1', true, false],
  ])('length: %s with %j is valid = %s', async (rules, value, valid) => {
    expect(await check(value, rules)).toBe(valid);
  });

  it.each<Case>([
    ['min:5', '5', true],
    ['min:5', '4.99', false],
    ['min:5', 5, true],
    ['min:3', 'abc', true],
    ['min:3', 'ab', false],
    ['min:2', ['a', 'b'], true],
    ['min:2', ['a'], false],
    ['min', 'a', true],
    ['min', '0', false],
    ['max:5', '5', true],
    ['max:5', '6', false],
    ['max:3', 'abc', true],
    ['max:3', 'abcd', false],
    ['max:1', ['a', 'b'], false],
    ['max', '10', true],
    ['max', '11', false],
    ['max', 'a'.repeat(10), true],
    ['max', 'a'.repeat(11), false],
    ['max:5', { size: 1 }, false],
  ])('min/max: %s with %j is valid = %s (defaults min 1, max 10)', async (rules, value, valid) => {
    expect(await check(value, rules)).toBe(valid);
  });

  it.each<Case>([
    ['number', '42', true],
    ['number', '-4.2', true],
    ['number', ' 7 ', true],
    ['number', '1e3', true],
    ['number', 0, true],
    ['number', '4,2', false],
    ['number', 'abc', false],
    ['number', ' ', false],
    ['number', Number.NaN, false],
    ['number', Number.POSITIVE_INFINITY, false],
  ])('number: %s with %j is valid = %s', async (rules, value, valid) => {
    expect(await check(value, rules)).toBe(valid);
  });
});
