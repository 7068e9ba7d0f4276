import { Container, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DeviceVideo } from '@/features/device-video/components/device-video';
import { PageIntro } from '@/ui/page-intro';

export function VideoPage() {
  const { t } = useTranslation('video');
  return (
    <>
      <PageIntro heading={t('heading')} intro={t('intro')} />
      <Container pb="xl" maw="60rem">
        <Title order={2} mb="md">
          {t('deviceHeading')}
        </Title>
        <DeviceVideo
          src="/media/video/lumi-device.mp4"
          poster="/media/video/lumi-device-poster.webp"
          label={t('deviceLabel')}
          width={960}
          height={540}
        />
      </Container>
    </>
  );
}

export const Component = VideoPage;
