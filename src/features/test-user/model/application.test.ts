import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileContract } from '@server/contract/compile.ts';
import type { FormValues } from '@/platform/forms/model/field-definition';
import { planSubmission } from '@/platform/forms/submission/model/descriptor';
import { testUserRequest } from './application';
import { testUserDescriptor } from './test-user-descriptor';

const contract = compileContract(readFileSync(join(process.cwd(), 'docs/api/openapi.yaml'), 'utf8'));

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

const sent = {
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
};

describe('the application request', () => {
  it('has the typed values, trimmed, in the contract names', () => {
    expect(testUserRequest(typed, 'de', 'test-user')).toEqual(sent);
    expect(contract.check('/test-user', sent)).toBeUndefined();
  });

  it('names the page the application came from and the language it was read in', () => {
    expect(testUserRequest(typed, 'en', 'dipa')).toMatchObject({ programme: 'dipa', locale: 'en' });
  });

  it('leaves the message out when nothing but spaces was written', () => {
    expect(testUserRequest({ ...typed, message: '   ' }, 'de', 'test-user')).not.toHaveProperty('message');
    expect(testUserRequest({ ...typed, message: undefined as unknown as string }, 'de', 'test-user')).not.toHaveProperty('message');
  });

  it('is refused for values the form should have stopped', () => {
    const wrongs: FormValues[] = [
      { email: ' ' },
      { phone: '' },
      { street: '  ' },
      { user: 'neighbour' },
      { user: '' },
      { consent: false },
      { consent: 'yes' },
      { message: 'x'.repeat(1001) },
    ];
    for (const wrong of wrongs) {
      expect(testUserRequest({ ...typed, ...wrong }, 'de', 'test-user'), JSON.stringify(wrong)).toBeUndefined();
    }
  });
});

describe('the application as declared', () => {
  const target = { kind: 'api', baseUrl: 'https://api.example.test', path: '/test-user', encoding: 'json' } as const;
  const context = { locale: 'de', today: '2026-11-30', honeypot: '' } as const;

  it('goes to /test-user with dipa_form_sent, names its page for a post without script, and moves on to the confirmation page', () => {
    const descriptor = testUserDescriptor('test-user');
    expect(planSubmission(descriptor, typed, context, target)).toEqual({
      kind: 'send',
      shown: { email: 'greta.muster@example.com' },
      draft: {
        form: 'test-user',
        target,
        fields: sent,
        conversion: {
          event: 'dipa_form_sent',
          contact: { email: 'greta.muster@example.com', firstName: 'Greta', lastName: 'Muster', phone: '(030) 123-45 67' },
        },
      },
    });
    expect(testUserDescriptor('dipa').fixed).toEqual({ programme: 'dipa' });
    expect(descriptor.thanksPage).toBe('/dipa-submit-testuserform');
  });

  it('sends nothing for a bot that filled the trap, yet answers like a success', () => {
    expect(planSubmission(testUserDescriptor('dipa'), typed, { ...context, honeypot: 'https://spam.example' }, target)).toEqual({
      kind: 'skip',
      shown: { email: '' },
    });
  });
});
