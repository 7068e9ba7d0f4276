import { Title } from '@/ui/kit/typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { track } from '@/platform/analytics/track';
import { SubmissionForm } from '@/platform/forms/submission/components/submission-form';
import { callbackDescriptor } from '../model/callback-descriptor';
import { callbackWindow } from '../model/time-window';
import { callbackNamespace } from '../namespace';
import { CallbackConsentNote, CallbackSuccessPanel } from './callback-panels';
import classes from './callback.module.css';

/**
 * The callback request, sent through the outbox like every form, so a request made offline goes
 * out later. It brings its own h2, which gives way to the confirmation's h2 once the request is
 * through.
 */
export function CallbackForm() {
  const { t } = useTranslation(callbackNamespace);

  // The form showing is the "callback_open" moment; after mount, never during the prerender.
  useEffect(() => track('callback_open'), []);

  return (
    <SubmissionForm
      descriptor={callbackDescriptor}
      headingOrder={2}
      className={classes.form}
      before={
        <Title order={2} mb="md">
          {t('form.heading')}
        </Title>
      }
      note={<CallbackConsentNote />}
      renderSent={({ wish, phone }) => <CallbackSuccessPanel wish={wish} phone={phone} window={callbackWindow} />}
    />
  );
}
