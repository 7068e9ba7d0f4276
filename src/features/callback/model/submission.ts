import type { SubmissionRequests } from '@server/contract/kinds.generated';
import type { Locale } from '@/i18n/locale';
import { type FormValues, textOf } from '@/platform/forms/model/field-definition';
import { type CallbackDay, checkPreferredTime, formatClock, isCallbackDay, type TimeWindow } from './time-window';

/** Exactly what goes to `POST {apiBaseUrl}/callback`, as the contract types it. */
export type CallbackRequest = SubmissionRequests['callback'];

/** The visitor's wish, for the confirmation ("on Monday around 10:30"). */
export interface CallbackWish {
  readonly day: CallbackDay;
  readonly time: string;
}

/**
 * The form's values as the request: trimmed text, the name only when given, the time written as
 * `HH:MM`, consent as `yes`.
 * Checks the time window once more, because a stale tab or a hand-edited page can send anything:
 * undefined for values the form's rules should never have let through.
 */
export function callbackRequest(values: FormValues, locale: Locale, window: TimeWindow): CallbackRequest | undefined {
  const phone = textOf(values.phone);
  const day = values.day === undefined || values.day === '' ? 'any' : values.day;
  const time = checkPreferredTime(textOf(values.time), window);
  if (phone === '' || !isCallbackDay(day) || time.kind === 'format' || time.kind === 'outside' || values.consent !== true) return undefined;
  const name = textOf(values.name);
  return { ...(name ? { name } : {}), phone, day, time: time.kind === 'ok' ? formatClock(time.minutes) : '', consent: 'yes', locale };
}
