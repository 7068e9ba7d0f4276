import { lazy, type ReactNode, Suspense, useEffect, useRef } from 'react';
import type { OutboxReply } from '@/platform/outbox/model/outbox-entry';
import type { QueuedCopy } from '@/platform/outbox/components/queued-submission';
import { whenInView } from '@/platform/later/when-near';
import { ErrorAlert } from '@/ui/error-alert';
import type { SubmissionPhase } from '../model/submission-phase';
import { loadSending, prepareSending } from '../load-sending';

// A submission only waits in the outbox after the sending code ran, so this is loaded by then.
const QueuedSubmission = lazy(() => loadSending().then(({ QueuedSubmission }) => ({ default: QueuedSubmission })));

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
    return (
      <Suspense fallback={null}>
        <QueuedSubmission id={phase.id} headingOrder={headingOrder} queuedCopy={queuedCopy} renderSent={(reply) => renderSent(shown, reply)} />
      </Suspense>
    );
  }
  return <FormBeingFilled onSubmitStart={onSubmitStart}>{children}</FormBeingFilled>;
}

/**
 * The form while the visitor fills it in. The code it sends with is fetched as the form comes
 * within half a screen or the visitor starts on it, so a send finds it there, offline too.
 */
function FormBeingFilled({ onSubmitStart, children }: { onSubmitStart: () => void; children: ReactNode }) {
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => (element.current ? whenInView([element.current], prepareSending) : undefined), []);
  // Capturing: the form's own submit handler runs after the refusal is gone.
  return (
    <div ref={element} onSubmitCapture={onSubmitStart} onFocusCapture={prepareSending} onPointerDownCapture={prepareSending}>
      {children}
    </div>
  );
}

/** A refusal: announced at once and scrolled into view, with the endpoint's reason when it gave one. */
export function SubmissionRefusal({ phase, message, reason }: { phase: SubmissionPhase<unknown>; message: string; reason: (text: string) => string }) {
  if (phase.kind !== 'refused') return null;
  return <ErrorAlert message={message} reason={phase.message ? reason(phase.message) : undefined} />;
}
