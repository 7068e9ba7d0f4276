import { Container, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { InfoPackageEmailForm, type InfoPackageEmailCopy } from '@/features/info-package/components/info-package-email-form';
import { PageIntro } from '@/ui/page-intro';

export function HomePage() {
  const { t } = useTranslation('home');
  const infoPackageHeading = useId();
  const emailCopy = t('emailForm', { returnObjects: true }) as InfoPackageEmailCopy;
  return (
    <>
      <PageIntro heading={t('heading')} intro={t('intro')}>
        <InfoPackageEmailForm copy={emailCopy} />
      </PageIntro>
      <Container component="section" aria-labelledby={infoPackageHeading} py="xl">
        <Stack gap="md" maw="46rem">
          <Title order={2} id={infoPackageHeading}>
            {t('infoPackage.heading')}
          </Title>
          <Text>{t('infoPackage.text')}</Text>
          <InfoPackageEmailForm copy={emailCopy} aria-labelledby={infoPackageHeading} />
        </Stack>
      </Container>
    </>
  );
}

export const Component = HomePage;
