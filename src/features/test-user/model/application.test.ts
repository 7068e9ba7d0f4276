import { describe, expect, it } from 'vitest';
import { testUserApplication } from './application';

const typed = {
  firstName: 'Anna',
  lastName: 'Beispiel',
  email: 'anna@example.com',
  phone: '0171 2345678',
  street: 'Am Markt 1',
  postalCode: '04109',
  city: 'Leipzig',
  user: 'self',
  message: '',
  consent: true,
};

describe('testUserApplication', () => {
  it('builds the request fields in the contract names', () => {
    expect(testUserApplication(typed, 'de', 'dipa')).toEqual({
      kind: 'send',
      fields: {
        programme: 'dipa',
        firstName: 'Anna',
        lastName: 'Beispiel',
        email: 'anna@example.com',
        phone: '0171 2345678',
        street: 'Am Markt 1',
        postalCode: '04109',
        city: 'Leipzig',
        user: 'self',
        consent: 'yes',
        locale: 'de',
      },
    });
  });

  it('names the first field that cannot be sent', () => {
    expect(testUserApplication({ ...typed, street: '  ' }, 'de', 'test-user')).toEqual({ kind: 'invalid', field: 'street' });
    expect(testUserApplication({ ...typed, user: '' }, 'de', 'test-user')).toEqual({ kind: 'invalid', field: 'user' });
    expect(testUserApplication({ ...typed, consent: 'yes' }, 'de', 'test-user')).toEqual({ kind: 'invalid', field: 'consent' });
  });
});
