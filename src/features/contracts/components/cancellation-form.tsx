import { Text, Title } from '@/ui/kit/typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmissionForm } from '@/platform/forms/submission/components/submission-form';
import { cancellationDescriptor } from '../model/cancellation';
import { contractsNamespace } from '../namespace';
import { ReceiptOnArrival } from './receipt-on-arrival';
import classes from './contracts.module.css';

function Group({ legend, description, children }: { legend: string; description?: string; children: ReactNode }) {
  return (
    <fieldset className={classes.group}>
      <legend className={classes.legend}>{legend}</legend>
      {description ? <Text mb="sm">{description}</Text> : null}
      <div className={classes.groupInputs}>{children}</div>
    </fieldset>
  );
}

/**
 * The cancellation ("Verträge hier kündigen"), its inputs in three groups: who, which contract,
 * how and when. Sent through the outbox; the receipt takes the form's place once the endpoint
 * took it, never before.
 */
export function CancellationForm() {
  const { t } = useTranslation(contractsNamespace, { keyPrefix: 'cancellation.form' });
  const { t: receiptT } = useTranslation(contractsNamespace, { keyPrefix: 'receipt' });
  return (
    <SubmissionForm
      descriptor={cancellationDescriptor}
      id="cancellation-form"
      headingOrder={2}
      className={classes.form}
      queuedCopy={{ heading: receiptT('queued.heading'), text: receiptT('queued.text') }}
      renderSent={({ request }, reply) => <ReceiptOnArrival kind="cancellation" reply={reply} request={request} />}
      before={
        <Title order={2} mb="md">
          {t('heading')}
        </Title>
      }
      layout={(input) => (
        <>
          <Group legend={t('who')}>
            {input('name')}
            {input('email')}
          </Group>
          <Group legend={t('which')} description={t('whichDescription')}>
            {input('contractReference')}
            {input('street')}
            {input('postalCode')}
            {input('city')}
          </Group>
          <Group legend={t('how')}>
            {input('kind')}
            <div className={classes.onlyExtraordinary}>{input('reason')}</div>
            {input('effective')}
            <div className={classes.onlyChosenDate}>{input('effectiveDate')}</div>
          </Group>
        </>
      )}
    />
  );
}
