import { labelOf, type Locale } from '../domain/field-labels.ts';

/**
 * What the service says to visitors, in German (the default) and English: the refusals of a
 * request, naming a field by its label.
 */
export type { Locale } from '../domain/field-labels.ts';

/** Pure: the visitor's language from Accept-Language (its first de or en), German otherwise. */
export function localeOf(acceptLanguage: string | null | undefined): Locale {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    if (tag.startsWith('de')) return 'de';
    if (tag.startsWith('en')) return 'en';
  }
  return 'de';
}

const texts = {
  de: {
    invalidField: (field: string) => `Bitte prüfe das Feld „${field}“: Die Angabe fehlt oder ist ungültig.`,
    invalidRequest: 'Die Angaben sind unvollständig oder ungültig. Bitte prüfe das Formular.',
    unreadable: 'Die Anfrage konnte nicht gelesen werden. Bitte sende das Formular noch einmal.',
    tooLarge: 'Die Anfrage ist zu groß. Bitte kürze deine Angaben.',
    badKey: 'Die Kennung der Anfrage (Idempotency-Key) ist ungültig.',
    sepaOff:
      'Vorbestellungen per SEPA-Lastschrift nehmen wir gerade nicht an, weil die sichere Speicherung der IBAN nicht eingerichtet ist. Bitte wähle PayPal oder versuche es später noch einmal.',
    paypalPending: 'PayPal ist gerade nicht erreichbar. Bitte versuche es in einer Minute noch einmal; deine Vorbestellung ist gespeichert.',
    notFound: 'Diese Adresse gibt es nicht.',
    unavailable: 'Wir können deine Angaben gerade nicht speichern. Bitte versuche es in ein paar Sekunden noch einmal.',
    keyInUse: 'Diese Angaben werden gerade schon gespeichert. Bitte warte einen Moment.',
    keyReused: 'Diese Anfrage wurde schon einmal mit anderen Angaben gesendet. Bitte lade die Seite neu und sende das Formular noch einmal.',
    tooMany: 'Von deinem Anschluss kamen gerade sehr viele Anfragen. Bitte warte eine Minute und sende das Formular dann noch einmal.',
    returnUrl: 'Die Rücksprungadresse gehört nicht zu unserer Website.',
    internal: 'Bei uns ist ein Fehler aufgetreten. Bitte versuche es in ein paar Minuten noch einmal.',
  },
  en: {
    invalidField: (field: string) => `Please check the ${field}: it is missing or not valid.`,
    invalidRequest: 'Some details are missing or not valid. Please check the form.',
    unreadable: 'The request could not be read. Please send the form again.',
    tooLarge: 'The request is too large. Please shorten your details.',
    badKey: 'The request id (Idempotency-Key) is not valid.',
    sepaOff:
      'We cannot take pre-orders by SEPA direct debit right now, because secure storage of the IBAN is not set up. Please choose PayPal or try again later.',
    paypalPending: 'PayPal cannot be reached right now. Please try again in a minute; your pre-order is saved.',
    notFound: 'There is no such address.',
    unavailable: 'We cannot save your details right now. Please try again in a few seconds.',
    keyInUse: 'These details are being saved right now. Please wait a moment.',
    keyReused: 'This request was sent before with other details. Please reload the page and send the form again.',
    tooMany: 'Very many requests came from your connection just now. Please wait a minute, then send the form again.',
    returnUrl: 'The return address is not on our website.',
    internal: 'Something went wrong on our side. Please try again in a few minutes.',
  },
} as const;

export type MessageKey = Exclude<keyof (typeof texts)['de'], 'invalidField'>;

export const message = (locale: Locale, key: MessageKey): string => texts[locale][key];

export function invalidMessage(locale: Locale, field: string | undefined): string {
  const name = field ? labelOf(locale, field) : undefined;
  return name ? texts[locale].invalidField(name) : texts[locale].invalidRequest;
}
