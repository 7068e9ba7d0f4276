import type { ContactDetails } from '@/platform/analytics/model/user-data';
import type { FieldValue, FormValues } from '@/platform/forms/model/field-definition';
import { isHoneypotFilled } from '@/platform/forms/submission/model/submission-phase';
import { type CallbackDay, checkPreferredTime, formatClock, isCallbackDay, type TimeWindow } from './time-window';

/** Exactly what goes to `POST {apiBaseUrl}/callback`, as JSON strings. */
export interface CallbackRequestFields {
  readonly name: string;
  readonly phone: string;
  /** `any` or `mon` … `fri`. */
  readonly day: CallbackDay;
  /** `HH:MM` inside the window, or '' for any time in it. */
  readonly time: string;
  /** The consent checkbox was ticked (the form does not send without it). */
  readonly consent: 'yes';
  /** The language to call in: the one the visitor read the form in. */
  readonly locale: 'de' | 'en';
}

/** The visitor's wish, for the confirmation ("on Monday around 10:30"). */
export interface CallbackWish {
  readonly day: CallbackDay;
  readonly time: string;
}

export type CallbackPlan =
  /** A bot filled the trap: send nothing, yet answer like a success so it learns nothing. */
  | { readonly kind: 'skip' }
  /** Values the form should never have let through (its rules check the same). */
  | { readonly kind: 'invalid'; readonly field: 'phone' | 'day' | 'time' | 'consent' }
  | { readonly kind: 'send'; readonly fields: CallbackRequestFields; readonly contact: ContactDetails; readonly wish: CallbackWish };

function textOf(value: FieldValue | undefined): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * Turns the form's values into the request: trimmed text, the time written as `HH:MM`. Checks
 * the time window once more, because a stale tab or a hand-edited page can send anything.
 */
export function planCallback(values: FormValues, honeypot: string, locale: 'de' | 'en', window: TimeWindow): CallbackPlan {
  if (isHoneypotFilled(honeypot)) return { kind: 'skip' };
  const phone = textOf(values.phone);
  if (phone === '') return { kind: 'invalid', field: 'phone' };
  const day = values.day === undefined || values.day === '' ? 'any' : values.day;
  if (!isCallbackDay(day)) return { kind: 'invalid', field: 'day' };
  const time = checkPreferredTime(textOf(values.time), window);
  if (time.kind === 'format' || time.kind === 'outside') return { kind: 'invalid', field: 'time' };
  if (values.consent !== true) return { kind: 'invalid', field: 'consent' };
  const fields: CallbackRequestFields = {
    name: textOf(values.name),
    phone,
    day,
    time: time.kind === 'ok' ? formatClock(time.minutes) : '',
    consent: 'yes',
    locale,
  };
  // One name field cannot be split into first and last name reliably: only the phone is hashed.
  return { kind: 'send', fields, contact: { phone }, wish: { day, time: fields.time } };
}

/** The outbox keeps plain string records. */
export function asRecord(fields: CallbackRequestFields): Readonly<Record<string, string>> {
  return { ...fields };
}
