import { useTranslation } from 'react-i18next';
import { PageIntro } from '@/ui/page-intro';

export function SuccessfulDoubleOptInPage() {
  const { t } = useTranslation('successful-double-opt-in');
  return <PageIntro heading={t('heading')} intro={t('intro')} />;
}

export const Component = SuccessfulDoubleOptInPage;
