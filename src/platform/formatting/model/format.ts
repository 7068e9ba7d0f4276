/**
 * One module formats what must look the same everywhere: prices as "€" + non-breaking space + German
 * decimals with two fraction digits and no grouping, dates in the long format.
 */
const NBSP = '\u00a0';

export function formatPrice(amount: number): string {
  if (!Number.isFinite(amount)) throw new RangeError(`Cannot format price ${String(amount)}`);
  const fixed = Math.abs(amount).toFixed(2).replace('.', ',');
  return `${amount < 0 ? '-' : ''}€${NBSP}${fixed}`;
}

const longDateFormats = {
  de: new Intl.DateTimeFormat('de-DE', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
  en: new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
};

/** Long date with weekday, e.g. "Dienstag, 14. März 2023". Invalid input yields ''. */
export function formatLongDate(value: string | Date, language: 'de' | 'en' = 'de'): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return longDateFormats[language].format(date);
}

/**
 * Day, month and time of a moment the visitor lived through, in their own time zone, e.g.
 * "23.11., 18:43" or "23 Nov, 18:43". Invalid input yields ''.
 */
export function formatMoment(epochMs: number, language: 'de' | 'en' = 'de', timeZone?: string): string {
  const date = new Date(epochMs);
  if (Number.isNaN(date.getTime())) return '';
  const locale = language === 'de' ? 'de-DE' : 'en-GB';
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: language === 'de' ? '2-digit' : 'short', hour: '2-digit', minute: '2-digit', timeZone }).format(date);
}
