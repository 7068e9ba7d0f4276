import { Container, SimpleGrid, Stack } from '@/ui/kit/layout';
import { Text, Title } from '@/ui/kit/typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/routes';
import { DeviceVideo } from '@/features/device-video/components/device-video';
import { MoreLinks } from '@/ui/sections/more-link';
import { PageSection } from '@/ui/sections/page-section';
import { StepList } from '@/ui/sections/step-list';
import { PageIntro } from '@/ui/page-intro';

const scenes = ['morning', 'call', 'reminder'] as const;

export function VideoPage() {
  const { t } = useTranslation('video');
  const deviceHeading = useId();
  return (
    <>
      <PageIntro heading={t('heading')} intro={t('intro')} />
      <Container component="section" aria-labelledby={deviceHeading} pb="xl">
        <Stack gap="lg">
          <Stack gap="xs" maw="readable">
            <Title order={2} id={deviceHeading}>
              {t('deviceHeading')}
            </Title>
            <Text size="lg">{t('deviceIntro')}</Text>
          </Stack>
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="xl">
            <DeviceVideo src="/media/video/lumi-device.mp4" poster="/media/video/lumi-device-poster.webp" label={t('deviceLabel')} width={960} height={540} />
            <Stack gap="xs">
              <Title order={3}>{t('scenes.heading')}</Title>
              <StepList headingOrder={4} steps={scenes.map((id) => ({ id, title: t(`scenes.items.${id}.title`), text: t(`scenes.items.${id}.text`) }))} />
            </Stack>
          </SimpleGrid>
        </Stack>
      </Container>

      <PageSection heading={t('more.heading')} intro={t('more.intro')} tone="tint">
        <MoreLinks
          links={[
            { to: paths.liveDemo, label: t('more.demo') },
            { to: paths.app, label: t('more.app') },
            { to: paths.relatives, label: t('more.relatives') },
            { to: paths.setup, label: t('more.setup') },
          ]}
        />
      </PageSection>
    </>
  );
}

export const Component = VideoPage;
