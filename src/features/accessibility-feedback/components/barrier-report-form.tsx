import { Stack } from '@/ui/kit/layout';
import { Text, Title } from '@/ui/kit/typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { apiPaths } from '@/adapters/api';
import { env } from '@/config/env';
import { EngineForm } from '@/platform/forms/components/engine-form';
import { HoneypotField } from '@/platform/forms/submission/components/honeypot-field';
import { SubmissionFlow, SubmissionRefusal } from '@/platform/forms/submission/components/submission-flow';
import { useSubmission, useTypedFormModel, type SubmissionInputsProps } from '@/platform/forms/submission/use-submission';
import { useFocusOnArrival } from '@/ui/use-focus-on-arrival';
import { type BarrierReportFieldCopy, barrierReportFields } from '../model/barrier-report';
import { accessibilityNamespace } from '../namespace';
import { planBarrierReportRequest, type ReportShown } from '../send-report';
import classes from './barrier-report.module.css';

type Locale = 'de' | 'en';

/** "Barriere melden": what and where (required), name and e-mail for an answer (optional). Through the outbox. */
export function BarrierReportForm({ headingId }: { headingId: string }) {
  const { t, i18n } = useTranslation(accessibilityNamespace, { keyPrefix: 'form' });
  const locale: Locale = i18n.language === 'en' ? 'en' : 'de';
  const submission = useSubmission<ReportShown>((values, honeypot) => planBarrierReportRequest(values, honeypot, locale));
  return (
    <SubmissionFlow
      phase={submission.phase}
      headingOrder={2}
      onSubmitStart={submission.hideRefusal}
      queuedCopy={{ heading: t('queued.heading'), text: t('queued.text') }}
      renderSent={({ email }) => <ReportThanks email={email} headingId={headingId} />}
    >
      <div className={classes.form}>
        <Title order={2} id={headingId} mb="sm">
          {t('heading')}
        </Title>
        <Text mb="md">{t('intro')}</Text>
        <ReportInputs key={locale} locale={locale} typed={submission.typed} honeypot={submission.honeypot} onSend={submission.send} phase={submission.phase} />
      </div>
    </SubmissionFlow>
  );
}

type InputsProps = SubmissionInputsProps<ReportShown>;

function ReportInputs({ locale, typed, honeypot, onSend, phase }: InputsProps) {
  const { t } = useTranslation(accessibilityNamespace, { keyPrefix: 'form' });
  const fields = useMemo(() => barrierReportFields(t('fields', { returnObjects: true }) as BarrierReportFieldCopy), [t]);
  const form = useTypedFormModel(fields, locale, typed);
  return (
    <EngineForm
      form={form}
      id="barrier-report-form"
      onSubmit={async (values) => {
        await onSend(values);
      }}
      submitLabel={t('submit')}
      aria-label={t('label')}
      // Without script the browser posts the fields to the endpoint itself.
      action={`${env.apiBaseUrl}${apiPaths['accessibility-feedback']}`}
      method="post"
      encType="multipart/form-data"
    >
      {/* Without script the browser sends the form as it is: the language it was read in goes with it. */}
      <input type="hidden" name="locale" value={locale} />
      <HoneypotField inputRef={honeypot} label={t('honeypot')} />
      <SubmissionRefusal phase={phase} message={t('error')} reason={(reason) => t('errorReason', { reason })} />
    </EngineForm>
  );
}

/** The thanks keeps the heading id, so the section stays named by its heading. */
function ReportThanks({ email, headingId }: { email: string; headingId: string }) {
  const { t } = useTranslation(accessibilityNamespace, { keyPrefix: 'form.success' });
  const heading = useFocusOnArrival<HTMLHeadingElement>();
  return (
    <Stack gap="md" role="status">
      <Title ref={heading} id={headingId} order={2} tabIndex={-1}>
        {t('heading')}
      </Title>
      <Text>{t('text')}</Text>
      <Text>{email ? t('withEmail', { email }) : t('withoutEmail')}</Text>
    </Stack>
  );
}
