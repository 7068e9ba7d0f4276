import { useTranslation } from 'react-i18next';
import { PageIntro } from '@/ui/page-intro';

export function VideoPage() {
  const { t } = useTranslation('video');
  return <PageIntro heading={t('heading')} intro={t('intro')} />;
}

export const Component = VideoPage;
