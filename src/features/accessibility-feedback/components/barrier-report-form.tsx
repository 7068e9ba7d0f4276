import { Stack } from '@/ui/kit/layout';
import { Text, Title } from '@/ui/kit/typography';
import { useTranslation } from 'react-i18next';
import { SubmissionForm } from '@/platform/forms/submission/components/submission-form';
import { useFocusOnArrival } from '@/ui/use-focus-on-arrival';
import { barrierReportDescriptor } from '../model/barrier-report';
import { accessibilityNamespace } from '../namespace';
import classes from './barrier-report.module.css';

/** "Barriere melden", through the outbox; its heading names the section around it, and so does the thanks. */
export function BarrierReportForm({ headingId }: { headingId: string }) {
  const { t } = useTranslation(accessibilityNamespace, { keyPrefix: 'form' });
  return (
    <SubmissionForm
      descriptor={barrierReportDescriptor}
      id="barrier-report-form"
      headingOrder={2}
      className={classes.form}
      queuedCopy={{ heading: t('queued.heading'), text: t('queued.text') }}
      renderSent={({ email }) => <ReportThanks email={email} headingId={headingId} />}
      before={
        <>
          <Title order={2} id={headingId} mb="sm">
            {t('heading')}
          </Title>
          <Text mb="md">{t('intro')}</Text>
        </>
      }
    />
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
