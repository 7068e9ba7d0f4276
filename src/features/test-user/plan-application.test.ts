import { describe, expect, it } from 'vitest';
import type { FormValues } from '@/platform/forms/model/field-definition';
import { loadApiContract } from '@mocks/api-contract';
import { planTestUserApplication } from './plan-application';

const typed: FormValues = {
  firstName: ' Greta ',
  lastName: 'Muster ',
  email: ' greta.muster@example.com',
  phone: ' (030) 123-45 67 ',
  street: 'Lindenallee 5 ',
  postalCode: ' 10115 ',
  city: ' Berlin',
  user: 'relative',
  message: '  Bitte nachmittags anrufen.  ',
  consent: true,
};

const apiBaseUrl = 'https://api.example.test';

function sentFields(values: FormValues, programme: 'test-user' | 'dipa' = 'test-user', locale: 'de' | 'en' = 'de') {
  const plan = planTestUserApplication(values, '', locale, programme, { apiBaseUrl });
  if (plan.kind !== 'send') throw new Error(`expected an application, got ${plan.kind}`);
  return plan;
}

describe('planTestUserApplication', () => {
  it('sends the typed values, trimmed, as JSON to /test-user with the conversion', () => {
    expect(planTestUserApplication(typed, '', 'de', 'test-user', { apiBaseUrl })).toEqual({
      kind: 'send',
      shown: { email: 'greta.muster@example.com' },
      draft: {
        form: 'test-user',
        target: { kind: 'api', baseUrl: 'https://api.example.test', path: '/test-user', encoding: 'json' },
        fields: {
          programme: 'test-user',
          firstName: 'Greta',
          lastName: 'Muster',
          email: 'greta.muster@example.com',
          phone: '(030) 123-45 67',
          street: 'Lindenallee 5',
          postalCode: '10115',
          city: 'Berlin',
          user: 'relative',
          message: 'Bitte nachmittags anrufen.',
          consent: 'yes',
          locale: 'de',
        },
        conversion: {
          event: 'dipa_form_sent',
          contact: { email: 'greta.muster@example.com', firstName: 'Greta', lastName: 'Muster', phone: '(030) 123-45 67' },
        },
      },
    });
  });

  it('names the page the application came from and the language it was read in', () => {
    expect(sentFields(typed, 'dipa', 'en').draft.fields).toMatchObject({ programme: 'dipa', locale: 'en' });
  });

  it('leaves the message out when nothing but spaces was written', () => {
    expect(sentFields({ ...typed, message: '   ' }).draft.fields).not.toHaveProperty('message');
    expect(sentFields({ ...typed, message: undefined as unknown as string }).draft.fields).not.toHaveProperty('message');
  });

  it('hands the outbox strings only', () => {
    expect(Object.values(sentFields(typed).draft.fields).every((value) => typeof value === 'string')).toBe(true);
  });

  it('sends nothing for a bot that filled the trap, yet answers like a success', () => {
    expect(planTestUserApplication(typed, 'https://spam.example', 'de', 'dipa', { apiBaseUrl })).toEqual({ kind: 'skip', shown: { email: '' } });
  });

  it('refuses values the form should have stopped', () => {
    const invalid = { kind: 'invalid' };
    expect(planTestUserApplication({ ...typed, email: ' ' }, '', 'de', 'test-user', { apiBaseUrl })).toEqual(invalid);
    expect(planTestUserApplication({ ...typed, phone: '' }, '', 'de', 'test-user', { apiBaseUrl })).toEqual(invalid);
    expect(planTestUserApplication({ ...typed, user: 'neighbour' }, '', 'de', 'test-user', { apiBaseUrl })).toEqual(invalid);
    expect(planTestUserApplication({ ...typed, consent: false }, '', 'de', 'test-user', { apiBaseUrl })).toEqual(invalid);
    expect(planTestUserApplication({ ...typed, message: 'x'.repeat(1001) }, '', 'de', 'test-user', { apiBaseUrl })).toEqual(invalid);
  });
});

describe('the application against the API contract', () => {
  it('matches TestUserRequest with and without a message, from either page', async () => {
    const contract = (await loadApiContract())!;
    expect(contract.check('/test-user', sentFields(typed).draft.fields)).toBeUndefined();
    expect(contract.check('/test-user', sentFields({ ...typed, message: '' }, 'dipa', 'en').draft.fields)).toBeUndefined();
    expect(contract.check('/test-user', sentFields({ ...typed, message: 'ä'.repeat(1000), user: 'self' }).draft.fields)).toBeUndefined();
  });

  it('would notice a field the contract does not know', async () => {
    const contract = (await loadApiContract())!;
    // Noticed, though not named back: the contract names only fields it has.
    expect(contract.check('/test-user', { ...sentFields(typed).draft.fields, name: 'Greta Muster' })).toMatch(/must NOT have additional properties/);
  });
});
