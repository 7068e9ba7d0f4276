/**
 * The contract's fields as visitors know them, in German (the default) and English: for the
 * refusals at the door and for the receipt e-mails.
 */
export type Locale = 'de' | 'en';

const fieldNames: Record<Locale, Record<string, string>> = {
  de: {
    name: 'Name',
    firstName: 'Vorname',
    lastName: 'Nachname',
    email: 'E-Mail-Adresse',
    phone: 'Telefonnummer',
    day: 'Tag',
    time: 'Uhrzeit',
    consent: 'Einwilligung',
    locale: 'Sprache',
    street: 'Straße und Hausnummer',
    postalCode: 'Postleitzahl',
    city: 'Ort',
    user: 'Nutzer',
    programme: 'Programm',
    message: 'Nachricht',
    plan: 'Tarif',
    paymentMethod: 'Zahlungsart',
    accountHolder: 'Kontoinhaber',
    iban: 'IBAN',
    mandate: 'SEPA-Mandat',
    returnUrl: 'Rücksprungadresse',
    contractReference: 'Kunden- oder Bestellnummer',
    kind: 'Art der Kündigung',
    reason: 'Kündigungsgrund',
    effective: 'Zeitpunkt',
    orderReference: 'Bestellnummer',
    contract: 'Vertrag',
    problem: 'Beschreibung der Barriere',
    location: 'Fundort',
    email_address_check: 'Kontrollfeld',
  },
  en: {
    name: 'name',
    firstName: 'first name',
    lastName: 'last name',
    email: 'e-mail address',
    phone: 'phone number',
    day: 'day',
    time: 'time',
    consent: 'consent',
    locale: 'language',
    street: 'street and number',
    postalCode: 'postal code',
    city: 'town',
    user: 'user',
    programme: 'programme',
    message: 'message',
    plan: 'plan',
    paymentMethod: 'payment method',
    accountHolder: 'account holder',
    iban: 'IBAN',
    mandate: 'SEPA mandate',
    returnUrl: 'return address',
    contractReference: 'customer or order number',
    kind: 'kind of cancellation',
    reason: 'reason for cancellation',
    effective: 'date',
    orderReference: 'order number',
    contract: 'contract',
    problem: 'description of the barrier',
    location: 'location',
    email_address_check: 'check field',
  },
};

/** The label of one of the contract's fields; never a property of Object.prototype, whatever the name. */
export const labelOf = (locale: Locale, field: string): string | undefined =>
  Object.hasOwn(fieldNames[locale], field) ? fieldNames[locale][field] : undefined;

export const fieldLabel = (locale: Locale, field: string): string => labelOf(locale, field) ?? field;
