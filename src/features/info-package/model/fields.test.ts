import { describe, expect, it } from 'vitest';
import { createFormModel } from '@/platform/forms/model/create-form-model';
import { infoPackageFields, type InfoPackageFieldCopy } from './fields';

const copy: InfoPackageFieldCopy = {
  firstName: 'Vorname',
  lastName: 'Nachname',
  email: 'E-Mail-Adresse',
  phone: 'Telefonnummer',
  role: 'Für wen?',
  roleSelf: 'Für mich',
  roleRelative: 'Für Angehörige',
  street: 'Straße',
  postalCode: 'PLZ',
  city: 'Ort',
  optIn: 'Einverstanden',
};

const texts = { roleRequired: 'Wähle, für wen.', optInRequired: 'Stimm bitte zu.' };
const definitions = () => infoPackageFields(copy, (key) => texts[key]);
const byName = (name: string) => definitions().find((field) => field.name === name);

describe('the info package field definitions', () => {
  it('declares the visible fields, the tracking fields and the locale, but not the trap', () => {
    const names = definitions().map(({ name }) => name);
    expect(names.slice(0, 9)).toEqual(['VORNAME', 'NACHNAME', 'EMAIL', 'TELEFONNUMMER', 'QUESTION_ROLE', 'STRASSE_HAUSNUMMER', 'PLZ', 'STADT', 'OPT_IN']);
    expect(names).toHaveLength(22);
    expect(names).not.toContain('email_address_check');
    expect(byName('locale')).toMatchObject({ type: 'hidden', value: 'de' });
  });

  it('offers the role as 1 for oneself and 2 for a relative', () => {
    expect(byName('QUESTION_ROLE')?.options).toEqual([
      { value: '1', label: 'Für mich' },
      { value: '2', label: 'Für Angehörige' },
    ]);
  });

  it('caps every text input at 200 characters and leaves the phone unvalidated', () => {
    const form = createFormModel(definitions());
    const fields = form.getSnapshot().fields;
    for (const name of ['VORNAME', 'NACHNAME', 'EMAIL', 'TELEFONNUMMER', 'STRASSE_HAUSNUMMER', 'PLZ', 'STADT']) {
      expect(fields[name]?.native.maxLength).toBe(200);
    }
    expect(byName('TELEFONNUMMER')?.rules).toBeUndefined();
  });

  it('requires names, e-mail, role and consent natively too', () => {
    const fields = createFormModel(definitions()).getSnapshot().fields;
    const required = Object.values(fields)
      .filter((field) => field.native.required)
      .map(({ name }) => name);
    expect(required).toEqual(['VORNAME', 'NACHNAME', 'EMAIL', 'QUESTION_ROLE', 'OPT_IN']);
  });

  it('blocks a submission without the required values and with a malformed e-mail', async () => {
    const form = createFormModel(definitions());
    form.setValue('EMAIL', 'juergen@');
    const result = await form.submit(() => undefined);
    expect(result).toEqual({ status: 'invalid', invalid: ['VORNAME', 'NACHNAME', 'EMAIL', 'QUESTION_ROLE', 'OPT_IN'] });
    form.dispose();
  });

  it('asks for the role and the consent in the form’s own words, looked up when shown', async () => {
    const form = createFormModel(definitions());
    await form.submit(() => undefined);
    const fields = form.getSnapshot().fields;
    expect(fields.QUESTION_ROLE?.visibleMessages.map(({ text }) => text)).toEqual(['Wähle, für wen.']);
    expect(fields.OPT_IN?.visibleMessages.map(({ text }) => text)).toEqual(['Stimm bitte zu.']);
    form.dispose();
  });
});

describe('the hidden tracking fields', () => {
  it('never make the form incomplete, whatever they carry', async () => {
    const { hiddenTrackingFieldNames } = await import('@/platform/tracking/model/hidden-fields');
    const fc = (await import('fast-check')).default;
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 700 }), async (carried) => {
        const form = createFormModel(definitions());
        form.setValue('VORNAME', 'Anna');
        form.setValue('NACHNAME', 'Muster');
        form.setValue('EMAIL', 'anna@example.com');
        form.setValue('QUESTION_ROLE', '1');
        form.setValue('OPT_IN', true);
        for (const name of hiddenTrackingFieldNames) form.setValue(name, carried);
        form.setValue('UTM_CAMPAIGN', '\uFB2C'.repeat(150));
        const result = await form.submit(() => undefined);
        form.dispose();
        expect(result.status).not.toBe('invalid');
      }),
      { numRuns: 40 },
    );
  });
});
