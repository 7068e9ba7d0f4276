import { Title } from '@/ui/kit/typography';
import { useTranslation } from 'react-i18next';
import { SubmissionForm, type SubmissionFormProps } from '@/platform/forms/submission/components/submission-form';
import type { SubmissionRequest } from '@/platform/forms/submission/model/descriptor';
import type { ReceiptKind } from '../model/receipt';
import type { SentRequest } from '../model/summary';
import { contractsNamespace } from '../namespace';
import { ReceiptOnArrival } from './receipt-on-arrival';
import classes from './contracts.module.css';

type ContractFormProps<Request extends SubmissionRequest> = Omit<
  SubmissionFormProps<Request, SentRequest<Request>>,
  'headingOrder' | 'renderSent' | 'queuedCopy' | 'before'
> & {
  readonly kind: ReceiptKind;
  readonly heading: string;
};

/**
 * A declaration about a contract (a cancellation, a withdrawal): its heading above, sent through
 * the outbox, and the receipt in its place once the endpoint took it, never before; until then it
 * says plainly that it has not arrived.
 */
export function ContractForm<Request extends SubmissionRequest>({ kind, heading, ...props }: ContractFormProps<Request>) {
  const { t } = useTranslation(contractsNamespace, { keyPrefix: 'receipt' });
  return (
    <SubmissionForm
      id={`${kind}-form`}
      headingOrder={2}
      className={classes.form}
      queuedCopy={{ heading: t('queued.heading'), text: t('queued.text') }}
      renderSent={({ request }, reply) => <ReceiptOnArrival kind={kind} reply={reply} request={request} />}
      before={
        <Title order={2} mb="md">
          {heading}
        </Title>
      }
      {...props}
    />
  );
}
