/** Requests that match the API contract (docs/api/openapi.yaml), as the site's forms send them. */
export const validCallback = { name: 'Anna Muster', phone: '030 1234567', day: 'any', time: '', consent: 'yes', locale: 'de' } as const;

export const validTestUser = {
  programme: 'test-user',
  firstName: 'Anna',
  lastName: 'Muster',
  email: 'anna@example.com',
  phone: '030 1234567',
  street: 'Hauptstraße 1',
  postalCode: '10115',
  city: 'Berlin',
  user: 'self',
  consent: 'yes',
  locale: 'de',
} as const;

export const validSepaOrder = {
  plan: 'erweitert',
  firstName: 'Anna',
  lastName: 'Muster',
  street: 'Hauptstraße 1',
  postalCode: '10115',
  city: 'Berlin',
  email: 'anna@example.com',
  phone: '030 1234567',
  paymentMethod: 'sepa',
  accountHolder: 'Anna Muster',
  iban: 'DE89370400440532013000',
  mandate: 'yes',
  locale: 'de',
} as const;

export const validPaypalOrder = {
  plan: 'basis',
  firstName: 'Anna',
  lastName: 'Muster',
  street: 'Hauptstraße 1',
  postalCode: '10115',
  city: 'Berlin',
  email: 'anna@example.com',
  phone: '030 1234567',
  paymentMethod: 'paypal',
  returnUrl: 'http://127.0.0.1:4173/checkout/paypal',
  locale: 'de',
} as const;

/** A cancellation identified by its order number, ordinary, to the next possible date. */
export const validCancellation = {
  name: 'Anna Muster',
  email: 'anna@example.com',
  contractReference: 'L-2026-0042',
  kind: 'ordinary',
  effective: 'earliest',
  locale: 'de',
};

export const validWithdrawal = {
  name: 'Anna Muster',
  email: 'anna@example.com',
  orderReference: 'L-2026-0042',
  contract: 'Abo Erweitert, bestellt am 20.11.2026',
  locale: 'de',
};

export const validBarrierReport = {
  problem: 'Der Knopf zum Absenden ist mit der Tastatur nicht erreichbar.',
  location: '/infopaket',
  name: '',
  email: '',
  locale: 'de',
};
