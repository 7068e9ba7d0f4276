import { type FieldDefinition, type FormValues, textOf } from './field-definition';
import { maxTextLength } from './text-limit';

/*
 * The contact and address fields several forms ask for (the test-user application, the
 * checkout's address step), with their rules in the form engine's rule language, so both forms
 * check a name, a phone number or a postal code the same way.
 */

/**
 * A phone number as people type it: digits with spaces, brackets, slashes, dots or dashes, an
 * optional leading `+`, and at least six digits.
 */
export const phonePattern = String.raw`/^(?=(?:\D*\d){6})\s*\+?[\d\s()/.\u2013-]{6,40}$/`;

/** A German postal code: the device ships within Germany only. */
export const postalCodePattern = String.raw`/^\s*\d{5}\s*$/`;

export type ContactFieldName = 'firstName' | 'lastName' | 'email' | 'phone' | 'street' | 'postalCode' | 'city';

/** Translated labels (and the phone's hint) of the contact fields. */
export type ContactFieldCopy = Readonly<Record<ContactFieldName, string>> & { readonly phoneDescription?: string };

export type ContactMessageKey = 'phoneFormat' | 'postalCodeFormat';

/** Looked up when a message shows, so a language switch changes it too. */
export type ContactMessage = (key: ContactMessageKey, value: unknown) => string;

const text = (name: ContactFieldName, label: string, autoComplete: string): FieldDefinition => ({
  name,
  type: 'text',
  label,
  rules: `required|length:1,${maxTextLength}`,
  autoComplete,
});

/** The fields in the order a form shows them: name, e-mail, phone, then the postal address. */
export function contactFields(copy: ContactFieldCopy, message: ContactMessage): FieldDefinition[] {
  return [
    text('firstName', copy.firstName, 'given-name'),
    text('lastName', copy.lastName, 'family-name'),
    { name: 'email', type: 'email', label: copy.email, rules: `required|email|length:1,${maxTextLength}`, autoComplete: 'email' },
    {
      name: 'phone',
      type: 'tel',
      label: copy.phone,
      ...(copy.phoneDescription ? { description: copy.phoneDescription } : {}),
      rules: `required|matches:${phonePattern}`,
      maxLength: 40,
      autoComplete: 'tel',
      messages: { matches: ({ value }) => message('phoneFormat', value) },
    },
    // One line of street and number: `street-address` is the whole multi-line address (a textarea's).
    text('street', copy.street, 'address-line1'),
    {
      name: 'postalCode',
      type: 'text',
      label: copy.postalCode,
      rules: `required|matches:${postalCodePattern}`,
      maxLength: 10,
      autoComplete: 'postal-code',
      messages: { matches: ({ value }) => message('postalCodeFormat', value) },
    },
    text('city', copy.city, 'address-level2'),
  ];
}

/** The contact values as an endpoint takes them: trimmed text, in field order. */
export function contactValues(values: FormValues): Record<ContactFieldName, string> {
  return {
    firstName: textOf(values.firstName),
    lastName: textOf(values.lastName),
    email: textOf(values.email),
    phone: textOf(values.phone),
    street: textOf(values.street),
    postalCode: textOf(values.postalCode),
    city: textOf(values.city),
  };
}
