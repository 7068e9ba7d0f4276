/**
 * Dates for the date rules. Date-only ISO strings ("2024-05-01") parse as UTC midnight, as
 * `Date.parse` does; other strings follow `Date.parse` in local time.
 */

export function toTimestamp(value: unknown): number | undefined {
  if (value instanceof Date) {
    const time = value.getTime();
    return Number.isNaN(time) ? undefined : time;
  }
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string') {
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
