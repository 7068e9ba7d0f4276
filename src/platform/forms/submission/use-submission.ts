import { useStore } from 'jotai';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import type { Locale } from '@/i18n/locale';
import type { FieldDefinition, FormValues } from '../model/field-definition';
import type { FormModel } from '../model/form-model';
import { useFormModel } from '../use-form-model';
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
  /** What the visitor typed so far, kept when the inputs are made anew (a language switch); see `useTypedFormModel`. */
  readonly typed: RefObject<FormValues>;
}

/**
 * What a form's inputs get from the form around them: its language, what was typed so far, the
 * bot trap, how to send and the phase the visitor sees.
 */
export interface SubmissionInputsProps<Shown> {
  readonly locale: Locale;
  readonly typed: RefObject<FormValues>;
  readonly honeypot: RefObject<HTMLInputElement | null>;
  readonly onSend: (values: FormValues) => Promise<unknown>;
  readonly phase: SubmissionPhase<Shown>;
}

/**
 * The lifecycle every form uses: the bot trap, sending through the outbox, the phase the visitor
 * sees, hiding the last refusal on a new submit and keeping what was typed. A form only says what
 * its values mean (`plan`) and how its confirmation looks.
 */
export function useSubmission<Shown>(plan: (values: FormValues, honeypot: string) => SubmissionPlan<Shown>): Submission<Shown> {
  const store = useStore();
  const [phase, setPhase] = useState<SubmissionPhase<Shown>>(editingPhase);
  const honeypot = useRef<HTMLInputElement>(null);
  const typed = useRef<FormValues>({});
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

  return { phase, honeypot, send, hideRefusal, typed };
}

/**
 * The form model of inputs made for one language. It starts from what the visitor typed into the
 * inputs before them (a language switch makes the inputs anew) and keeps `typed` up to date.
 */
export function useTypedFormModel(fields: readonly FieldDefinition[], locale: Locale, typed: RefObject<FormValues>): FormModel {
  const [initial] = useState(() => typed.current);
  const form = useFormModel(fields, { locale, values: initial });
  useEffect(
    () =>
      form.subscribe(() => {
        typed.current = form.getSnapshot().values;
      }),
    [form, typed],
  );
  return form;
}
