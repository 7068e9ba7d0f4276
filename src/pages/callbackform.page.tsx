import { useTranslation } from 'react-i18next';
import { PageIntro } from '@/ui/page-intro';

export function CallbackformPage() {
  const { t } = useTranslation('callbackform');
  return <PageIntro heading={t('heading')} intro={t('intro')} />;
}

export const Component = CallbackformPage;
