import { useTranslation } from 'react-i18next';
import { PageIntro } from '@/ui/page-intro';

export function CheckoutAddressPage() {
  const { t } = useTranslation('checkout');
  return <PageIntro heading={t('address.heading')} intro={t('address.intro')} />;
}

export const Component = CheckoutAddressPage;
