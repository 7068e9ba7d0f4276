import { useTranslation } from 'react-i18next';
import { PageIntro } from '@/ui/page-intro';

export function KarrierePage() {
  const { t } = useTranslation('karriere');
  return <PageIntro heading={t('heading')} intro={t('intro')} />;
}

export const Component = KarrierePage;
