import { describe, expect, it } from 'vitest';
import { validate } from './validate';

const now = new Date('2024-06-15T12:00:00Z');
const check = async (value: unknown, rules: string) => (await validate(value, rules, { now })).valid;

type Case = [rules: string, value: unknown, valid: boolean];

describe('date rules', () => {
  it.each<Case>([
    ['date_after:2024-01-01', '2024-01-02', true],
    ['date_after:2024-01-01', '2024-01-01', false],
    ['date_after:2024-01-01', '2023-12-31', false],
    ['date_after', '2024-06-15T12:00:01Z', true],
    ['date_after', '2024-06-15T12:00:00Z', false],
    ['date_after', 'not a date', false],
  ])('date_after is strict and defaults to now: %s with %j is valid = %s', async (rules, value, valid) => {
    expect(await check(value, rules)).toBe(valid);
  });

  it.each<Case>([
    ['date_before:2024-01-01', '2023-12-31', true],
    ['date_before:2024-01-01', '2024-01-01', false],
    ['date_before', '2024-06-15T11:59:59Z', true],
    ['date_before', '2024-06-15T12:00:00Z', false],
    ['date_before', new Date('2020-01-01'), true],
  ])('date_before is strict and defaults to now: %s with %j is valid = %s', async (rules, value, valid) => {
    expect(await check(value, rules)).toBe(valid);
  });

  it.each<Case>([
    ['date_between:2024-01-01,2024-12-31', '2024-01-01', true],
    ['date_between:2024-01-01,2024-12-31', '2024-12-31', true],
    ['date_between:2024-12-31,2024-01-01', '2024-07-01', true],
    ['date_between:2024-01-01,2024-12-31', '2025-01-01', false],
    ['date_between:2024-12-31', '2024-06-16', true],
    ['date_between:2024-12-31', '2024-06-14', false],
  ])('date_between includes both ends, in either order: %s with %j is valid = %s', async (rules, value, valid) => {
    expect(await check(value, rules)).toBe(valid);
  });

  it.each<Case>([
    ['date_format:MM/DD/YYYY', '02/29/2024', true],
    ['date_format:MM/DD/YYYY', '02/29/2023', false],
    ['date_format:MM/DD/YYYY', '2/9/2024', false],
    ['date_format:M/D/YYYY', '2/9/2024', true],
    ['date_format:DD.MM.YYYY', '31.12.2024', true],
    ['date_format:DD.MM.YYYY', '31.04.2024', false],
    ['date_format:DD.MM.YY', '01.01.24', true],
    ['date_format:DD.MM.YYYY', '13.13.2024', false],
    ['date_format', '2024-05-01', true],
    ['date_format', 'yesterday-ish', false],
  ])('date_format checks shape and calendar: %s with %j is valid = %s', async (rules, value, valid) => {
    expect(await check(value, rules)).toBe(valid);
  });
});
