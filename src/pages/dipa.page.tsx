import { useTranslation } from 'react-i18next';
import { PageIntro } from '@/ui/page-intro';

export function DipaPage() {
  const { t } = useTranslation('dipa');
  return <PageIntro heading={t('heading')} intro={t('intro')} />;
}

export const Component = DipaPage;
