import type { SubmissionRequests } from '@server/contract/kinds.generated';
import type { Locale } from '@/i18n/locale';
import { contactValues } from '@/platform/forms/model/contact-fields';
import { type FieldValue, type FormValues, textOf } from '@/platform/forms/model/field-definition';
import type { Programme } from '../namespace';
import { maxMessageLength, type TestUserUser, testUserUsers } from './fields';

/** Exactly what goes to `POST {apiBaseUrl}/test-user`, as the contract types it. */
export type TestUserRequest = SubmissionRequests['test-user'];

function isUser(value: FieldValue | undefined): value is TestUserUser {
  return typeof value === 'string' && (testUserUsers as readonly string[]).includes(value);
}

/**
 * The form's values as the request: trimmed text, the message only when there is one. Checks the
 * essentials once more, because a stale tab or a hand-edited page can send anything: undefined
 * for values the form's rules should never have let through.
 */
export function testUserRequest(values: FormValues, locale: Locale, programme: Programme): TestUserRequest | undefined {
  const contact = contactValues(values);
  const message = textOf(values.message);
  const complete = Object.values(contact).every((value) => value !== '');
  if (!complete || !isUser(values.user) || message.length > maxMessageLength || values.consent !== true) return undefined;
  return { programme, ...contact, user: values.user, ...(message ? { message } : {}), consent: 'yes', locale };
}
