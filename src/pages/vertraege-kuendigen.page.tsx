import { Container, Paper, SimpleGrid, Stack } from '@/ui/kit/layout';
import { Text, Title } from '@/ui/kit/typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { brand } from '@/config/brand';
import { CancellationForm } from '@/features/contracts/components/cancellation-form';
import { PageIntro } from '@/ui/page-intro';

const postalAddress = `${brand.operator.legalName}, ${brand.operator.street}, ${brand.operator.postalCode} ${brand.operator.city}`;

/** "Verträge hier kündigen" (§ 312k BGB): open to everyone, no login. */
export function CancellationPage() {
  const { t } = useTranslation('contracts', { keyPrefix: 'cancellation' });
  const otherHeading = useId();
  return (
    <>
      <PageIntro heading={t('heading')} intro={t('intro')} />
      <Container pb="xl">
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="xl">
          <Paper component="section" aria-label={t('form.label')} withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
            <CancellationForm />
          </Paper>
          <Stack component="section" aria-labelledby={otherHeading} gap="sm">
            <Title order={2} id={otherHeading}>
              {t('other.heading')}
            </Title>
            <Text>{t('other.text', { email: brand.support.supportEmail, address: postalAddress })}</Text>
          </Stack>
        </SimpleGrid>
      </Container>
    </>
  );
}

export const Component = CancellationPage;
