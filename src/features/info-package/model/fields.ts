import type { FieldDefinition } from '@/platform/forms/model/field-definition';
import { maxTextLength } from '@/platform/forms/model/text-limit';
import { honeypotFieldName } from '@/platform/forms/submission/model/submission-phase';
import { hiddenTrackingFieldNames } from '@/platform/tracking/model/hidden-fields';

/** The CRM's own field names, in the order the form shows and sends them. */
export const visibleFieldNames = ['VORNAME', 'NACHNAME', 'EMAIL', 'TELEFONNUMMER', 'QUESTION_ROLE', 'STRASSE_HAUSNUMMER', 'PLZ', 'STADT', 'OPT_IN'] as const;

export { honeypotFieldName };

/** The CRM is told `de` whatever language the visitor reads the form in. */
export const crmLocale = 'de';

export const infoPackageFieldNames = [...visibleFieldNames, ...hiddenTrackingFieldNames, honeypotFieldName, 'locale'] as const;

export type InfoPackageFieldName = (typeof infoPackageFieldNames)[number];

/** The translated texts the definitions need; the caller reads them from the `info-package` namespace. */
export interface InfoPackageFieldCopy {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  role: string;
  roleSelf: string;
  roleRelative: string;
  street: string;
  postalCode: string;
  city: string;
  optIn: string;
}

export type InfoPackageMessageKey = 'roleRequired' | 'optInRequired';

/**
 * Looks a message up when it is shown, not when the form is made: the engine keeps the
 * definitions it was created with, and a language switch must still change these texts.
 */
export type InfoPackageMessage = (key: InfoPackageMessageKey) => string;

const optionalText = (name: string, label: string, autoComplete: string): FieldDefinition => ({
  name,
  type: 'text',
  label,
  maxLength: maxTextLength,
  autoComplete,
});

/**
 * The engine definitions of the info package form. The honeypot is not among them: the engine
 * would render it as `type=hidden`, which bots skip, so the form renders its own trap input.
 */
export function infoPackageFields(copy: InfoPackageFieldCopy, message: InfoPackageMessage): FieldDefinition[] {
  return [
    { name: 'VORNAME', type: 'text', label: copy.firstName, rules: `required|length:1,${maxTextLength}`, autoComplete: 'given-name' },
    { name: 'NACHNAME', type: 'text', label: copy.lastName, rules: `required|length:1,${maxTextLength}`, autoComplete: 'family-name' },
    { name: 'EMAIL', type: 'email', label: copy.email, rules: 'required|email', maxLength: maxTextLength, autoComplete: 'email' },
    // The phone number is not validated at all, only capped natively.
    { name: 'TELEFONNUMMER', type: 'tel', label: copy.phone, maxLength: maxTextLength, autoComplete: 'tel' },
    {
      name: 'QUESTION_ROLE',
      type: 'radio',
      label: copy.role,
      rules: 'required',
      // The CRM gets the value; the labels follow a language switch (useFormModel passes them on).
      options: [
        { value: '1', label: copy.roleSelf },
        { value: '2', label: copy.roleRelative },
      ],
      messages: { required: () => message('roleRequired') },
    },
    optionalText('STRASSE_HAUSNUMMER', copy.street, 'address-line1'),
    optionalText('PLZ', copy.postalCode, 'postal-code'),
    optionalText('STADT', copy.city, 'address-level2'),
    { name: 'OPT_IN', type: 'checkbox', label: copy.optIn, rules: 'accepted', messages: { accepted: () => message('optInRequired') } },
    // What the visit carried, already cut where it is captured; a visitor cannot see or fix these,
    // so they have no rules and never make the form incomplete.
    ...hiddenTrackingFieldNames.map((name): FieldDefinition => ({ name, type: 'hidden' })),
    { name: 'locale', type: 'hidden', value: crmLocale },
  ];
}
