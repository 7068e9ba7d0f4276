import { fromWidth } from '@/ui/kit/breakpoints';
import { Button } from '@/ui/kit/buttons';
import { SimpleGrid } from '@/ui/kit/layout';
import { Text } from '@/ui/kit/typography';
import {
  IconBed,
  IconCalendarEvent,
  IconExternalLink,
  IconHeart,
  IconPhoneCall,
  IconPhoto,
  IconPill,
  IconPresentation,
  IconVolume,
  IconWheelchair,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { brand } from '@/config/brand';
import { paths } from '@/config/routes';
import { track } from '@/platform/analytics/track';
import { InfoPackageButton } from '@/features/info-package/components/info-package-button';
import { ActionRow } from '@/ui/sections/action-row';
import { CheckList } from '@/ui/sections/check-list';
import { FeatureGrid } from '@/ui/sections/feature-grid';
import { DeviceImage } from '@/ui/sections/media-image';
import { PageSection } from '@/ui/sections/page-section';
import { StepList } from '@/ui/sections/step-list';
import { PageIntro } from '@/ui/page-intro';

const features = [
  ['appointments', IconCalendarEvent],
  ['medication', IconPill],
  ['interests', IconHeart],
  ['bedtimes', IconBed],
  ['impairments', IconWheelchair],
  ['volume', IconVolume],
  ['call', IconPhoneCall],
  ['photos', IconPhoto],
] as const;

const familySteps = ['create', 'share', 'join', 'confirm', 'choose'] as const;
const safetyRules = ['code', 'confirm', 'contacts', 'privacy'] as const;

export function AppPage() {
  const { t } = useTranslation('app');
  return (
    <>
      <PageIntro heading={t('heading')} intro={t('intro')}>
        <ActionRow>
          <Button component="a" href={brand.links.userLogin} onClick={() => track('go_to_app')} rightSection={<IconExternalLink aria-hidden />}>
            {t('actions.login')}
          </Button>
          <InfoPackageButton variant="outline">{t('actions.infoPackage')}</InfoPackageButton>
        </ActionRow>
        <Text c="dimmed">{t('actions.loginHint')}</Text>
      </PageIntro>

      <PageSection heading={t('features.heading')} intro={t('features.intro')} tone="tint">
        <FeatureGrid
          columns={4}
          items={features.map(([id, icon]) => ({ id, icon, title: t(`features.items.${id}.title`), text: t(`features.items.${id}.text`) }))}
        />
      </PageSection>

      <PageSection heading={t('screens.heading')} intro={t('screens.intro')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
          <DeviceImage shot={3} alt={t('screens.medication.alt')} caption={t('screens.medication.caption')} sizes={`${fromWidth('sm')} 50vw, 100vw`} />
          <DeviceImage shot={7} alt={t('screens.photo.alt')} caption={t('screens.photo.caption')} sizes={`${fromWidth('sm')} 50vw, 100vw`} />
        </SimpleGrid>
      </PageSection>

      <PageSection heading={t('family.heading')} intro={t('family.intro')} tone="tint">
        <StepList steps={familySteps.map((id) => ({ id, title: t(`family.steps.${id}.title`), text: t(`family.steps.${id}.text`) }))} />
      </PageSection>

      <PageSection heading={t('safety.heading')} intro={t('safety.intro')}>
        <CheckList items={safetyRules.map((id) => t(`safety.items.${id}`))} />
      </PageSection>

      <PageSection heading={t('cta.heading')} intro={t('cta.text')} tone="tint">
        <ActionRow>
          <InfoPackageButton>{t('actions.infoPackage')}</InfoPackageButton>
          <Button component={Link} to={paths.liveDemo} variant="outline" leftSection={<IconPresentation aria-hidden />}>
            {t('cta.demo')}
          </Button>
          <Button component={Link} to={paths.callbackform} variant="outline" leftSection={<IconPhoneCall aria-hidden />}>
            {t('cta.callback')}
          </Button>
        </ActionRow>
      </PageSection>
    </>
  );
}

export const Component = AppPage;
