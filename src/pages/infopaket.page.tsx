import { Container, Paper, SimpleGrid, Stack } from '@/ui/kit/layout';
import { Title } from '@/ui/kit/typography';
import { IconAddressBook, IconBook, IconChecklist, IconDeviceMobile, IconHelpCircle, IconReceiptEuro } from '@tabler/icons-react';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { track } from '@/platform/analytics/track';
import { InfoPackageForm } from '@/features/info-package/components/info-package-form';
import { CheckList } from '@/ui/sections/check-list';
import { FeatureGrid } from '@/ui/sections/feature-grid';
import { HashLink } from '@/ui/sections/hash-link';
import { PageSection } from '@/ui/sections/page-section';
import { StepList } from '@/ui/sections/step-list';
import { PageIntro } from '@/ui/page-intro';

const promises = ['free', 'choice', 'noSpam'] as const;
const contents = [
  ['brochure', IconBook],
  ['plans', IconReceiptEuro],
  ['faq', IconHelpCircle],
  ['checklist', IconChecklist],
  ['app', IconDeviceMobile],
  ['contact', IconAddressBook],
] as const;
const deliverySteps = ['form', 'confirm', 'read'] as const;

/** The form's anchor, for the link at the top of the page. */
const formAnchor = 'formular';

export function InfopaketPage() {
  const { t } = useTranslation('infopaket');
  const deliveryHeading = useId();
  const formHeading = useId();
  useEffect(() => track('info_package_page'), []);
  return (
    <>
      <PageIntro heading={t('heading')} intro={t('intro')}>
        <CheckList items={promises.map((id) => t(`promise.${id}`))} />
        <div>
          <HashLink href={`#${formAnchor}`}>{t('toForm')}</HashLink>
        </div>
      </PageIntro>

      <PageSection heading={t('contents.heading')} intro={t('contents.intro')} tone="tint">
        <FeatureGrid items={contents.map(([id, icon]) => ({ id, icon, title: t(`contents.items.${id}.title`), text: t(`contents.items.${id}.text`) }))} />
      </PageSection>

      <Container py="xl">
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="xl">
          <Stack component="section" aria-labelledby={deliveryHeading} gap="lg">
            <Title order={2} id={deliveryHeading}>
              {t('delivery.heading')}
            </Title>
            <StepList steps={deliverySteps.map((id) => ({ id, title: t(`delivery.steps.${id}.title`), text: t(`delivery.steps.${id}.text`) }))} />
          </Stack>
          <Paper component="section" id={formAnchor} aria-labelledby={formHeading} withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
            <Title order={2} id={formHeading} mb="md">
              {t('form.heading')}
            </Title>
            <InfoPackageForm />
          </Paper>
        </SimpleGrid>
      </Container>
    </>
  );
}

export const Component = InfopaketPage;
