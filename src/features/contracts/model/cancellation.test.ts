import { describe, expect, it } from 'vitest';
import { compileContract } from '@server/contract/compile.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createFormModel } from '@/platform/forms/model/create-form-model';
import type { FormValues } from '@/platform/forms/model/field-definition';
import { cancellationFields, type CancellationMessageKey, cancellationRequest, cancellationRules, isoDay } from './cancellation';

const contract = compileContract(readFileSync(join(process.cwd(), 'docs/api/openapi.yaml'), 'utf8'));
const today = '2026-11-28';
const typed = {
  name: ' Anna Muster ',
  email: 'anna@example.com ',
  contractReference: ' L-2026-0042 ',
  street: '',
  postalCode: '',
  city: '',
  kind: 'ordinary',
  reason: '',
  effective: 'earliest',
  effectiveDate: '',
};

describe('a cancellation request', () => {
  it('sends the trimmed fields the contract names, and nothing left empty', () => {
    const request = cancellationRequest(typed, 'de', today);
    expect(request).toEqual({
      name: 'Anna Muster',
      email: 'anna@example.com',
      contractReference: 'L-2026-0042',
      kind: 'ordinary',
      effective: 'earliest',
      locale: 'de',
    });
    expect(contract.check('/cancellation', request)).toBeUndefined();
  });

  it('identifies the contract by the postal address when there is no number', () => {
    const request = cancellationRequest({ ...typed, contractReference: '', street: 'Hauptstraße 1', postalCode: ' 10115 ', city: 'Berlin' }, 'en', today);
    expect(request).toMatchObject({ street: 'Hauptstraße 1', postalCode: '10115', city: 'Berlin', locale: 'en' });
    expect(request).not.toHaveProperty('contractReference');
    expect(contract.check('/cancellation', request)).toBeUndefined();
  });

  it('carries the reason of an extraordinary cancellation and the chosen date as ISO', () => {
    const request = cancellationRequest(
      { ...typed, kind: 'extraordinary', reason: ' Umzug ins Pflegeheim ', effective: 'date', effectiveDate: '31.12.2026' },
      'de',
      today,
    );
    expect(request).toMatchObject({ kind: 'extraordinary', reason: 'Umzug ins Pflegeheim', effective: '2026-12-31' });
    expect(contract.check('/cancellation', request)).toBeUndefined();
  });

  it('leaves out a reason typed before switching back to an ordinary cancellation, and a date left behind', () => {
    const request = cancellationRequest({ ...typed, reason: 'egal', effectiveDate: '1.1.2027' }, 'de', today);
    expect(request).toMatchObject({ effective: 'earliest' });
    expect(request).not.toHaveProperty('reason');
  });

  it('is refused for values whose problems the form should have shown', () => {
    const wrongs: FormValues[] = [
      { contractReference: '' },
      { name: ' ' },
      { kind: 'sonderbar' },
      { kind: 'extraordinary' },
      { effective: 'date', effectiveDate: '31.02.2027' },
      { effective: 'date', effectiveDate: '27.11.2026' },
    ];
    for (const wrong of wrongs) expect(cancellationRequest({ ...typed, ...wrong }, 'de', today), JSON.stringify(wrong)).toBeUndefined();
  });
});

describe('the rules of the cancellation form', () => {
  const message = (key: CancellationMessageKey) => `message:${key}`;
  const copy = Object.fromEntries(
    [
      'name',
      'email',
      'emailDescription',
      'contractReference',
      'contractReferenceDescription',
      'street',
      'postalCode',
      'city',
      'kind',
      'reason',
      'reasonDescription',
      'effective',
      'effectiveDate',
      'effectiveDateDescription',
    ].map((key) => [key, key]),
  );
  const fields = cancellationFields(
    { ...copy, kinds: { ordinary: 'o', extraordinary: 'e' }, effectiveChoices: { earliest: 'e', date: 'd' } } as never,
    message,
  );

  /** What the form shows on each input after a submit of these values. */
  async function problems(values: FormValues): Promise<Record<string, string[]>> {
    const form = createFormModel(fields, { values: { ...typed, email: 'anna@example.com', ...values }, crossFieldRules: cancellationRules(message, today) });
    await form.submit(() => undefined);
    const shown = Object.values(form.getSnapshot().fields).map((field) => [field.name, field.visibleMessages.map(({ text }) => text)] as const);
    return Object.fromEntries(shown.filter(([, texts]) => texts.length > 0));
  }

  it('asks for a number or an address when neither is there', async () => {
    expect(await problems({ contractReference: '' })).toEqual({ contractReference: ['message:identifyContract'] });
  });

  it('names the missing parts of a started address', async () => {
    expect(await problems({ contractReference: '', street: 'Hauptstraße 1' })).toEqual({
      postalCode: ['message:addressIncomplete'],
      city: ['message:addressIncomplete'],
    });
  });

  it('asks for the reason of an extraordinary cancellation', async () => {
    expect(await problems({ kind: 'extraordinary' })).toEqual({ reason: ['message:reasonRequired'] });
  });

  it('asks for a chosen date that exists and is not past, and minds no date left behind', async () => {
    expect(await problems({ effective: 'date' })).toEqual({ effectiveDate: ['message:dateRequired'] });
    expect(await problems({ effective: 'date', effectiveDate: '31.02.2027' })).toEqual({ effectiveDate: ['message:dateFormat'] });
    expect(await problems({ effective: 'date', effectiveDate: 'Silvester' })).toEqual({ effectiveDate: ['message:dateFormat'] });
    expect(await problems({ effective: 'date', effectiveDate: '27.11.2026' })).toEqual({ effectiveDate: ['message:datePast'] });
    expect(await problems({ effective: 'date', effectiveDate: '28.11.2026' })).toEqual({});
    expect(await problems({ effective: 'date', effectiveDate: '2026-11-28' })).toEqual({});
    expect(await problems({ effective: 'earliest', effectiveDate: 'Silvester' })).toEqual({});
  });
});

describe('isoDay', () => {
  it('reads German and ISO days and refuses days that do not exist', () => {
    expect(isoDay('1.2.2027')).toBe('2027-02-01');
    expect(isoDay(' 2026-12-31 ')).toBe('2026-12-31');
    expect(isoDay('29.02.2027')).toBeUndefined();
    expect(isoDay('2027-02-29')).toBeUndefined();
    expect(isoDay('12/31/2026')).toBeUndefined();
  });
});
