import { Button } from '@/ui/kit/buttons';
import { Group } from '@/ui/kit/layout';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { brand } from '@/config/brand';
import { paths } from '@/config/routes';
import { PageIntro } from '@/ui/page-intro';
import { track } from '@/platform/analytics/track';

export function NotFoundPage() {
  const { t } = useTranslation('common', { keyPrefix: 'notFound' });
  return (
    <PageIntro heading={t('heading')} intro={t('hint')}>
      <Group gap="md">
        <Button component={Link} to={paths.home}>
          {t('home')}
        </Button>
        <Button component="a" href={`mailto:${brand.support.supportEmail}`} variant="outline" onClick={() => track('contact', { method: 'email' })}>
          {t('support')}
        </Button>
      </Group>
    </PageIntro>
  );
}

export const Component = NotFoundPage;
