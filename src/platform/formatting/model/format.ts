import type { Locale } from '@/i18n/locale';

/**
 * One module formats what must look the same everywhere: prices as "€" + non-breaking space + German
 * decimals with two fraction digits and no grouping, short decimals in the page's language, dates
 * in the long format.
 */
const NBSP = '\u00a0';

const locales: Record<Locale, string> = { de: 'de-DE', en: 'en-GB' };

export function formatPrice(amount: number): string {
  if (!Number.isFinite(amount)) throw new RangeError(`Cannot format price ${String(amount)}`);
  const fixed = Math.abs(amount).toFixed(2).replace('.', ',');
  return `${amount < 0 ? '-' : ''}€${NBSP}${fixed}`;
}

/**
 * A short decimal such as a screen size, "10,1" in German and "10.1" in English. Written out
 * rather than through `Intl.NumberFormat`, whose first use loads locale data while the page starts.
 */
export function formatDecimal(value: number, language: Locale = 'de'): string {
  if (!Number.isFinite(value)) throw new RangeError(`Cannot format number ${String(value)}`);
  const text = String(value);
  return language === 'de' ? text.replace('.', ',') : text;
}

/**
 * The names a long date needs. Written out rather than through `Intl.DateTimeFormat`: its first
 * use loads the browser's locale data, about 80 ms of main thread on a slow phone, on every page
 * that shows a date (articles, job ads, legal pages).
 */
const weekdays: Record<Locale, readonly string[]> = {
  de: ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'],
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
};
const months: Record<Locale, readonly string[]> = {
  de: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
};

/**
 * Long date with weekday, as the calendar day it names (UTC): "Dienstag, 14. März 2023", or
 * "Tuesday, 14 March 2023" in English. Invalid input yields ''.
 */
export function formatLongDate(value: string | Date, language: Locale = 'de'): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const weekday = weekdays[language][date.getUTCDay()];
  const month = months[language][date.getUTCMonth()];
  const day = date.getUTCDate();
  const year = date.getUTCFullYear();
  return language === 'de' ? `${weekday}, ${day}. ${month} ${year}` : `${weekday}, ${day} ${month} ${year}`;
}

/**
 * Day, month and time of a moment the visitor lived through, in their own time zone, e.g.
 * "23.11., 18:43" or "23 Nov, 18:43". Invalid input yields ''.
 */
export function formatMoment(epochMs: number, language: Locale = 'de', timeZone?: string): string {
  const date = new Date(epochMs);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locales[language], {
    day: 'numeric',
    month: language === 'de' ? '2-digit' : 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(date);
}
