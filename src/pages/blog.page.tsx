import { useTranslation } from 'react-i18next';
import { PageIntro } from '@/ui/page-intro';

export function BlogPage() {
  const { t } = useTranslation('blog');
  return <PageIntro heading={t('heading')} intro={t('intro')} />;
}

export const Component = BlogPage;
