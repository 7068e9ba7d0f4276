import { apiPaths } from '@/adapters/api';
import { env } from '@/config/env';
import type { FormValues } from '@/platform/forms/model/field-definition';
import type { SubmissionPlan } from '@/platform/forms/submission/model/submission-phase';
import { type CancellationRequest, planCancellation } from './model/cancellation';
import type { WithdrawalRequest } from './model/withdrawal';

/** What the receipt repeats: the request exactly as it was sent. */
export interface SentRequest<Request> {
  readonly request?: Request;
}

/**
 * A cancellation goes as JSON to the site's `/cancellation`, through the outbox: sent now, or kept
 * on the device and sent later. No analytics event goes with it: it carries nothing to count
 * that is not personal.
 */
export function planCancellationRequest(
  values: FormValues,
  honeypot: string,
  locale: 'de' | 'en',
  today: string,
  apiBaseUrl: string = env.apiBaseUrl,
): SubmissionPlan<SentRequest<CancellationRequest>> {
  const plan = planCancellation(values, honeypot, locale, today);
  if (plan.kind === 'skip') return { kind: 'skip', shown: {} };
  if (plan.kind === 'invalid') return { kind: 'invalid' };
  return {
    kind: 'send',
    shown: { request: plan.request },
    draft: { form: 'cancellation', target: { kind: 'api', baseUrl: apiBaseUrl, path: apiPaths.cancellation, encoding: 'json' }, fields: { ...plan.request } },
  };
}

/** A confirmed withdrawal, the same way to `/withdrawal`. */
export function planWithdrawalRequest(request: WithdrawalRequest, apiBaseUrl: string = env.apiBaseUrl): SubmissionPlan<SentRequest<WithdrawalRequest>> {
  return {
    kind: 'send',
    shown: { request },
    draft: { form: 'withdrawal', target: { kind: 'api', baseUrl: apiBaseUrl, path: apiPaths.withdrawal, encoding: 'json' }, fields: { ...request } },
  };
}
