import { describe, expect, it } from 'vitest';
import { createFormModel } from '@/platform/forms/model/create-form-model';
import type { FieldValue } from '@/platform/forms/model/field-definition';
import { callbackFields, type CallbackFieldCopy, type CallbackMessageKey } from './fields';
import { callbackDays } from './time-window';

const copy: CallbackFieldCopy = {
  name: 'Name',
  phone: 'Telefonnummer',
  phoneDescription: 'Festnetz oder Handy',
  day: 'Wunschtag',
  days: { any: 'Egal', mon: 'Montag', tue: 'Dienstag', wed: 'Mittwoch', thu: 'Donnerstag', fri: 'Freitag' },
  time: 'Uhrzeit',
  timeDescription: 'Zwischen 08:00 und 16:00 Uhr',
  consent: 'Einverstanden',
};

const message = (key: CallbackMessageKey) => `message:${key}`;
const window = { from: 480, to: 960 };

/** The texts the form would show for one field after a submit. */
async function messagesFor(name: string, value: FieldValue): Promise<string[]> {
  const form = createFormModel(callbackFields(copy, message, window), { locale: 'de' });
  form.setValue(name, value);
  await form.submit(() => undefined);
  return form.getSnapshot().fields[name]?.visibleMessages.map(({ text }) => text) ?? [];
}

describe('the callback form definitions', () => {
  it('asks for name, phone, day, time and consent in that order', () => {
    expect(callbackFields(copy, message, window).map(({ name, type }) => `${name}:${type}`)).toEqual([
      'name:text',
      'phone:tel',
      'day:select',
      'time:text',
      'consent:checkbox',
    ]);
  });

  it('offers "any weekday" first and then Monday to Friday, nothing at the weekend', () => {
    const day = callbackFields(copy, message, window).find(({ name }) => name === 'day');
    expect(day?.options?.map(({ value }) => value)).toEqual([...callbackDays]);
    expect(day?.options?.[0]).toEqual({ value: 'any', label: 'Egal' });
  });

  it('requires the phone number and the consent, and takes the name when given', async () => {
    expect(await messagesFor('name', '')).toEqual([]);
    expect(await messagesFor('name', 'x'.repeat(201))).toHaveLength(1);
    expect(await messagesFor('phone', '')).toHaveLength(1);
    expect(await messagesFor('consent', false)).toEqual(['message:consentRequired']);
  });

  it('accepts German and international phone numbers as people write them', async () => {
    for (const phone of ['030 1234567', '(030) 123-45 67', '+49 151 1234 5678', '0151/12345678', '089.123456']) {
      expect(await messagesFor('phone', phone)).toEqual([]);
    }
  });

  it('refuses a phone number with letters or too few digits', async () => {
    expect(await messagesFor('phone', 'Anna')).toEqual(['message:phoneFormat']);
    expect(await messagesFor('phone', '12 34')).toEqual(['message:phoneFormat']);
  });

  it('leaves the time optional', async () => {
    expect(await messagesFor('time', '')).toEqual([]);
  });

  it('accepts a time within the window', async () => {
    expect(await messagesFor('time', '10:30')).toEqual([]);
    expect(await messagesFor('time', '14 Uhr')).toEqual([]);
  });

  it('says when a time lies outside the window', async () => {
    expect(await messagesFor('time', '18:30')).toEqual(['message:timeOutside']);
    expect(await messagesFor('time', '7:45')).toEqual(['message:timeOutside']);
  });

  it('says when the time is not a time at all', async () => {
    expect(await messagesFor('time', 'abends')).toEqual(['message:timeFormat']);
  });

  it('refuses a day that is not offered (a weekend day slipped in by hand)', async () => {
    expect(await messagesFor('day', 'sat')).toEqual(['message:dayInvalid']);
  });
});
