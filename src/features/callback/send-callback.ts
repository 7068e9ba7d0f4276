import { apiPaths } from '@/adapters/api';
import { env } from '@/config/env';
import type { FormValues } from '@/platform/forms/model/field-definition';
import type { SubmissionPlan } from '@/platform/forms/submission/model/submission-phase';
import { asRecord, type CallbackWish, planCallback } from './model/submission';
import { callbackWindow, type TimeWindow } from './model/time-window';

/** What the confirmation repeats, so a wrong number is noticed. */
export interface CallbackShown {
  readonly wish: CallbackWish;
  readonly phone: string;
}

export interface CallbackDependencies {
  readonly apiBaseUrl: string;
  readonly window: TimeWindow;
}

/**
 * What one callback request sends: JSON to the site's `/callback`, through the outbox, so it waits
 * offline like the info package. `callback_sent` goes with the entry and is pushed once the
 * endpoint took it, now or later; never for a bot caught by the trap.
 */
export function planCallbackRequest(
  values: FormValues,
  honeypot: string,
  locale: 'de' | 'en',
  { apiBaseUrl = env.apiBaseUrl, window = callbackWindow }: Partial<CallbackDependencies> = {},
): SubmissionPlan<CallbackShown> {
  const plan = planCallback(values, honeypot, locale, window);
  if (plan.kind === 'skip') return { kind: 'skip', shown: { wish: { day: 'any', time: '' }, phone: '' } };
  if (plan.kind === 'invalid') return { kind: 'invalid' };
  return {
    kind: 'send',
    shown: { wish: plan.wish, phone: plan.fields.phone },
    draft: {
      form: 'callback',
      target: { kind: 'api', baseUrl: apiBaseUrl, path: apiPaths.callback, encoding: 'json' },
      fields: asRecord(plan.fields),
      conversion: { event: 'callback_sent', contact: plan.contact },
    },
  };
}
