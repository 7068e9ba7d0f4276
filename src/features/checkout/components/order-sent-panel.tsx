import { Button } from '@/ui/kit/buttons';
import { Stack } from '@/ui/kit/layout';
import { Text, Title } from '@/ui/kit/typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/routes';
import { useFocusOnArrival } from '@/ui/use-focus-on-arrival';
import type { PaymentMethod } from '../model/checkout-draft';

/**
 * The pre-order went through after it had waited in the outbox (the visitor was offline): the
 * next steps, or for PayPal the way to approve it there.
 */
export function OrderSentPanel({ method, approvalUrl }: { method: PaymentMethod; approvalUrl: string | undefined }) {
  const { t } = useTranslation('checkout');
  const heading = useFocusOnArrival<HTMLHeadingElement>();
  return (
    <Stack gap="md" role="status" align="flex-start">
      <Title ref={heading} order={2} tabIndex={-1}>
        {t('paymentForm.sent.heading')}
      </Title>
      <Text>{t('paymentForm.sent.text')}</Text>
      {method === 'paypal' ? (
        approvalUrl ? (
          <Button component="a" href={approvalUrl}>
            {t('paymentForm.paypalContinue')}
          </Button>
        ) : (
          <Text>{t('paymentForm.paypalMissing')}</Text>
        )
      ) : (
        <Button component={Link} to={paths.success}>
          {t('paymentForm.sent.link')}
        </Button>
      )}
    </Stack>
  );
}
