import { useTranslation } from 'react-i18next';
import { PageIntro } from '@/ui/page-intro';

export function ShopNotSoOldPage() {
  const { t } = useTranslation('shop-not-so-old');
  return <PageIntro heading={t('heading')} intro={t('intro')} />;
}

export const Component = ShopNotSoOldPage;
