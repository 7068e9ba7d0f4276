import { useTranslation } from 'react-i18next';
import { PageIntro } from '@/ui/page-intro';

export function HomePage() {
  const { t } = useTranslation('home');
  return <PageIntro heading={t('heading')} intro={t('intro')} />;
}

export const Component = HomePage;
