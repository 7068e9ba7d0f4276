import { submitCrmForm } from '@/adapters/crm';
import { env } from '@/config/env';
import { trackSubmission } from '@/features/analytics/track';
import type { FormValues } from '@/features/forms/model/field-definition';
import { readHiddenTrackingFields } from '@/features/tracking/capture-tracking';
import { outcomeOf, planSubmission, type SubmissionOutcome } from './model/submission';

export interface SendDependencies {
  readonly crmFormUrl: string;
  readonly submit: typeof submitCrmForm;
  readonly track: typeof trackSubmission;
  readonly readTracking: typeof readHiddenTrackingFields;
}

const defaults: SendDependencies = {
  crmFormUrl: env.crmFormUrl,
  submit: submitCrmForm,
  track: trackSubmission,
  readTracking: readHiddenTrackingFields,
};

/**
 * Sends one info package order to the CRM and says what the visitor should see. The conversion
 * is tracked only for a real, accepted order: never for a bot caught by the trap, never for a
 * failure. Never rejects: the adapter returns every failure as a result.
 */
export async function sendInfoPackage(
  values: FormValues,
  honeypot: string,
  dependencies: Partial<SendDependencies> = {},
): Promise<SubmissionOutcome> {
  const { crmFormUrl, submit, track, readTracking } = { ...defaults, ...dependencies };
  const plan = planSubmission(values, readTracking(), honeypot);
  if (plan.kind === 'skip') return 'sent';
  const outcome = outcomeOf(await submit(crmFormUrl, plan.fields));
  if (outcome === 'sent') await track('info_package_sent', plan.contact);
  return outcome;
}
