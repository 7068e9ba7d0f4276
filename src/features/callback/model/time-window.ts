import { brand } from '@/config/brand';

/**
 * When we call back: Monday to Friday within the support hours of the brand config. The visitor
 * picks a weekday (or leaves it open) and may name a time; the time must lie inside the window.
 */
export const callbackDays = ['any', 'mon', 'tue', 'wed', 'thu', 'fri'] as const;
export type CallbackDay = (typeof callbackDays)[number];

export function isCallbackDay(value: unknown): value is CallbackDay {
  return typeof value === 'string' && (callbackDays as readonly string[]).includes(value);
}

/** Minutes after midnight, both ends included. */
export interface TimeWindow {
  readonly from: number;
  readonly to: number;
}

const minutesPerDay = 24 * 60;

/** Strict `HH:MM` (the brand config's notation) to minutes after midnight. */
export function parseClock(text: string): number | undefined {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text.trim());
  if (!match) return undefined;
  return Number(match[1]) * 60 + Number(match[2]);
}

/** Minutes after midnight as `HH:MM`. */
export function formatClock(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The window of `from`/`to` in `HH:MM`; a broken config falls back to 08:00 to 16:00. */
export function windowOf(hours: { readonly from: string; readonly to: string }): TimeWindow {
  const from = parseClock(hours.from);
  const to = parseClock(hours.to);
  if (from === undefined || to === undefined || from >= to) return { from: 8 * 60, to: 16 * 60 };
  return { from, to };
}

/** The support hours, Monday to Friday, 08:00 to 16:00, as the brand config says. */
export const callbackWindow: TimeWindow = windowOf(brand.support.hours);

/**
 * The ways people write a time of day: `10:30`, `10.30`, `1030`, `9`, `09`, `14 Uhr`, `8.15h`.
 * Minutes always have two digits, so `830` is 8:30 and `1030` is 10:30.
 */
const timeGrammar = /^\s*(\d{1,2})(?:[:.]?(\d{2}))?\s*(?:uhr|h)?\s*$/i;

/** A typed time of day in minutes after midnight, or undefined when it is not one. */
export function parsePreferredTime(text: string): number | undefined {
  const match = timeGrammar.exec(text);
  if (!match) return undefined;
  const hours = Number(match[1]);
  const minutes = match[2] === undefined ? 0 : Number(match[2]);
  if (hours > 23 || minutes > 59) return undefined;
  return hours * 60 + minutes;
}

export function isWithinWindow(minutes: number, window: TimeWindow): boolean {
  return minutes >= window.from && minutes <= window.to;
}

export type TimeCheck =
  | { readonly kind: 'empty' }
  | { readonly kind: 'ok'; readonly minutes: number }
  /** Not a time of day at all. */
  | { readonly kind: 'format' }
  /** A time, but one when nobody calls. */
  | { readonly kind: 'outside'; readonly minutes: number };

/** What to tell the visitor about the time they typed. An empty field means "any time in the window". */
export function checkPreferredTime(text: string, window: TimeWindow): TimeCheck {
  if (text.trim() === '') return { kind: 'empty' };
  const minutes = parsePreferredTime(text);
  if (minutes === undefined) return { kind: 'format' };
  return isWithinWindow(minutes, window) ? { kind: 'ok', minutes } : { kind: 'outside', minutes };
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** The hour as people write it: `8` or `08`, `14`. */
function hourPattern(hour: number): string {
  return hour < 10 ? `0?${hour}` : String(hour);
}

/** The two-digit minutes `lo` to `hi` of one hour. */
function minutePattern(lo: number, hi: number): string {
  if (lo === 0 && hi === 59) return '[0-5]\\d';
  const minutes: string[] = [];
  for (let minute = lo; minute <= hi; minute += 1) minutes.push(twoDigits(minute));
  return `(?:${minutes.join('|')})`;
}

/**
 * The engine's `matches` rule for a time inside the window, as a `/pattern/flags` literal. It
 * accepts exactly what `parsePreferredTime` reads as a time within the window, and blanks (the
 * tests check every minute of the day), so the form's own rule language does the validating.
 */
export function windowPattern(window: TimeWindow): string {
  const from = Math.max(0, Math.min(window.from, minutesPerDay - 1));
  const to = Math.max(from, Math.min(window.to, minutesPerDay - 1));
  const alternatives: string[] = [];
  for (let hour = Math.floor(from / 60); hour <= Math.floor(to / 60); hour += 1) {
    const lo = Math.max(0, from - hour * 60);
    const hi = Math.min(59, to - hour * 60);
    const minutes = `[:.]?${minutePattern(lo, hi)}`;
    // A bare hour means o'clock, so it is only allowed where :00 is.
    alternatives.push(`${hourPattern(hour)}${lo === 0 ? `(?:${minutes})?` : minutes}`);
  }
  // Blank counts as empty, as in `checkPreferredTime`.
  return `/^\\s*(?:(?:${alternatives.join('|')})\\s*(?:uhr|h)?\\s*)?$/i`;
}
