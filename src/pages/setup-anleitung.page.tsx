import { useTranslation } from 'react-i18next';
import { PageIntro } from '@/ui/page-intro';

export function SetupAnleitungPage() {
  const { t } = useTranslation('setup-anleitung');
  return <PageIntro heading={t('heading')} intro={t('intro')} />;
}

export const Component = SetupAnleitungPage;
