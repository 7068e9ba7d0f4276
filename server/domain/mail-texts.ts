import type { SubmissionKind } from '../contract/kinds.generated.ts';
import { fieldLabel, type Locale } from './field-labels.ts';

/**
 * The receipt e-mails for cancellations and withdrawals: German and English, written for this
 * project. Each repeats what was received and when, as the law asks of the operator.
 */
export interface ReceiptMail {
  subject: string;
  text: string;
}

const copy = {
  de: {
    cancellation: {
      subject: 'Eingangsbestätigung deiner Kündigung',
      intro: 'wir haben deine Kündigung erhalten. Hier ist, was bei uns angekommen ist:',
      outro: 'Wir prüfen die Kündigung und schreiben dir, zu welchem Datum dein Vertrag endet. Du musst dafür nichts weiter tun.',
    },
    withdrawal: {
      subject: 'Eingangsbestätigung deines Widerrufs',
      intro: 'wir haben deinen Widerruf erhalten. Hier ist, was bei uns angekommen ist:',
      outro: 'Wir melden uns, wie du das Gerät zurückschickst, falls du es schon hast. Bereits gezahlte Beträge erstatten wir innerhalb von 14 Tagen.',
    },
    greeting: (name: string) => `Hallo ${name},`,
    received: 'Eingegangen am',
    reference: 'Eingangsnummer',
    signoff: 'Viele Grüße\ndein Lumi-Team',
    zone: 'Europe/Berlin',
    dateLocale: 'de-DE',
  },
  en: {
    cancellation: {
      subject: 'We received your cancellation',
      intro: 'we have received your cancellation. This is what reached us:',
      outro: 'We will check it and write to you with the date your contract ends. There is nothing else you need to do.',
    },
    withdrawal: {
      subject: 'We received your withdrawal',
      intro: 'we have received your withdrawal from the contract. This is what reached us:',
      outro: 'If you already have the device, we will tell you how to send it back. We refund any payments within 14 days.',
    },
    greeting: (name: string) => `Hello ${name},`,
    received: 'Received on',
    reference: 'Receipt number',
    signoff: 'Kind regards\nThe Lumi team',
    zone: 'Europe/Berlin',
    dateLocale: 'en-GB',
  },
} as const;

/** What each receipt repeats, in its order: a kind whose effects include a receipt needs its entry here and its words above. */
const shownFields = {
  cancellation: ['name', 'email', 'contractReference', 'street', 'postalCode', 'city', 'kind', 'reason', 'effective'],
  withdrawal: ['name', 'email', 'orderReference', 'contract'],
} as const satisfies Partial<Record<SubmissionKind, readonly string[]>>;

type ReceiptKind = keyof typeof shownFields;

/** Whether there is a receipt text for a kind of submission. */
export const hasReceiptText = (kind: string): kind is ReceiptKind => Object.hasOwn(shownFields, kind);

/** The fields a visitor may write several lines in; every other one is one line. */
const freeText: ReadonlySet<string> = new Set(['reason', 'contract']);

/** Pure: a one-line field as one line: whatever breaks a line (or controls a terminal) becomes a space. */
// Control characters are what this looks for.
// eslint-disable-next-line no-control-regex
export const oneLine = (value: string) => value.replace(/[\u0000-\u001F\u007F-\u009F\u2028\u2029]+/g, ' ').trim();

/**
 * Pure: free text, each of its lines indented under its label, so nothing a visitor wrote can
 * start a line of its own and pass for a line of ours.
 */
const indented = (value: string) =>
  value
    .split(/\r\n|\r|\n|\u2028|\u2029/)
    .map((line) => `    ${oneLine(line)}`)
    .join('\n');

const fieldLine = (locale: Locale, name: string, value: string) =>
  freeText.has(name) ? `  ${fieldLabel(locale, name)}:\n${indented(value)}` : `  ${fieldLabel(locale, name)}: ${oneLine(value)}`;

/** Pure: the e-mail for one receipt. */
export function receiptMail(kind: ReceiptKind, locale: Locale, id: string, receivedAt: Date, fields: Record<string, string>): ReceiptMail {
  const t = copy[locale];
  const when = new Intl.DateTimeFormat(t.dateLocale, { dateStyle: 'long', timeStyle: 'long', timeZone: t.zone }).format(receivedAt);
  const lines = shownFields[kind].filter((name) => fields[name]).map((name) => fieldLine(locale, name, fields[name] ?? ''));
  const text = [
    t.greeting(oneLine(fields.name ?? '')),
    '',
    t[kind].intro,
    '',
    `  ${t.reference}: ${id}`,
    `  ${t.received}: ${when} (${receivedAt.toISOString()})`,
    ...lines,
    '',
    t[kind].outro,
    '',
    t.signoff,
    '',
  ].join('\n');
  return { subject: t[kind].subject, text };
}
