import { useTranslation } from 'react-i18next';
import { PageIntro } from '@/ui/page-intro';

export function RelativesPage() {
  const { t } = useTranslation('relatives');
  return <PageIntro heading={t('heading')} intro={t('intro')} />;
}

export const Component = RelativesPage;
