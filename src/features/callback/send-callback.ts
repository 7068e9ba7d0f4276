import { apiPaths } from '@/adapters/api';
import { env } from '@/config/env';
import type { FormValues } from '@/features/forms/model/field-definition';
import type { NewOutboxEntry } from '@/features/outbox/model/outbox-entry';
import type { SubmitOutcome } from '@/features/outbox/outbox-runtime';
import { asRecord, type CallbackWish, planCallback } from './model/submission';
import { callbackWindow, type TimeWindow } from './model/time-window';

/** What the visitor sees after sending: taken, saved for later, or refused (with the endpoint's reason). */
export type CallbackOutcome =
  | { readonly kind: 'sent'; readonly wish: CallbackWish; readonly phone: string }
  | { readonly kind: 'queued'; readonly id: string; readonly wish: CallbackWish; readonly phone: string }
  | { readonly kind: 'failed'; readonly message?: string };

export interface SendCallbackDependencies {
  /** Hands the submission to the outbox (`submitThroughOutbox` bound to the app's store). */
  readonly submit: (draft: NewOutboxEntry) => Promise<SubmitOutcome>;
  readonly apiBaseUrl?: string;
  readonly window?: TimeWindow;
}

/**
 * Sends one callback request through the outbox, so it waits offline like the info package.
 * `callback_sent` goes with the entry and is pushed once the endpoint took it, now or later;
 * never for a bot caught by the trap. Never rejects.
 */
export async function sendCallback(
  values: FormValues,
  honeypot: string,
  locale: 'de' | 'en',
  { submit, apiBaseUrl = env.apiBaseUrl, window = callbackWindow }: SendCallbackDependencies,
): Promise<CallbackOutcome> {
  const plan = planCallback(values, honeypot, locale, window);
  if (plan.kind === 'skip') return { kind: 'sent', wish: { day: 'any', time: '' }, phone: '' };
  if (plan.kind === 'invalid') return { kind: 'failed' };
  const outcome = await submit({
    form: 'callback',
    target: { kind: 'api', baseUrl: apiBaseUrl, path: apiPaths.callback, encoding: 'json' },
    fields: asRecord(plan.fields),
    conversion: { event: 'callback_sent', contact: plan.contact },
  });
  const shown = { wish: plan.wish, phone: plan.fields.phone };
  switch (outcome.kind) {
    case 'sent':
      return { kind: 'sent', ...shown };
    case 'queued':
      return { kind: 'queued', id: outcome.id, ...shown };
    case 'rejected':
      return { kind: 'failed', message: outcome.message };
    case 'unsaved':
      return { kind: 'failed' };
  }
}
