import { useTranslation } from 'react-i18next';
import { PageIntro } from '@/ui/page-intro';

export function AppPage() {
  const { t } = useTranslation('app');
  return <PageIntro heading={t('heading')} intro={t('intro')} />;
}

export const Component = AppPage;
