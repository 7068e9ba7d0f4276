import { useTranslation } from 'react-i18next';
import { PageIntro } from '@/ui/page-intro';

export function LpOldPage() {
  const { t } = useTranslation('lp-old');
  return <PageIntro heading={t('heading')} intro={t('intro')} />;
}

export const Component = LpOldPage;
