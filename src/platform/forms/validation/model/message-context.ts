import type { Locale } from '@/i18n/locale';

/** What a message template gets: `label` as given, `Name` capitalised for the start of a sentence. */
export interface MessageContext {
  readonly label: string;
  readonly Name: string;
  readonly args: readonly string[];
  readonly value: unknown;
  readonly locale: Locale;
}

export type MessageTemplate = (context: MessageContext) => string;

export function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/** `first_name` → "First name", `firstName` → "First name", `VORNAME` → "Vorname". */
export function labelFromFieldName(field: string | undefined): string | undefined {
  if (!field) return undefined;
  const words = field
    .replace(/([\p{Ll}\d])(\p{Lu})/gu, '$1 $2')
    .replace(/[_\-.\s]+/g, ' ')
    .trim()
    .toLocaleLowerCase();
  return words === '' ? undefined : capitalise(words);
}

const genericLabels: Record<Locale, string> = { en: 'This field', de: 'Dieses Feld' };

export function resolveLabel(label: string | undefined, field: string | undefined, locale: Locale): string {
  const given = label?.trim();
  return given || labelFromFieldName(field) || genericLabels[locale];
}

const listWords: Record<Locale, string> = { en: 'or', de: 'oder' };

/** "a", "a or b", "a, b or c" — quoted because prefixes such as "+49" read oddly bare. */
export function formatAlternatives(items: readonly string[], locale: Locale): string {
  const quoted = items.map((item) => `“${item}”`);
  if (quoted.length <= 1) return quoted.join('');
  return `${quoted.slice(0, -1).join(', ')} ${listWords[locale]} ${quoted.at(-1) ?? ''}`;
}

const dateOnly = /^\d{4}-\d{2}-\d{2}$/;

/** Dates in messages read like the rest of the site ("1. Januar 2024" / "1 January 2024"). */
export function formatDateArg(arg: string, locale: Locale): string {
  const time = Date.parse(arg);
  if (Number.isNaN(time)) return arg;
  // Date-only arguments parse as UTC midnight; formatting them in UTC keeps the same day.
  return new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
    dateStyle: 'long',
    ...(dateOnly.test(arg) ? { timeZone: 'UTC' } : {}),
  }).format(time);
}
