import { describe, expect, it } from 'vitest';
import { oneGroupRequired, requiredWhen } from './cross-field-rules';
import type { FormValues } from './field-definition';

const labels: Record<string, string> = { reference: 'Kundennummer', street: 'Straße', postalCode: 'PLZ', city: 'Ort', kind: 'Art', reason: 'Grund' };
const context = (values: FormValues, locale: 'de' | 'en' = 'de') => ({ values, locale, label: (name: string) => labels[name] ?? name });

describe('required when another input has a value', () => {
  const reason = requiredWhen({ field: 'reason', when: { field: 'kind', is: 'extraordinary' } });

  it("asks for the input while the other holds the value, in the visitor's language", () => {
    expect(reason.check(context({ kind: 'extraordinary', reason: '' }))).toEqual({ messages: { reason: 'Grund ist ein Pflichtfeld.' }, inactive: [] });
    expect(reason.check(context({ kind: 'extraordinary', reason: '  ' }, 'en')).messages).toEqual({ reason: 'Grund is required.' });
  });

  it('is content once the input is filled in', () => {
    expect(reason.check(context({ kind: 'extraordinary', reason: 'Umzug' }))).toEqual({ messages: {}, inactive: [] });
  });

  it('takes the input out of the form while the other holds another value', () => {
    expect(reason.check(context({ kind: 'ordinary', reason: 'egal' }))).toEqual({ messages: {}, inactive: ['reason'] });
  });

  it('without a value to wait for, asks as soon as the other input has anything', () => {
    const city = requiredWhen({ field: 'city', when: { field: 'street' }, message: (label) => `${label} fehlt.` });
    expect(city.check(context({ street: 'Hauptstraße 1', city: '' })).messages).toEqual({ city: 'Ort fehlt.' });
    expect(city.check(context({ street: '', city: '' }))).toEqual({ messages: {}, inactive: ['city'] });
  });

  it('checks what was given while it is required, and nothing while it is not', () => {
    const date = requiredWhen({
      field: 'reason',
      when: { field: 'kind', is: 'extraordinary' },
      check: (value) => (value === 'Umzug' ? undefined : 'Kein Grund.'),
    });
    expect(date.check(context({ kind: 'extraordinary', reason: 'Langeweile' })).messages).toEqual({ reason: 'Kein Grund.' });
    expect(date.check(context({ kind: 'extraordinary', reason: 'Umzug' })).messages).toEqual({});
    expect(date.check(context({ kind: 'ordinary', reason: 'Langeweile' }))).toEqual({ messages: {}, inactive: ['reason'] });
  });

  it("says the rule language's words when the form's own message fails", () => {
    const broken = requiredWhen({
      field: 'reason',
      when: { field: 'kind', is: 'extraordinary' },
      message: () => {
        throw new Error('no copy');
      },
    });
    expect(broken.check(context({ kind: 'extraordinary' })).messages).toEqual({ reason: 'Grund ist ein Pflichtfeld.' });
  });
});

describe('one of several groups is required', () => {
  const contract = oneGroupRequired({ groups: [['reference'], ['street', 'postalCode', 'city']] });

  it('is content with any group filled in whole', () => {
    expect(contract.check(context({ reference: 'L-1' }))).toEqual({ messages: {}, inactive: [] });
    expect(contract.check(context({ street: 'Hauptstraße 1', postalCode: '10115', city: 'Berlin' }))).toEqual({ messages: {}, inactive: [] });
    // A whole group wins over another that is only started.
    expect(contract.check(context({ reference: 'L-1', street: 'Hauptstraße 1' })).messages).toEqual({});
  });

  it('asks on the first input for one of the groups when none is started', () => {
    expect(contract.check(context({ reference: ' ', street: '' })).messages).toEqual({ reference: 'Bitte fülle „Kundennummer“ oder „Straße, PLZ, Ort“ aus.' });
    expect(contract.check(context({}, 'en')).messages).toEqual({ reference: 'Please fill in “Kundennummer” or “Straße, PLZ, Ort”.' });
  });

  it('names each input a started group still lacks', () => {
    expect(contract.check(context({ street: 'Hauptstraße 1' })).messages).toEqual({
      postalCode: 'Bitte fülle auch „PLZ“ aus.',
      city: 'Bitte fülle auch „Ort“ aus.',
    });
  });

  it("says the form's own words where it has them", () => {
    const worded = oneGroupRequired({
      groups: [['reference'], ['street', 'city']],
      messages: { missing: 'Nummer oder Anschrift, bitte.', incomplete: (label) => `${label}?` },
    });
    expect(worded.check(context({})).messages).toEqual({ reference: 'Nummer oder Anschrift, bitte.' });
    expect(worded.check(context({ city: 'Berlin' })).messages).toEqual({ street: 'Straße?' });
  });
});
