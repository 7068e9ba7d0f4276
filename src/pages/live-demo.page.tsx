import { fromWidth } from '@/ui/kit/breakpoints';
import { Button } from '@/ui/kit/buttons';
import { Text } from '@/ui/kit/typography';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { brand } from '@/config/brand';
import { track } from '@/platform/analytics/track';
import { ActionRow } from '@/ui/sections/action-row';
import { ImportantNotice } from '@/ui/sections/important-notice';
import { IllustratedGrid } from '@/ui/sections/illustrated-grid';
import { DeviceImage, type DeviceShot } from '@/ui/sections/media-image';
import { PageSection } from '@/ui/sections/page-section';
import { StepList } from '@/ui/sections/step-list';
import { SupportSection, supportValues } from '@/platform/contact/support-contact';
import { PageIntro } from '@/ui/page-intro';

const scenes = [
  ['greeting', 1],
  ['call', 2],
  ['quiz', 5],
] as const satisfies ReadonlyArray<readonly [string, DeviceShot]>;
const steps = ['open', 'sound', 'try', 'time'] as const;

/** The way to the external demo: following it is the `live_demo_sent` moment. */
function DemoButton({ children }: { children: string }) {
  return (
    <Button
      component="a"
      href={brand.links.demo}
      size="xl"
      leftSection={<IconPlayerPlay aria-hidden />}
      onClick={() => track('live_demo_sent', { user_data: {} })}
    >
      {children}
    </Button>
  );
}

export function LiveDemoPage() {
  const { t } = useTranslation('live-demo');
  // The invitation is open: counted once the page shows, never during the prerender.
  useEffect(() => track('live_demo_open'), []);
  return (
    <>
      <PageIntro heading={t('heading')} intro={t('intro')}>
        <ActionRow>
          <DemoButton>{t('open')}</DemoButton>
        </ActionRow>
        <Text c="dimmed">{t('openHint')}</Text>
      </PageIntro>

      <PageSection heading={t('expect.heading')} intro={t('expect.intro')} tone="tint">
        <IllustratedGrid
          columns={3}
          items={scenes.map(([id, shot]) => ({
            id,
            image: <DeviceImage shot={shot} alt={t(`expect.items.${id}.alt`)} sizes={`${fromWidth('lg')} 24rem, ${fromWidth('sm')} 50vw, 100vw`} />,
            title: t(`expect.items.${id}.title`),
            text: t(`expect.items.${id}.text`),
          }))}
        />
      </PageSection>

      <PageSection heading={t('how.heading')}>
        <StepList steps={steps.map((id) => ({ id, title: t(`how.steps.${id}.title`), text: t(`how.steps.${id}.text`) }))} />
        <ImportantNotice heading={t('together.heading')} headingOrder={3} tone="tip">
          {t('together.text')}
        </ImportantNotice>
        <ActionRow>
          <DemoButton>{t('open')}</DemoButton>
        </ActionRow>
      </PageSection>

      <SupportSection copy={t('support', { returnObjects: true, ...supportValues })} />
    </>
  );
}

export const Component = LiveDemoPage;
