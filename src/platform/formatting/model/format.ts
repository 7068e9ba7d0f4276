/**
 * One module formats what must look the same everywhere: prices as "€" + non-breaking space + German
 * decimals with two fraction digits and no grouping, short decimals in the page's language, dates
 * in the long format.
 */
const NBSP = '\u00a0';

type Language = 'de' | 'en';

const locales: Record<Language, string> = { de: 'de-DE', en: 'en-GB' };

export function formatPrice(amount: number): string {
  if (!Number.isFinite(amount)) throw new RangeError(`Cannot format price ${String(amount)}`);
  const fixed = Math.abs(amount).toFixed(2).replace('.', ',');
  return `${amount < 0 ? '-' : ''}€${NBSP}${fixed}`;
}

/**
 * A short decimal such as a screen size, "10,1" in German and "10.1" in English. Written out
 * rather than through `Intl.NumberFormat`, whose first use loads locale data while the page starts.
 */
export function formatDecimal(value: number, language: Language = 'de'): string {
  if (!Number.isFinite(value)) throw new RangeError(`Cannot format number ${String(value)}`);
  const text = String(value);
  return language === 'de' ? text.replace('.', ',') : text;
}

// Made on first use, not when the module loads: the first formatter of a page loads the browser's
// locale data, a long task on a slow phone, and most pages show no date at all.
const longDateFormats: Partial<Record<Language, Intl.DateTimeFormat>> = {};

function longDateFormat(language: Language): Intl.DateTimeFormat {
  longDateFormats[language] ??= new Intl.DateTimeFormat(locales[language], { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return longDateFormats[language];
}

/** Long date with weekday, e.g. "Dienstag, 14. März 2023". Invalid input yields ''. */
export function formatLongDate(value: string | Date, language: Language = 'de'): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return longDateFormat(language).format(date);
}

/**
 * Day, month and time of a moment the visitor lived through, in their own time zone, e.g.
 * "23.11., 18:43" or "23 Nov, 18:43". Invalid input yields ''.
 */
export function formatMoment(epochMs: number, language: Language = 'de', timeZone?: string): string {
  const date = new Date(epochMs);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locales[language], { day: 'numeric', month: language === 'de' ? '2-digit' : 'short', hour: '2-digit', minute: '2-digit', timeZone }).format(date);
}
