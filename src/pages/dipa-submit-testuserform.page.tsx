import { useTranslation } from 'react-i18next';
import { PageIntro } from '@/ui/page-intro';

export function DipaSubmitTestuserformPage() {
  const { t } = useTranslation('dipa-submit-testuserform');
  return <PageIntro heading={t('heading')} intro={t('intro')} />;
}

export const Component = DipaSubmitTestuserformPage;
