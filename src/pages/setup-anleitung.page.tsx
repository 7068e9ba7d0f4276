import { Box } from '@/ui/kit/layout';
import { Text } from '@/ui/kit/typography';
import { IconEar, IconKey, IconPlugConnected, IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CheckList } from '@/ui/sections/check-list';
import { FeatureGrid } from '@/ui/sections/feature-grid';
import { DeviceImage } from '@/ui/sections/media-image';
import { PageSection } from '@/ui/sections/page-section';
import { StepList, type Step } from '@/ui/sections/step-list';
import { SupportSection, supportValues } from '@/platform/contact/support-contact';
import { Tip } from '@/ui/sections/tip';
import { PageIntro } from '@/ui/page-intro';
import classes from './setup-anleitung.module.css';

const needs = ['box', 'socket', 'wifi', 'phone', 'email'] as const;
const steps = ['unpack', 'plugIn', 'switchOn', 'connect', 'voice', 'pair'] as const;
const troubles = [
  ['dark', IconPlugConnected],
  ['offline', IconWifiOff],
  ['hearing', IconEar],
  ['code', IconKey],
] as const;

export function SetupAnleitungPage() {
  const { t } = useTranslation('setup-anleitung');
  const extras: Partial<Record<(typeof steps)[number], Step['extra']>> = {
    switchOn: (
      <Box className={classes.photo}>
        <DeviceImage shot={1} alt={t('steps.items.switchOn.alt')} sizes="26rem" />
      </Box>
    ),
    voice: <Tip>{t('steps.items.voice.tip')}</Tip>,
  };
  return (
    <>
      <PageIntro heading={t('heading')} intro={t('intro')}>
        <Text fw={700}>{t('duration')}</Text>
      </PageIntro>

      <PageSection heading={t('needs.heading')} tone="tint">
        <CheckList items={needs.map((id) => t(`needs.items.${id}`))} />
      </PageSection>

      <PageSection heading={t('steps.heading')}>
        <StepList steps={steps.map((id) => ({ id, title: t(`steps.items.${id}.title`), text: t(`steps.items.${id}.text`), extra: extras[id] }))} />
      </PageSection>

      <PageSection heading={t('trouble.heading')} intro={t('trouble.intro')} tone="tint">
        <FeatureGrid
          columns={2}
          items={troubles.map(([id, icon]) => ({ id, icon, title: t(`trouble.items.${id}.title`), text: t(`trouble.items.${id}.text`) }))}
        />
      </PageSection>

      <SupportSection copy={t('support', { returnObjects: true, ...supportValues })} />
    </>
  );
}

export const Component = SetupAnleitungPage;
