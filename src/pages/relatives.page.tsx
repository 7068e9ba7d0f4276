import { Button } from '@/ui/kit/buttons';
import { Stack } from '@/ui/kit/layout';
import { Anchor, Text } from '@/ui/kit/typography';
import { IconArrowRight, IconEye, IconHeartHandshake, IconMoodSmile, IconPhoneCall, IconPresentation, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { brand } from '@/config/brand';
import { paths } from '@/config/routes';
import { InfoPackageButton } from '@/features/info-package/components/info-package-button';
import { ActionRow } from '@/ui/sections/action-row';
import { CheckList } from '@/ui/sections/check-list';
import { FeatureGrid } from '@/ui/sections/feature-grid';
import { IllustratedGrid } from '@/ui/sections/illustrated-grid';
import { ImportantNotice } from '@/ui/sections/important-notice';
import { SceneImage } from '@/ui/sections/media-image';
import { MoreLink } from '@/ui/sections/more-link';
import { PageSection } from '@/ui/sections/page-section';
import productClasses from '@/ui/sections/product-pages.module.css';
import { PageIntro } from '@/ui/page-intro';

const scenes = ['kommunikation', 'sicherheit', 'unterhaltung', 'gemeinschaft'] as const;
const appTasks = ['photos', 'reminders', 'calls', 'settings', 'family'] as const;
const reassurances = [
  ['checkin', IconMoodSmile],
  ['changes', IconEye],
  ['contacts', IconUsers],
  ['independence', IconHeartHandshake],
] as const;
const tips = ['everyday', 'demo', 'package', 'setup'] as const;

export function RelativesPage() {
  const { t } = useTranslation('relatives');
  return (
    <>
      <PageIntro heading={t('heading')} intro={t('intro')}>
        <ActionRow>
          <InfoPackageButton>{t('actions.infoPackage')}</InfoPackageButton>
          <Button component={Link} to={paths.liveDemo} variant="outline" leftSection={<IconPresentation aria-hidden />}>
            {t('actions.demo')}
          </Button>
        </ActionRow>
      </PageIntro>

      <PageSection heading={t('connect.heading')} intro={t('connect.intro')} tone="tint">
        <IllustratedGrid
          columns={2}
          items={scenes.map((scene) => ({
            id: scene,
            image: <SceneImage scene={scene} alt={t(`connect.items.${scene}.alt`)} />,
            title: t(`connect.items.${scene}.title`),
            text: t(`connect.items.${scene}.text`),
          }))}
        />
      </PageSection>

      <PageSection heading={t('app.heading')} intro={t('app.intro')}>
        <Stack gap="lg">
          <CheckList items={appTasks.map((id) => t(`app.items.${id}`))} />
          <div>
            <MoreLink to={paths.app}>{t('app.link')}</MoreLink>
          </div>
        </Stack>
      </PageSection>

      <PageSection heading={t('peace.heading')} intro={t('peace.intro')} tone="tint">
        <FeatureGrid
          columns={2}
          items={reassurances.map(([id, icon]) => ({ id, icon, title: t(`peace.items.${id}.title`), text: t(`peace.items.${id}.text`) }))}
        />
        <ImportantNotice heading={t('notEmergency.heading')} headingOrder={3}>
          {t('notEmergency.text')}
        </ImportantNotice>
      </PageSection>

      <PageSection heading={t('talk.heading')} intro={t('talk.intro')}>
        <CheckList items={tips.map((id) => t(`talk.items.${id}`))} />
      </PageSection>

      <PageSection heading={t('cta.heading')} intro={t('cta.text')} tone="tint">
        <ActionRow>
          <InfoPackageButton>{t('actions.infoPackage')}</InfoPackageButton>
          <Button component={Link} to={paths.callbackform} variant="outline" leftSection={<IconPhoneCall aria-hidden />}>
            {t('cta.callback')}
          </Button>
        </ActionRow>
        {/* Some relatives who read this page work in care themselves: their offer lives on its own site. */}
        <Text>
          {t('careFacilities.text')}{' '}
          <Anchor href={brand.links.careFacilities} className={productClasses.moreLink} underline="always">
            {t('careFacilities.link')}
            <IconArrowRight aria-hidden size={22} />
          </Anchor>
        </Text>
      </PageSection>
    </>
  );
}

export const Component = RelativesPage;
