import { env } from '@/config/env';
import type { FormValues } from '@/features/forms/model/field-definition';
import type { NewOutboxEntry } from '@/features/outbox/model/outbox-entry';
import type { SubmitOutcome } from '@/features/outbox/outbox-runtime';
import { readHiddenTrackingFields } from '@/features/tracking/capture-tracking';
import { planSubmission, type SubmissionOutcome } from './model/submission';

export interface SendDependencies {
  readonly crmFormUrl: string;
  /** Hands the submission to the outbox (`submitThroughOutbox` bound to the app's store). */
  readonly submit: (draft: NewOutboxEntry) => Promise<SubmitOutcome>;
  readonly readTracking: typeof readHiddenTrackingFields;
}

const defaults = {
  crmFormUrl: env.crmFormUrl,
  readTracking: readHiddenTrackingFields,
};

/**
 * Sends one info package order through the outbox and says what the visitor should see. The
 * conversion event goes with the entry and is pushed once the CRM took it, now or later: never
 * for a bot caught by the trap, never for a failure. Never rejects.
 */
export async function sendInfoPackage(
  values: FormValues,
  honeypot: string,
  dependencies: Partial<SendDependencies> & Pick<SendDependencies, 'submit'>,
): Promise<SubmissionOutcome> {
  const { crmFormUrl, submit, readTracking } = { ...defaults, ...dependencies };
  const plan = planSubmission(values, readTracking(), honeypot);
  if (plan.kind === 'skip') return { kind: 'sent' };
  const outcome = await submit({
    form: 'info-package',
    target: { kind: 'crm', url: crmFormUrl },
    fields: plan.fields,
    conversion: { event: 'info_package_sent', contact: plan.contact },
  });
  switch (outcome.kind) {
    case 'sent':
    case 'queued':
      return outcome;
    case 'rejected':
      return { kind: 'failed', message: outcome.message };
    case 'unsaved':
      return { kind: 'failed' };
  }
}
