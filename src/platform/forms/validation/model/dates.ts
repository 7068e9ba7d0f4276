/**
 * Dates for the date rules. A day written alone, as ISO ("2024-05-01") or as people write it in
 * German ("1.5.2024", "01.05.2024"), is that calendar day at UTC midnight, and only when the day
 * exists (not the 31st of February, which `Date.parse` turns into March); other strings follow
 * `Date.parse` in local time.
 */

const isoDayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const germanDayPattern = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;

/** A day written alone (ISO or German), as `YYYY-MM-DD`, when it names a real calendar day. */
export function isoDayOf(text: string): string | undefined {
  const trimmed = text.trim();
  const iso = isoDayPattern.exec(trimmed);
  const german = germanDayPattern.exec(trimmed);
  const [year, month, day] = (iso ? [iso[1], iso[2], iso[3]] : german ? [german[3], german[2], german[1]] : []).map(Number);
  if (year === undefined || month === undefined || day === undefined) return undefined;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return date.toISOString().slice(0, 10);
}

export function toTimestamp(value: unknown): number | undefined {
  if (value instanceof Date) {
    const time = value.getTime();
    return Number.isNaN(time) ? undefined : time;
  }
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string') {
    if (isoDayPattern.test(value.trim()) || germanDayPattern.test(value.trim())) {
      const day = isoDayOf(value);
      return day === undefined ? undefined : Date.parse(day);
    }
    const time = Date.parse(value);
    return Number.isNaN(time) ? undefined : time;
  }
  return undefined;
}

type Part = 'year' | 'shortYear' | 'month' | 'day';

const tokens: readonly { token: string; part: Part; pattern: string }[] = [
  { token: 'YYYY', part: 'year', pattern: '(\\d{4})' },
  { token: 'YY', part: 'shortYear', pattern: '(\\d{2})' },
  { token: 'MM', part: 'month', pattern: '(0[1-9]|1[0-2])' },
  { token: 'M', part: 'month', pattern: '([1-9]|1[0-2])' },
  { token: 'DD', part: 'day', pattern: '(0[1-9]|[12]\\d|3[01])' },
  { token: 'D', part: 'day', pattern: '([1-9]|[12]\\d|3[01])' },
];

export interface DateFormat {
  readonly regex: RegExp;
  readonly parts: readonly Part[];
}

const formatCache = new Map<string, DateFormat>();

/** Compiles a format such as `DD.MM.YYYY`, or returns why it cannot be used. */
export function compileDateFormat(format: string): DateFormat | string {
  const cached = formatCache.get(format);
  if (cached) return cached;
  let pattern = '';
  const parts: Part[] = [];
  let index = 0;
  while (index < format.length) {
    const match = tokens.find(({ token }) => format.startsWith(token, index));
    if (match) {
      const kind = match.part === 'shortYear' ? 'year' : match.part;
      if (parts.some((part) => (part === 'shortYear' ? 'year' : part) === kind)) return `it names the ${kind} twice`;
      parts.push(match.part);
      pattern += match.pattern;
      index += match.token.length;
      continue;
    }
    const char = format[index] ?? '';
    if (/[a-z]/i.test(char)) return `"${char}" is not a token (use YYYY, YY, MM, M, DD, D)`;
    pattern += char.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    index += 1;
  }
  if (parts.length === 0) return 'it has no date tokens (use YYYY, YY, MM, M, DD, D)';
  const compiled = { regex: new RegExp(`^${pattern}$`), parts };
  formatCache.set(format, compiled);
  return compiled;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Shape and calendar: 31/02/2024 has the right shape but is not a day. */
export function matchesDateFormat(text: string, format: DateFormat): boolean {
  const match = format.regex.exec(text);
  if (!match) return false;
  let year = 2000;
  let month: number | undefined;
  let day: number | undefined;
  format.parts.forEach((part, position) => {
    const number = Number(match[position + 1]);
    if (part === 'year') year = number;
    else if (part === 'shortYear') year = 2000 + number;
    else if (part === 'month') month = number;
    else day = number;
  });
  if (day === undefined || month === undefined) return true;
  return day <= daysInMonth(year, month);
}

/** A moment's day in the visitor's calendar, as `YYYY-MM-DD`. */
export function localDay(now: Date): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}
