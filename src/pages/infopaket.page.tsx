import { useTranslation } from 'react-i18next';
import { PageIntro } from '@/ui/page-intro';

export function InfopaketPage() {
  const { t } = useTranslation('infopaket');
  return <PageIntro heading={t('heading')} intro={t('intro')} />;
}

export const Component = InfopaketPage;
