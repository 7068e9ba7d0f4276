import { useTranslation } from 'react-i18next';
import { PageIntro } from '@/ui/page-intro';

export function TeamPage() {
  const { t } = useTranslation('team');
  return <PageIntro heading={t('heading')} intro={t('intro')} />;
}

export const Component = TeamPage;
