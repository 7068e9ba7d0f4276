import { Container, Paper, SimpleGrid, Stack } from '@/ui/kit/layout';
import { Title } from '@/ui/kit/typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CallbackForm } from '@/features/callback/components/callback-form';
import { StepList } from '@/ui/sections/step-list';
import { SupportContact, supportValues } from '@/platform/contact/support-contact';
import { PageIntro } from '@/ui/page-intro';

const afterSteps = ['call', 'questions', 'decide'] as const;

export function CallbackformPage() {
  const { t } = useTranslation('callbackform');
  const afterHeading = useId();
  return (
    <>
      <PageIntro heading={t('heading')} intro={t('intro')} />
      <Container pb="xl">
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="xl">
          <Paper component="section" aria-label={t('form.label')} withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
            <CallbackForm />
          </Paper>
          <Stack gap="xl">
            <SupportContact copy={t('direct', { returnObjects: true, ...supportValues })} />
            <Stack component="section" aria-labelledby={afterHeading} gap="md">
              <Title order={2} id={afterHeading}>
                {t('after.heading')}
              </Title>
              <StepList steps={afterSteps.map((id) => ({ id, title: t(`after.steps.${id}.title`), text: t(`after.steps.${id}.text`) }))} />
            </Stack>
          </Stack>
        </SimpleGrid>
      </Container>
    </>
  );
}

export const Component = CallbackformPage;
