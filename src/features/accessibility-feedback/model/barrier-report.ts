import type { SubmissionRequests } from '@server/contract/kinds.generated';
import type { Locale } from '@/i18n/locale';
import { maxTextLength } from '@/platform/forms/model/text-limit';
import { type FieldDefinition, type FormValues, textOf } from '@/platform/forms/model/field-definition';
import type { SubmissionDescriptor } from '@/platform/forms/submission/model/descriptor';
import { siteApi } from '@/platform/forms/submission/model/site-api';
import { accessibilityNamespace } from '../namespace';

/** Exactly what goes to `POST {apiBaseUrl}/accessibility-feedback`, as the contract types it; name and e-mail only when given. */
export type BarrierReportRequest = SubmissionRequests['accessibility-feedback'];

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
    {
      name: 'problem',
      type: 'textarea',
      label: copy.problem,
      description: copy.problemDescription,
      rules: 'required|length:1,2000',
      messages: { required: copy.problemRequired },
    },
    {
      name: 'location',
      type: 'text',
      label: copy.location,
      description: copy.locationDescription,
      rules: 'required|length:1,500',
      messages: { required: copy.locationRequired },
      autoComplete: 'off',
      ...(page ? { value: page } : {}),
    },
    { name: 'name', type: 'text', label: copy.name, rules: `length:1,${maxTextLength}`, autoComplete: 'name' },
    { name: 'email', type: 'email', label: copy.email, rules: `email|length:1,${maxTextLength}`, autoComplete: 'email' },
  ];
}

/** The form's values as the request: trimmed, the optional contact left out when empty; undefined without what or where. */
export function barrierReportRequest(values: FormValues, locale: Locale): BarrierReportRequest | undefined {
  const problem = textOf(values.problem);
  const location = textOf(values.location);
  if (problem === '' || location === '') return undefined;
  const name = textOf(values.name);
  const email = textOf(values.email);
  return { problem, location, ...(name ? { name } : {}), ...(email ? { email } : {}), locale };
}

/** What the thanks repeats: whether (and where) an answer can go. */
export interface ReportShown {
  readonly email: string;
}

/**
 * "Barriere melden": what and where (required), name and e-mail for an answer (optional). It goes
 * to the site's `/accessibility-feedback`; nothing of it goes to analytics.
 */
export const barrierReportDescriptor: SubmissionDescriptor<BarrierReportRequest, ReportShown, BarrierReportFieldCopy> = {
  endpoint: siteApi('accessibility-feedback'),
  copy: { namespace: accessibilityNamespace, section: 'form' },
  fields: ({ fields }) => barrierReportFields(fields),
  request: (values, { locale }) => barrierReportRequest(values, locale),
  shown: (request) => ({ email: request?.email ?? '' }),
};
