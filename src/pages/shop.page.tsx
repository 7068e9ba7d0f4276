import { useTranslation } from 'react-i18next';
import { PageIntro } from '@/ui/page-intro';

export function ShopPage() {
  const { t } = useTranslation('shop');
  return <PageIntro heading={t('heading')} intro={t('intro')} />;
}

export const Component = ShopPage;
