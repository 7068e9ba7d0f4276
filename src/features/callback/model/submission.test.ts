import { describe, expect, it } from 'vitest';
import type { FormValues } from '@/platform/forms/model/field-definition';
import { asRecord, planCallback } from './submission';

const window = { from: 480, to: 960 };
const typed: FormValues = { name: ' Anna Muster ', phone: ' (030) 123-45 67 ', day: 'tue', time: '1030', consent: true };

describe('planCallback', () => {
  it('builds the request with trimmed text and the time written as HH:MM', () => {
    const plan = planCallback(typed, '', 'de', window);
    expect(plan).toEqual({
      kind: 'send',
      fields: { name: 'Anna Muster', phone: '(030) 123-45 67', day: 'tue', time: '10:30', consent: 'yes', locale: 'de' },
      contact: { phone: '(030) 123-45 67' },
      wish: { day: 'tue', time: '10:30' },
    });
  });

  it('sends an empty time and "any" day as "whenever suits you"', () => {
    const plan = planCallback({ ...typed, day: 'any', time: '  ' }, '', 'en', window);
    expect(plan.kind === 'send' && plan.fields).toMatchObject({ day: 'any', time: '', locale: 'en' });
  });

  it('treats a missing day as "any"', () => {
    const plan = planCallback({ ...typed, day: '' }, '', 'de', window);
    expect(plan.kind === 'send' && plan.fields.day).toBe('any');
  });

  it('sends nothing for a bot that filled the trap', () => {
    expect(planCallback(typed, 'https://spam.example', 'de', window)).toEqual({ kind: 'skip' });
  });

  it('refuses a time outside the window even if the form let it through', () => {
    expect(planCallback({ ...typed, time: '17:30' }, '', 'de', window)).toEqual({ kind: 'invalid', field: 'time' });
    expect(planCallback({ ...typed, time: 'abends' }, '', 'de', window)).toEqual({ kind: 'invalid', field: 'time' });
  });

  it('refuses a weekend day, a missing phone number or missing consent', () => {
    expect(planCallback({ ...typed, day: 'sat' }, '', 'de', window)).toEqual({ kind: 'invalid', field: 'day' });
    expect(planCallback({ ...typed, phone: ' ' }, '', 'de', window)).toEqual({ kind: 'invalid', field: 'phone' });
    expect(planCallback({ ...typed, consent: false }, '', 'de', window)).toEqual({ kind: 'invalid', field: 'consent' });
  });

  it('hands the outbox a plain string record', () => {
    const plan = planCallback(typed, '', 'de', window);
    if (plan.kind !== 'send') throw new Error('expected a request');
    expect(Object.values(asRecord(plan.fields)).every((value) => typeof value === 'string')).toBe(true);
  });
});
