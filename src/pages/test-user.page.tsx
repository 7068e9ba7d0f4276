import { useTranslation } from 'react-i18next';
import { PageIntro } from '@/ui/page-intro';

export function TestUserPage() {
  const { t } = useTranslation('test-user');
  return <PageIntro heading={t('heading')} intro={t('intro')} />;
}

export const Component = TestUserPage;
