import { useTranslation } from 'react-i18next';
import { PageIntro } from '@/ui/page-intro';

export function SuccessPage() {
  const { t } = useTranslation('success');
  return <PageIntro heading={t('heading')} intro={t('intro')} />;
}

export const Component = SuccessPage;
