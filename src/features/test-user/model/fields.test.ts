import { describe, expect, it } from 'vitest';
import { createFormModel } from '@/platform/forms/model/create-form-model';
import type { FieldValue, FormValues } from '@/platform/forms/model/field-definition';
import { testUserFields, type TestUserFieldCopy, type TestUserMessageKey } from './fields';

const copy: TestUserFieldCopy = {
  firstName: 'Vorname',
  lastName: 'Nachname',
  email: 'E-Mail-Adresse',
  phone: 'Telefonnummer',
  phoneDescription: 'Für die Einrichtung am Telefon',
  street: 'Straße und Hausnummer',
  streetDescription: 'Dorthin kommt das Gerät',
  postalCode: 'Postleitzahl',
  city: 'Ort',
  user: 'Wer nutzt es?',
  userSelf: 'Ich selbst',
  userRelative: 'Eine angehörige Person',
  message: 'Nachricht',
  messageDescription: 'Freiwillig',
  consent: 'Einverstanden',
};

const message = (key: TestUserMessageKey) => `message:${key}`;

const complete: FormValues = {
  firstName: 'Greta',
  lastName: 'Muster',
  email: 'greta@example.com',
  phone: '030 1234567',
  street: 'Lindenallee 5',
  postalCode: '10115',
  city: 'Berlin',
  user: 'self',
  consent: true,
};

/** The texts the form would show for one field after a submit of otherwise complete values. */
async function messagesFor(name: string, value: FieldValue): Promise<string[]> {
  const form = createFormModel(testUserFields(copy, message), { locale: 'de' });
  for (const [field, typed] of Object.entries({ ...complete, [name]: value })) form.setValue(field, typed);
  await form.submit(() => undefined);
  return form.getSnapshot().fields[name]?.visibleMessages.map(({ text }) => text) ?? [];
}

describe('the application form definitions', () => {
  it('asks for contact, address, user, message and consent in that order', () => {
    expect(testUserFields(copy, message).map(({ name, type }) => `${name}:${type}`)).toEqual([
      'firstName:text',
      'lastName:text',
      'email:email',
      'phone:tel',
      'street:text',
      'postalCode:text',
      'city:text',
      'user:radio',
      'message:textarea',
      'consent:checkbox',
    ]);
  });

  it('says the address is where the device goes and offers "self" or "relative"', () => {
    const fields = testUserFields(copy, message);
    expect(fields.find(({ name }) => name === 'street')?.description).toBe('Dorthin kommt das Gerät');
    expect(fields.find(({ name }) => name === 'user')?.options).toEqual([
      { value: 'self', label: 'Ich selbst' },
      { value: 'relative', label: 'Eine angehörige Person' },
    ]);
  });

  it('lets complete values through, with or without a message', async () => {
    expect(await messagesFor('message', '')).toEqual([]);
    expect(await messagesFor('message', 'Bitte vormittags anrufen.')).toEqual([]);
  });

  it('requires the phone number, since the device is set up by phone', async () => {
    expect(await messagesFor('phone', '')).toHaveLength(1);
    expect(await messagesFor('phone', 'abends')).toEqual(['message:phoneFormat']);
  });

  it('requires who will use it, and only the two choices', async () => {
    expect(await messagesFor('user', '')).toEqual(['message:userRequired']);
    expect(await messagesFor('user', 'neighbour')).toEqual(['message:userRequired']);
  });

  it('requires the consent and a German postal code', async () => {
    expect(await messagesFor('consent', false)).toEqual(['message:consentRequired']);
    expect(await messagesFor('postalCode', '1011')).toEqual(['message:postalCodeFormat']);
  });

  it('caps the message at 1000 characters', async () => {
    expect(await messagesFor('message', 'x'.repeat(1000))).toEqual([]);
    expect(await messagesFor('message', 'x'.repeat(1001))).toHaveLength(1);
    expect(testUserFields(copy, message).find(({ name }) => name === 'message')?.rules).toBe('length:0,1000');
  });
});
