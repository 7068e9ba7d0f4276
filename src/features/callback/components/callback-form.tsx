import { Title } from '@mantine/core';
import { useStore } from 'jotai';
import { type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiPaths } from '@/adapters/api';
import { env } from '@/config/env';
import { track } from '@/features/analytics/track';
import { EngineForm } from '@/features/forms/components/engine-form';
import type { FormValues } from '@/features/forms/model/field-definition';
import { useFormModel } from '@/features/forms/use-form-model';
import { QueuedSubmission } from '@/features/outbox/components/queued-submission';
import { submitThroughOutbox } from '@/features/outbox/outbox-runtime';
import { callbackFields, type CallbackFieldCopy, type CallbackMessageKey } from '../model/fields';
import { callbackWindow, formatClock } from '../model/time-window';
import { callbackNamespace } from '../namespace';
import { type CallbackOutcome, sendCallback } from '../send-callback';
import { CallbackConsentNote, CallbackErrorPanel, CallbackSuccessPanel } from './callback-panels';
import classes from './callback.module.css';
import { HoneypotField } from './honeypot-field';

type Phase = { readonly kind: 'editing' } | { readonly kind: 'sending' } | CallbackOutcome;
type Locale = 'de' | 'en';

const editing: Phase = { kind: 'editing' };

/** The support hours as the copy writes them (`{{from}}`, `{{to}}`). */
const hours = { from: formatClock(callbackWindow.from), to: formatClock(callbackWindow.to) };

/**
 * The callback request: name, phone, a weekday and a time within the support hours, consent.
 * Sent through the outbox like the info package, so a request made offline goes out later.
 * It brings its own h2, which gives way to the confirmation's h2 once the request is through.
 */
export function CallbackForm() {
  const { t, i18n } = useTranslation(callbackNamespace);
  const locale: Locale = i18n.language === 'en' ? 'en' : 'de';
  const store = useStore();
  const [phase, setPhase] = useState<Phase>(editing);
  // What the visitor typed, kept across a change of language (the inputs are made anew then).
  const typed = useRef<FormValues>({});

  // The form showing is the "callback_open" moment; after mount, never during the prerender.
  useEffect(() => track('callback_open'), []);

  async function send(values: FormValues, honeypot: string) {
    setPhase({ kind: 'sending' });
    setPhase(await sendCallback(values, honeypot, locale, { submit: (draft) => submitThroughOutbox(store, draft) }));
  }

  if (phase.kind === 'sent') return <CallbackSuccessPanel wish={phase.wish} phone={phase.phone} window={callbackWindow} />;
  if (phase.kind === 'queued') {
    const { wish, phone } = phase;
    return <QueuedSubmission id={phase.id} headingOrder={2} renderSent={() => <CallbackSuccessPanel wish={wish} phone={phone} window={callbackWindow} />} />;
  }
  return (
    // Every submit hides the previous refusal, even one that stops at validation.
    <div className={classes.form} onSubmitCapture={() => setPhase((current) => (current.kind === 'failed' ? editing : current))}>
      <Title order={2} mb="md">
        {t('form.heading')}
      </Title>
      {/* The engine keeps the descriptions and options it was made with: a new language makes new inputs. */}
      <CallbackInputs key={locale} locale={locale} typed={typed} onSend={send} refusal={phase.kind === 'failed' ? phase : undefined} />
    </div>
  );
}

interface CallbackInputsProps {
  readonly locale: Locale;
  readonly typed: RefObject<FormValues>;
  readonly onSend: (values: FormValues, honeypot: string) => Promise<void>;
  readonly refusal: { readonly message?: string } | undefined;
}

function CallbackInputs({ locale, typed, onSend, refusal }: CallbackInputsProps) {
  const { t, i18n } = useTranslation(callbackNamespace);
  const fields = useMemo(() => {
    const copy = t('form.fields', { returnObjects: true, ...hours }) as CallbackFieldCopy;
    const message = (key: CallbackMessageKey) => i18n.t(`form.messages.${key}`, { ns: callbackNamespace, ...hours });
    return callbackFields(copy, message, callbackWindow);
  }, [t, i18n]);
  const [initial] = useState(() => typed.current);
  const form = useFormModel(fields, { locale, values: initial });
  const honeypot = useRef<HTMLInputElement>(null);

  useEffect(
    () =>
      form.subscribe(() => {
        typed.current = form.getSnapshot().values;
      }),
    [form, typed],
  );

  return (
    <EngineForm
      form={form}
      onSubmit={(values) => onSend(values, honeypot.current?.value ?? '')}
      submitLabel={t('form.submit')}
      aria-label={t('form.label')}
      // Without script the browser posts the fields to the endpoint itself.
      action={`${env.apiBaseUrl}${apiPaths.callback}`}
      method="post"
      encType="multipart/form-data"
    >
      <CallbackConsentNote />
      <HoneypotField inputRef={honeypot} label={t('form.honeypot')} />
      {refusal ? <CallbackErrorPanel reason={refusal.message} /> : null}
    </EngineForm>
  );
}
