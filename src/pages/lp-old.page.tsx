import { Text, Title } from '@/ui/kit/typography';
import { IconMicrophone, IconPill, IconUsersGroup, IconVideo } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { InfoPackageEmailForm, type InfoPackageEmailCopy } from '@/features/info-package/components/info-package-email-form';
import { DonationCampaign } from '@/features/shop/components/donation-campaign';
import { PlanTeaser } from '@/features/shop/components/plan-teaser';
import { ShopHero } from '@/features/shop/components/shop-hero';
import { ShopChat } from '@/features/shop/components/shop-chat';
import { useOfferValues } from '@/features/shop/use-offer-values';
import landing from '@/features/shop/components/landing.module.css';
import { CheckList } from '@/ui/sections/check-list';
import { FeatureGrid } from '@/ui/sections/feature-grid';
import { DeviceImage } from '@/ui/sections/media-image';
import { PageSection } from '@/ui/sections/page-section';

const benefits = [
  ['remind', IconPill],
  ['call', IconVideo],
  ['company', IconUsersGroup],
  ['simple', IconMicrophone],
] as const;
const relativesTasks = ['settings', 'call', 'photos', 'invite', 'control'] as const;

/**
 * The alternative landing page, written for relatives: the info package form right in the hero,
 * what the device does for parents, how the family stays close through the app, the plans in
 * brief with the way into the shop, and the info package once more at the end.
 */
export function LpOldPage() {
  const { t } = useTranslation('lp-old');
  const values = useOfferValues();
  const orderHeading = useId();
  const emailCopy: InfoPackageEmailCopy = t('emailForm', { returnObjects: true });
  return (
    <>
      <ShopHero heading={t('heading')} intro={t('intro')} aside={<DeviceImage shot={1} look="offer" alt={t('hero.imageAlt')} />}>
        <div className={landing.formCard}>
          <InfoPackageEmailForm copy={emailCopy} />
          <Text className={landing.formNote}>{t('hero.note')}</Text>
        </div>
      </ShopHero>
      <DonationCampaign ns="lp-old" />
      <PageSection look="offer" heading={t('benefits.heading')} intro={t('benefits.lead')}>
        <FeatureGrid
          look="offer"
          columns={4}
          items={benefits.map(([id, icon]) => ({ id, icon, title: t(`benefits.items.${id}.title`, values), text: t(`benefits.items.${id}.text`, values) }))}
        />
        <Text mt="lg" className={landing.disclaimer}>
          {t('benefits.note')}
        </Text>
      </PageSection>
      <PageSection look="offer" heading={t('relatives.heading')} intro={t('relatives.lead')} tone="tint">
        <CheckList look="offer" columns={2} items={relativesTasks.map((id) => t(`relatives.items.${id}`, values))} />
      </PageSection>
      <PageSection look="offer" heading={t('teaser.heading', values)} intro={t('teaser.lead', values)}>
        <PlanTeaser ns="lp-old" />
        <ShopChat ns="lp-old" />
      </PageSection>
      <section className={landing.order} aria-labelledby={orderHeading}>
        <div className={landing.orderInner}>
          <Title order={2} id={orderHeading}>
            {t('order.heading')}
          </Title>
          <Text>{t('order.text')}</Text>
          <InfoPackageEmailForm copy={emailCopy} aria-labelledby={orderHeading} />
        </div>
      </section>
    </>
  );
}

export const Component = LpOldPage;
