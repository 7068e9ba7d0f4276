import { maxTextLength } from '@/platform/forms/model/contact-fields';
import type { FieldDefinition, FieldValue, FormValues } from '@/platform/forms/model/field-definition';
import { isHoneypotFilled } from '@/platform/forms/submission/model/submission-phase';

/** Exactly what goes to `POST {apiBaseUrl}/accessibility-feedback`; name and e-mail only when given. */
export type BarrierReportRequest = {
  readonly problem: string;
  readonly location: string;
  readonly name?: string;
  readonly email?: string;
  readonly locale: 'de' | 'en';
};

export interface BarrierReportFieldCopy {
  readonly problem: string;
  readonly problemDescription: string;
  readonly location: string;
  readonly locationDescription: string;
  readonly name: string;
  readonly email: string;
  readonly problemRequired: string;
  readonly locationRequired: string;
}

/** The engine definitions: what and where are required, name and e-mail are not. */
export function barrierReportFields(copy: BarrierReportFieldCopy, page = ''): FieldDefinition[] {
  return [
    { name: 'problem', type: 'textarea', label: copy.problem, description: copy.problemDescription, rules: 'required|length:1,2000', messages: { required: copy.problemRequired } },
    { name: 'location', type: 'text', label: copy.location, description: copy.locationDescription, rules: 'required|length:1,500', messages: { required: copy.locationRequired }, autoComplete: 'off', ...(page ? { value: page } : {}) },
    { name: 'name', type: 'text', label: copy.name, rules: `length:1,${maxTextLength}`, autoComplete: 'name' },
    { name: 'email', type: 'email', label: copy.email, rules: `email|length:1,${maxTextLength}`, autoComplete: 'email' },
  ];
}

const textOf = (value: FieldValue | undefined) => (typeof value === 'string' ? value.trim() : '');

export type BarrierReportPlan = { readonly kind: 'skip' } | { readonly kind: 'invalid' } | { readonly kind: 'send'; readonly request: BarrierReportRequest };

/**
 * The form's values as the request: trimmed, the optional contact left out when empty. Nothing
 * of it goes to analytics.
 */
export function planBarrierReport(values: FormValues, honeypot: string, locale: 'de' | 'en'): BarrierReportPlan {
  if (isHoneypotFilled(honeypot)) return { kind: 'skip' };
  const problem = textOf(values.problem);
  const location = textOf(values.location);
  if (problem === '' || location === '') return { kind: 'invalid' };
  const name = textOf(values.name);
  const email = textOf(values.email);
  return { kind: 'send', request: { problem, location, ...(name ? { name } : {}), ...(email ? { email } : {}), locale } };
}
