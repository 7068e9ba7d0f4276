import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { apiPaths } from '@/adapters/api';
import { env } from '@/config/env';
import { paths } from '@/config/routes';
import { track } from '@/platform/analytics/track';
import { EngineForm } from '@/platform/forms/components/engine-form';
import type { FormValues } from '@/platform/forms/model/field-definition';
import { HoneypotField } from '@/platform/forms/submission/components/honeypot-field';
import { SubmissionFlow, SubmissionRefusal } from '@/platform/forms/submission/components/submission-flow';
import { useSubmission, useTypedFormModel, type SubmissionInputsProps } from '@/platform/forms/submission/use-submission';
import { testUserFields, type TestUserFieldCopy, type TestUserMessageKey } from '../model/fields';
import { type Programme, testUserNamespace } from '../namespace';
import { planTestUserApplication, type TestUserShown } from '../plan-application';
import { ApplicationReceived } from './application-received';
import { ApplicationConsentNote } from './consent-note';
import classes from './test-user.module.css';

type Locale = 'de' | 'en';

/**
 * The application for the test-user programme or the DiPA study. Sent through the outbox like
 * every form; once the endpoint took it the visitor moves on to the confirmation page. Offline
 * it waits in the outbox, and the place of the form says so until it went out.
 */
export function TestUserForm({ programme }: { programme: Programme }) {
  const { i18n } = useTranslation(testUserNamespace);
  const locale: Locale = i18n.language === 'en' ? 'en' : 'de';
  const submission = useSubmission<TestUserShown>((values, honeypot) => planTestUserApplication(values, honeypot, locale, programme));
  const navigate = useNavigate();
  const { search } = useLocation();

  // The first focus or keystroke inside the form is the "dipa_form_open" moment, once per page view.
  const opened = useRef(false);
  const markOpen = () => {
    if (opened.current) return;
    opened.current = true;
    track('dipa_form_open');
  };

  async function send(values: FormValues) {
    const phase = await submission.send(values);
    if (phase.kind === 'sent') await navigate({ pathname: paths.dipaSubmit, search });
  }

  return (
    <SubmissionFlow
      phase={submission.phase}
      headingOrder={3}
      onSubmitStart={submission.hideRefusal}
      renderSent={({ email }) => <ApplicationReceived email={email} />}
    >
      <div className={classes.form} onFocus={markOpen} onInput={markOpen}>
        {/* The engine keeps the descriptions and options it was made with: a new language makes new inputs. */}
        <ApplicationInputs key={locale} locale={locale} programme={programme} typed={submission.typed} honeypot={submission.honeypot} onSend={send} phase={submission.phase} />
      </div>
    </SubmissionFlow>
  );
}

type ApplicationInputsProps = SubmissionInputsProps<TestUserShown> & { programme: Programme };

function ApplicationInputs({ locale, programme, typed, honeypot, onSend, phase }: ApplicationInputsProps) {
  const { t, i18n } = useTranslation(testUserNamespace);
  const fields = useMemo(() => {
    const copy = t('form.fields', { returnObjects: true }) as TestUserFieldCopy;
    const message = (key: TestUserMessageKey) => i18n.t(`form.messages.${key}`, { ns: testUserNamespace });
    return testUserFields(copy, message);
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
      action={`${env.apiBaseUrl}${apiPaths['test-user']}`}
      method="post"
      encType="multipart/form-data"
    >
      <ApplicationConsentNote />
      {/* Without script the browser sends the form as it is: which programme and language it came from go with it. */}
      <input type="hidden" name="programme" value={programme} />
      <input type="hidden" name="locale" value={locale} />
      <HoneypotField inputRef={honeypot} label={t('form.honeypot')} />
      <SubmissionRefusal phase={phase} message={t('form.error')} reason={(reason) => t('form.errorReason', { reason })} />
    </EngineForm>
  );
}
