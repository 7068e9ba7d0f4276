import type { ContactDetails } from '@/platform/analytics/model/user-data';
import { type FieldValue, type FormValues, textOf } from '@/platform/forms/model/field-definition';
import type { HiddenTrackingFields } from '@/platform/tracking/model/hidden-fields';
import { crmLocale, honeypotFieldName, infoPackageFieldNames, type InfoPackageFieldName, visibleFieldNames } from './fields';

/** Exactly what goes to the CRM: every info package field, hidden ones included, as text, in form order. */
export type CrmFields = Readonly<Record<InfoPackageFieldName, string>>;

/** A value as the CRM takes it: trimmed text, and its checkbox convention (a ticked box sends `1`, an empty one nothing). */
function crmValueOf(value: FieldValue | undefined): string {
  if (value === true) return '1';
  if (Array.isArray(value)) return value.join(',');
  return textOf(value);
}

/** What spreadsheet programs read as the start of a formula, when the CRM's data is exported. */
const formulaStart = /^[=+\-@\t\r\s]+/;

/**
 * A value as the CRM may store it: it never starts like a formula. A phone number's leading `+`
 * becomes the `00` that means the same; anywhere else the leading characters go.
 */
export function neutraliseFormula(name: string, value: string): string {
  if (name === 'TELEFONNUMMER' && /^\s*\+/.test(value)) return value.trim().replace(/^\+/, '00').replace(formulaStart, '');
  return value.replace(formulaStart, '');
}

/**
 * The multipart field record: the visible values as typed (trimmed), the tracking values read
 * at submit time (they describe the page the form is sent from), the trap and the fixed locale.
 */
export function buildCrmFields(values: FormValues, tracking: HiddenTrackingFields, honeypot: string): CrmFields {
  const fields = {} as Record<InfoPackageFieldName, string>;
  for (const name of infoPackageFieldNames) fields[name] = '';
  for (const name of visibleFieldNames) fields[name] = crmValueOf(values[name]);
  Object.assign(fields, tracking);
  fields[honeypotFieldName] = honeypot;
  fields.locale = crmLocale;
  for (const name of infoPackageFieldNames) fields[name] = neutraliseFormula(name, fields[name]);
  return fields;
}

/** The contact details for the hashed `user_data` of `info_package_sent`. */
export function contactOf(fields: CrmFields): ContactDetails {
  return { email: fields.EMAIL, firstName: fields.VORNAME, lastName: fields.NACHNAME, phone: fields.TELEFONNUMMER };
}
