import { useTranslation } from 'react-i18next';
import { PageIntro } from '@/ui/page-intro';

export function CheckoutPaymentPage() {
  const { t } = useTranslation('checkout');
  return <PageIntro heading={t('payment.heading')} intro={t('payment.intro')} />;
}

export const Component = CheckoutPaymentPage;
