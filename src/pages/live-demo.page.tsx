import { useTranslation } from 'react-i18next';
import { PageIntro } from '@/ui/page-intro';

export function LiveDemoPage() {
  const { t } = useTranslation('live-demo');
  return <PageIntro heading={t('heading')} intro={t('intro')} />;
}

export const Component = LiveDemoPage;
