import { describe, expect, it } from 'vitest';
import type { FormValues } from '@/platform/forms/model/field-definition';
import { planSubmission } from '@/platform/forms/submission/model/descriptor';
import { callbackDescriptor } from './callback-descriptor';
import { callbackRequest } from './submission';

const window = { from: 480, to: 960 };
const typed: FormValues = { name: ' Anna Muster ', phone: ' (030) 123-45 67 ', day: 'tue', time: '1030', consent: true };
const target = { kind: 'api', baseUrl: 'https://api.example.test', path: '/callback', encoding: 'json' } as const;

describe('the callback request', () => {
  it('has trimmed text and the time written as HH:MM', () => {
    expect(callbackRequest(typed, 'de', window)).toEqual({
      name: 'Anna Muster',
      phone: '(030) 123-45 67',
      day: 'tue',
      time: '10:30',
      consent: 'yes',
      locale: 'de',
    });
  });

  it('leaves the name out when none was given', () => {
    expect(callbackRequest({ ...typed, name: '  ' }, 'de', window)).not.toHaveProperty('name');
  });

  it('sends an empty time and "any" day as "whenever suits you", and a missing day as "any"', () => {
    expect(callbackRequest({ ...typed, day: 'any', time: '  ' }, 'en', window)).toMatchObject({ day: 'any', time: '', locale: 'en' });
    expect(callbackRequest({ ...typed, day: '' }, 'de', window)?.day).toBe('any');
  });

  it('is refused for a time outside the window even if the form let it through', () => {
    expect(callbackRequest({ ...typed, time: '17:30' }, 'de', window)).toBeUndefined();
    expect(callbackRequest({ ...typed, time: 'abends' }, 'de', window)).toBeUndefined();
  });

  it('is refused for a weekend day, a missing phone number or missing consent', () => {
    expect(callbackRequest({ ...typed, day: 'sat' }, 'de', window)).toBeUndefined();
    expect(callbackRequest({ ...typed, phone: ' ' }, 'de', window)).toBeUndefined();
    expect(callbackRequest({ ...typed, consent: false }, 'de', window)).toBeUndefined();
  });
});

describe('the callback form as declared', () => {
  const context = { locale: 'de', today: '2026-11-30', honeypot: '' } as const;

  it('sends the request to the site API with callback_sent hashing only the phone, and confirms day, time and number', () => {
    expect(planSubmission(callbackDescriptor, { ...typed, time: '10:30' }, context, target)).toEqual({
      kind: 'send',
      shown: { wish: { day: 'tue', time: '10:30' }, phone: '(030) 123-45 67' },
      draft: {
        form: 'callback',
        target,
        fields: { name: 'Anna Muster', phone: '(030) 123-45 67', day: 'tue', time: '10:30', consent: 'yes', locale: 'de' },
        conversion: { event: 'callback_sent', contact: { phone: '(030) 123-45 67' } },
      },
    });
  });

  it('sends nothing for a bot that filled the trap, yet confirms like a success', () => {
    expect(planSubmission(callbackDescriptor, typed, { ...context, honeypot: 'https://spam.example' }, target)).toEqual({
      kind: 'skip',
      shown: { wish: { day: 'any', time: '' }, phone: '' },
    });
  });
});
