import { Container, Paper, SimpleGrid, Stack } from '@/ui/kit/layout';
import { Anchor, Text, Title } from '@/ui/kit/typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { brand } from '@/config/brand';
import { paths } from '@/config/routes';
import { WithdrawalForm } from '@/features/contracts/components/withdrawal-form';
import { PageIntro } from '@/ui/page-intro';

/** "Vertrag widerrufen": the withdrawal function with its confirmation step. */
export function WithdrawalPage() {
  const { t } = useTranslation('contracts', { keyPrefix: 'withdrawal' });
  const otherHeading = useId();
  return (
    <>
      <PageIntro heading={t('heading')} intro={t('intro')} />
      <Container pb="xl">
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="xl">
          <Paper component="section" aria-label={t('form.label')} withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
            <WithdrawalForm />
          </Paper>
          <Stack component="section" aria-labelledby={otherHeading} gap="sm">
            <Title order={2} id={otherHeading}>
              {t('other.heading')}
            </Title>
            <Text>{t('other.text', { email: brand.support.supportEmail })}</Text>
            <Anchor component={Link} to={`${paths.agb}#16-widerrufsrecht`}>
              {t('terms')}
            </Anchor>
          </Stack>
        </SimpleGrid>
      </Container>
    </>
  );
}

export const Component = WithdrawalPage;
