import { useTranslation } from 'react-i18next';
import { PageIntro } from '@/ui/page-intro';

export function FaqPage() {
  const { t } = useTranslation('faq');
  return <PageIntro heading={t('heading')} intro={t('intro')} />;
}

export const Component = FaqPage;
