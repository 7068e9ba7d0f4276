import { Button } from '@/ui/kit/buttons';
import { Group, Stack } from '@/ui/kit/layout';
import { Text, Title } from '@/ui/kit/typography';
import { useTranslation } from 'react-i18next';
import { brand } from '@/config/brand';
import type { ConfirmStepProps } from '@/platform/forms/submission/components/submission-form';
import { SubmissionRefusal } from '@/platform/forms/submission/components/submission-flow';
import { useFocusOnArrival } from '@/ui/use-focus-on-arrival';
import { withdrawalDescriptor, type WithdrawalRequest } from '../model/withdrawal';
import { contractsNamespace } from '../namespace';
import { ContractForm } from './contract-form';
import { SentSummary } from './sent-summary';

/**
 * The withdrawal function ("Vertrag widerrufen"): the details first, then a distinct step that
 * shows what will be sent and sends it only on "Widerruf bestätigen".
 */
export function WithdrawalForm() {
  const { t } = useTranslation(contractsNamespace, { keyPrefix: 'withdrawal' });
  return (
    <ContractForm
      descriptor={withdrawalDescriptor}
      kind="withdrawal"
      heading={t('form.heading')}
      // Without script nothing can show the confirmation step, so the form posts nowhere; the note says what to do.
      note={
        <noscript>
          <Text mt="md">{t('form.noScript', { email: brand.support.supportEmail })}</Text>
        </noscript>
      }
      confirmStep={ConfirmStep}
    />
  );
}

/** The second step: what will be sent, word for word, and the one button that sends it. */
function ConfirmStep({ request, phase, onConfirm, onBack }: ConfirmStepProps<WithdrawalRequest>) {
  const { t } = useTranslation(contractsNamespace, { keyPrefix: 'withdrawal.confirm' });
  const heading = useFocusOnArrival<HTMLHeadingElement>();
  const sending = phase.kind === 'sending';
  return (
    <Stack gap="md" data-step="confirm">
      <Title ref={heading} order={2} tabIndex={-1}>
        {t('heading')}
      </Title>
      <Text>{t('text')}</Text>
      <SentSummary request={request ?? {}} />
      <SubmissionRefusal phase={phase} message={t('error')} reason={(reason) => t('errorReason', { reason })} />
      <Group gap="md">
        <Button type="button" size="lg" onClick={onConfirm} loading={sending}>
          {t('submit')}
        </Button>
        <Button type="button" variant="outline" size="lg" onClick={onBack} disabled={sending}>
          {t('back')}
        </Button>
      </Group>
    </Stack>
  );
}
