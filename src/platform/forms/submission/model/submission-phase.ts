import type { NewOutboxEntry, OutboxReply } from '@/platform/outbox/model/outbox-entry';
import type { SubmitOutcome } from '@/platform/outbox/outbox-runtime';

/**
 * The one lifecycle every form of the site goes through: editing → sending → sent, queued (saved
 * in the outbox, it goes out later) or refused (the endpoint said no; the values stay in the
 * form). Pure: each form says what to send, this module says what the visitor sees next.
 * `Shown` is what the form's confirmation repeats (the callback's wished time, say).
 */
export type SubmissionPhase<Shown> =
  | { readonly kind: 'editing' }
  | { readonly kind: 'sending' }
  | { readonly kind: 'sent'; readonly shown: Shown; readonly reply?: OutboxReply }
  | { readonly kind: 'queued'; readonly id: string; readonly shown: Shown }
  | { readonly kind: 'refused'; readonly message?: string };

export type SubmissionPlan<Shown> =
  /** A bot filled the trap: send nothing, yet answer like a success so it learns nothing. */
  | { readonly kind: 'skip'; readonly shown: Shown }
  /** Values the form's own rules should never have let through (a stale tab, a hand-edited page). */
  | { readonly kind: 'invalid' }
  | { readonly kind: 'send'; readonly draft: NewOutboxEntry; readonly shown: Shown };

export const editingPhase: SubmissionPhase<never> = { kind: 'editing' };

/** The trap's field name: a name a bot is keen to fill, sent along for the endpoint to see. */
export const honeypotFieldName = 'email_address_check';

/** The bot trap: a person never reaches the field, so anything in it was not typed by one. */
export function isHoneypotFilled(honeypot: string): boolean {
  return honeypot.trim() !== '';
}

/** What the visitor sees after the outbox answered for a submission. */
export function phaseAfter<Shown>(outcome: SubmitOutcome, shown: Shown): SubmissionPhase<Shown> {
  switch (outcome.kind) {
    case 'sent':
      return outcome.reply ? { kind: 'sent', shown, reply: outcome.reply } : { kind: 'sent', shown };
    case 'queued':
      return { kind: 'queued', id: outcome.id, shown };
    case 'rejected':
      return outcome.message ? { kind: 'refused', message: outcome.message } : { kind: 'refused' };
    case 'unsaved':
      return { kind: 'refused' };
  }
}

/** A new submit hides the last refusal, even one that then stops at the form's own rules. */
export function withoutRefusal<Shown>(phase: SubmissionPhase<Shown>): SubmissionPhase<Shown> {
  return phase.kind === 'refused' ? editingPhase : phase;
}

/** Carries out a plan: nothing for a bot, a refusal for values that cannot be sent, else the outbox. */
export async function runSubmission<Shown>(
  planned: SubmissionPlan<Shown>,
  submit: (draft: NewOutboxEntry) => Promise<SubmitOutcome>,
): Promise<SubmissionPhase<Shown>> {
  if (planned.kind === 'skip') return { kind: 'sent', shown: planned.shown };
  if (planned.kind === 'invalid') return { kind: 'refused' };
  return phaseAfter(await submit(planned.draft), planned.shown);
}
