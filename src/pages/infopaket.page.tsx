import { Paper, Title } from '@mantine/core';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { track } from '@/features/analytics/track';
import { InfoPackageForm } from '@/features/info-package/components/info-package-form';
import { PageIntro } from '@/ui/page-intro';

export function InfopaketPage() {
  const { t } = useTranslation('infopaket');
  const formHeading = useId();
  useEffect(() => track('info_package_page'), []);
  return (
    <PageIntro heading={t('heading')} intro={t('intro')}>
      <Paper component="section" aria-labelledby={formHeading} withBorder p={{ base: 'md', sm: 'xl' }} mt="md">
        <Title order={2} id={formHeading} mb="md">
          {t('form.heading')}
        </Title>
        <InfoPackageForm />
      </Paper>
    </PageIntro>
  );
}

export const Component = InfopaketPage;
