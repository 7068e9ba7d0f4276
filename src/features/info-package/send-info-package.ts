import { env } from '@/config/env';
import type { FormValues } from '@/platform/forms/model/field-definition';
import type { SubmissionPlan } from '@/platform/forms/submission/model/submission-phase';
import { readHiddenTrackingFields } from '@/platform/tracking/capture-tracking';
import { planSubmission } from './model/submission';

export interface InfoPackageDependencies {
  readonly crmFormUrl: string;
  readonly readTracking: typeof readHiddenTrackingFields;
}

const defaults: InfoPackageDependencies = {
  crmFormUrl: env.crmFormUrl,
  readTracking: readHiddenTrackingFields,
};

/**
 * What one info package order sends: every field to the CRM's hosted form, through the outbox.
 * The conversion event goes with the entry and is pushed once the CRM took it, now or later:
 * never for a bot caught by the trap, never for a failure.
 */
export function planInfoPackage(values: FormValues, honeypot: string, dependencies: Partial<InfoPackageDependencies> = {}): SubmissionPlan<void> {
  const { crmFormUrl, readTracking } = { ...defaults, ...dependencies };
  const plan = planSubmission(values, readTracking(), honeypot);
  if (plan.kind === 'skip') return { kind: 'skip', shown: undefined };
  return {
    kind: 'send',
    shown: undefined,
    draft: {
      form: 'info-package',
      target: { kind: 'crm', url: crmFormUrl },
      fields: plan.fields,
      conversion: { event: 'info_package_sent', contact: plan.contact },
    },
  };
}
