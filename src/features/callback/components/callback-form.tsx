import { Title } from '@/ui/kit/typography';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { apiPaths } from '@/adapters/api';
import { env } from '@/config/env';
import { track } from '@/platform/analytics/track';
import { EngineForm } from '@/platform/forms/components/engine-form';
import { HoneypotField } from '@/platform/forms/submission/components/honeypot-field';
import { SubmissionFlow, SubmissionRefusal } from '@/platform/forms/submission/components/submission-flow';
import { useSubmission, useTypedFormModel, type SubmissionInputsProps } from '@/platform/forms/submission/use-submission';
import { callbackFields, type CallbackFieldCopy, type CallbackMessageKey } from '../model/fields';
import { callbackWindow, formatClock } from '../model/time-window';
import { callbackNamespace } from '../namespace';
import { type CallbackShown, planCallbackRequest } from '../send-callback';
import { CallbackConsentNote, CallbackSuccessPanel } from './callback-panels';
import classes from './callback.module.css';

type Locale = 'de' | 'en';

/** The support hours as the copy writes them (`{{from}}`, `{{to}}`). */
const hours = { from: formatClock(callbackWindow.from), to: formatClock(callbackWindow.to) };

/**
 * The callback request: name, phone, a weekday and a time within the support hours, consent.
 * Sent through the outbox like every form, so a request made offline goes out later. It brings
 * its own h2, which gives way to the confirmation's h2 once the request is through.
 */
export function CallbackForm() {
  const { t, i18n } = useTranslation(callbackNamespace);
  const locale: Locale = i18n.language === 'en' ? 'en' : 'de';
  const submission = useSubmission<CallbackShown>((values, honeypot) => planCallbackRequest(values, honeypot, locale));

  // The form showing is the "callback_open" moment; after mount, never during the prerender.
  useEffect(() => track('callback_open'), []);

  return (
    <SubmissionFlow
      phase={submission.phase}
      headingOrder={2}
      onSubmitStart={submission.hideRefusal}
      renderSent={({ wish, phone }) => <CallbackSuccessPanel wish={wish} phone={phone} window={callbackWindow} />}
    >
      <div className={classes.form}>
        <Title order={2} mb="md">
          {t('form.heading')}
        </Title>
        {/* The engine keeps the descriptions and options it was made with: a new language makes new inputs. */}
        <CallbackInputs key={locale} locale={locale} typed={submission.typed} honeypot={submission.honeypot} onSend={submission.send} phase={submission.phase} />
      </div>
    </SubmissionFlow>
  );
}

type CallbackInputsProps = SubmissionInputsProps<CallbackShown>;

function CallbackInputs({ locale, typed, honeypot, onSend, phase }: CallbackInputsProps) {
  const { t, i18n } = useTranslation(callbackNamespace);
  const fields = useMemo(() => {
    const copy = t('form.fields', { returnObjects: true, ...hours }) as CallbackFieldCopy;
    const message = (key: CallbackMessageKey) => i18n.t(`form.messages.${key}`, { ns: callbackNamespace, ...hours });
    return callbackFields(copy, message, callbackWindow);
  }, [t, i18n]);
  const form = useTypedFormModel(fields, locale, typed);

  return (
    <EngineForm
      form={form}
      onSubmit={async (values) => {
        await onSend(values);
      }}
      submitLabel={t('form.submit')}
      aria-label={t('form.label')}
      // Without script the browser posts the fields to the endpoint itself.
      action={`${env.apiBaseUrl}${apiPaths.callback}`}
      method="post"
      encType="multipart/form-data"
    >
      <CallbackConsentNote />
      {/* Without script the browser sends the form as it is: the language it was read in goes with it. */}
      <input type="hidden" name="locale" value={locale} />
      <HoneypotField inputRef={honeypot} label={t('form.honeypot')} />
      <SubmissionRefusal phase={phase} message={t('form.error')} reason={(reason) => t('form.errorReason', { reason })} />
    </EngineForm>
  );
}
