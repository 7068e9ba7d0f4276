import { useTranslation } from 'react-i18next';
import { PageIntro } from '@/ui/page-intro';

export function ShopOldPage() {
  const { t } = useTranslation('shop-old');
  return <PageIntro heading={t('heading')} intro={t('intro')} />;
}

export const Component = ShopOldPage;
