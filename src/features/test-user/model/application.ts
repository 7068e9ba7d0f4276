import type { FieldValue, FormValues } from '@/platform/forms/model/field-definition';
import { contactValues } from '@/platform/forms/model/contact-fields';
import type { Programme } from '../namespace';
import { maxMessageLength, type TestUserUser, testUserUsers } from './fields';

/** Exactly what goes to `POST {apiBaseUrl}/test-user` (`TestUserRequest` in `docs/api/openapi.yaml`). */
export interface TestUserRequestFields {
  readonly programme: Programme;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phone: string;
  readonly street: string;
  readonly postalCode: string;
  readonly city: string;
  readonly user: TestUserUser;
  /** Left out when the visitor wrote nothing. */
  readonly message?: string;
  /** The consent checkbox was ticked (the form does not send without it). */
  readonly consent: 'yes';
  /** The language to write and call in: the one the visitor read the form in. */
  readonly locale: 'de' | 'en';
}

export type TestUserApplication =
  /** Values the form should never have let through (its rules check the same). */
  | { readonly kind: 'invalid'; readonly field: string }
  | { readonly kind: 'send'; readonly fields: TestUserRequestFields };

const required = ['firstName', 'lastName', 'email', 'phone', 'street', 'postalCode', 'city'] as const;

function isUser(value: FieldValue | undefined): value is TestUserUser {
  return typeof value === 'string' && (testUserUsers as readonly string[]).includes(value);
}

/**
 * Turns the form's values into the request: trimmed text, the message only when there is one.
 * Checks the essentials once more, because a stale tab or a hand-edited page can send anything.
 */
export function testUserApplication(values: FormValues, locale: 'de' | 'en', programme: Programme): TestUserApplication {
  const contact = contactValues(values);
  const missing = required.find((name) => contact[name] === '');
  if (missing) return { kind: 'invalid', field: missing };
  if (!isUser(values.user)) return { kind: 'invalid', field: 'user' };
  const message = typeof values.message === 'string' ? values.message.trim() : '';
  if (message.length > maxMessageLength) return { kind: 'invalid', field: 'message' };
  if (values.consent !== true) return { kind: 'invalid', field: 'consent' };
  return {
    kind: 'send',
    fields: { programme, ...contact, user: values.user, ...(message ? { message } : {}), consent: 'yes', locale },
  };
}
