import { useStore } from 'jotai';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import type { FormValues } from '../model/field-definition';
import { loadSending } from './load-sending';
import { editingPhase, runSubmission, withoutRefusal, type SubmissionPhase, type SubmissionPlan } from './model/submission-phase';

export interface Submission<Shown> {
  readonly phase: SubmissionPhase<Shown>;
  /** The bot trap's input (`HoneypotField`); read when the form is sent. */
  readonly honeypot: RefObject<HTMLInputElement | null>;
  /** Sends the form's values through the outbox; resolves with the phase it ended in. */
  readonly send: (values: FormValues) => Promise<SubmissionPhase<Shown>>;
  /** Called as a new submit starts: the last refusal goes away. */
  readonly hideRefusal: () => void;
}

/**
 * The lifecycle every form uses: the bot trap, sending through the outbox, the phase the visitor
 * sees and hiding the last refusal on a new submit. A form only says what its values mean
 * (`plan`) and how its confirmation looks.
 */
export function useSubmission<Shown>(plan: (values: FormValues, honeypot: string) => SubmissionPlan<Shown>): Submission<Shown> {
  const store = useStore();
  const [phase, setPhase] = useState<SubmissionPhase<Shown>>(editingPhase);
  const honeypot = useRef<HTMLInputElement>(null);
  const planRef = useRef(plan);
  useEffect(() => {
    planRef.current = plan;
  });

  const send = useCallback(
    async (values: FormValues): Promise<SubmissionPhase<Shown>> => {
      const planned = planRef.current(values, honeypot.current?.value ?? '');
      if (planned.kind === 'send') setPhase({ kind: 'sending' });
      const next = await runSubmission(planned, async (draft) => {
        // Without its code nothing can be stored: the values stay in the form for another try.
        const sending = await loadSending().catch(() => undefined);
        return sending ? sending.submitThroughOutbox(store, draft) : { kind: 'unsaved' };
      });
      setPhase(next);
      return next;
    },
    [store],
  );

  const hideRefusal = useCallback(() => setPhase(withoutRefusal), []);

  return { phase, honeypot, send, hideRefusal };
}
