import { useTranslation } from 'react-i18next';
import { PageIntro } from '@/ui/page-intro';

export function CheckoutSummaryPage() {
  const { t } = useTranslation('checkout');
  return <PageIntro heading={t('heading')} intro={t('intro')} />;
}

export const Component = CheckoutSummaryPage;
