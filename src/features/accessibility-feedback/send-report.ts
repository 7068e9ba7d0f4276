import { apiPaths } from '@/adapters/api';
import { env } from '@/config/env';
import type { FormValues } from '@/platform/forms/model/field-definition';
import type { SubmissionPlan } from '@/platform/forms/submission/model/submission-phase';
import { planBarrierReport } from './model/barrier-report';

/** What the thanks repeats: whether (and where) an answer can go. */
export interface ReportShown {
  readonly email: string;
}

/** A barrier report goes as JSON to `/accessibility-feedback` through the outbox; no analytics event goes with it. */
export function planBarrierReportRequest(values: FormValues, honeypot: string, locale: 'de' | 'en', apiBaseUrl: string = env.apiBaseUrl): SubmissionPlan<ReportShown> {
  const plan = planBarrierReport(values, honeypot, locale);
  if (plan.kind === 'skip') return { kind: 'skip', shown: { email: '' } };
  if (plan.kind === 'invalid') return { kind: 'invalid' };
  return {
    kind: 'send',
    shown: { email: plan.request.email ?? '' },
    draft: {
      form: 'accessibility-feedback',
      target: { kind: 'api', baseUrl: apiBaseUrl, path: apiPaths['accessibility-feedback'], encoding: 'json' },
      fields: { ...plan.request },
    },
  };
}
