import { useTranslation } from 'react-i18next';
import { CheckoutProgress } from '@/features/checkout/components/checkout-progress';
import { PaymentStep } from '@/features/checkout/components/payment-step';
import { PreOrderNote } from '@/features/checkout/components/pre-order-note';
import { PageIntro } from '@/ui/page-intro';

export function CheckoutPaymentPage() {
  const { t } = useTranslation('checkout');
  return (
    <PageIntro heading={t('payment.heading')} intro={t('payment.intro')} before={<CheckoutProgress current="payment" />}>
      <PreOrderNote />
      <PaymentStep />
    </PageIntro>
  );
}

export const Component = CheckoutPaymentPage;
