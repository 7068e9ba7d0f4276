import type { ReactNode } from 'react';
import type { OutboxReply } from '@/platform/outbox/model/outbox-entry';
import { QueuedSubmission, type QueuedCopy } from '@/platform/outbox/components/queued-submission';
import { ErrorAlert } from '@/ui/error-alert';
import type { SubmissionPhase } from '../model/submission-phase';

export interface SubmissionFlowProps<Shown> {
  readonly phase: SubmissionPhase<Shown>;
  readonly headingOrder: 2 | 3;
  /** The form's confirmation, shown once the endpoint took the submission (now or later). */
  readonly renderSent: (shown: Shown, reply: OutboxReply | undefined) => ReactNode;
  /** Called as a new submit starts. */
  readonly onSubmitStart: () => void;
  /** What the saved-for-later state says, when the form has its own words for it. */
  readonly queuedCopy?: QueuedCopy;
  /** The form while it is being filled in, sent or refused. */
  readonly children: ReactNode;
}

/**
 * What a form shows in each phase: the form (with its refusal, see `SubmissionRefusal`), the
 * saved-for-later state that turns into the confirmation once delivered, or the confirmation.
 */
export function SubmissionFlow<Shown>({ phase, headingOrder, renderSent, onSubmitStart, queuedCopy, children }: SubmissionFlowProps<Shown>) {
  if (phase.kind === 'sent') return renderSent(phase.shown, phase.reply);
  if (phase.kind === 'queued') {
    const { shown } = phase;
    return <QueuedSubmission id={phase.id} headingOrder={headingOrder} queuedCopy={queuedCopy} renderSent={(reply) => renderSent(shown, reply)} />;
  }
  // Capturing: the form's own submit handler runs after the refusal is gone.
  return <div onSubmitCapture={onSubmitStart}>{children}</div>;
}

/** A refusal: announced at once and scrolled into view, with the endpoint's reason when it gave one. */
export function SubmissionRefusal({ phase, message, reason }: { phase: SubmissionPhase<unknown>; message: string; reason: (text: string) => string }) {
  if (phase.kind !== 'refused') return null;
  return <ErrorAlert message={message} reason={phase.message ? reason(phase.message) : undefined} />;
}
