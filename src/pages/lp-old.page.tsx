import { Text, Title } from '@mantine/core';
import { IconMicrophone, IconPill, IconUsersGroup, IconVideo } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { InfoPackageEmailForm, type InfoPackageEmailCopy } from '@/features/info-package/components/info-package-email-form';
import { CheckList } from '@/features/shop/components/check-list';
import { DeviceImage } from '@/features/shop/components/device-image';
import { DonationCampaign } from '@/features/shop/components/donation-campaign';
import { FeatureGrid } from '@/features/shop/components/feature-grid';
import { PlanTeaser } from '@/features/shop/components/plan-teaser';
import { ShopHero } from '@/features/shop/components/shop-hero';
import { ShopChat } from '@/features/shop/components/shop-chat';
import { ShopSection } from '@/features/shop/components/shop-section';
import { useOfferValues } from '@/features/shop/use-offer-values';
import landing from '@/features/shop/components/landing.module.css';

const benefits = [
  { key: 'remind', icon: IconPill },
  { key: 'call', icon: IconVideo },
  { key: 'company', icon: IconUsersGroup },
  { key: 'simple', icon: IconMicrophone },
] as const;

/**
 * The alternative landing page, written for relatives: the info package form right in the hero,
 * what the device does for parents, how the family stays close through the app, the plans in
 * brief with the way into the shop, and the info package once more at the end.
 */
export function LpOldPage() {
  const { t } = useTranslation('lp-old');
  const values = useOfferValues();
  const orderHeading = useId();
  const emailCopy = t('emailForm', { returnObjects: true }) as InfoPackageEmailCopy;
  return (
    <>
      <ShopHero heading={t('heading')} intro={t('intro')} aside={<DeviceImage alt={t('hero.imageAlt')} />}>
        <div className={landing.formCard}>
          <InfoPackageEmailForm copy={emailCopy} />
          <Text className={landing.formNote}>{t('hero.note')}</Text>
        </div>
      </ShopHero>
      <DonationCampaign ns="lp-old" />
      <ShopSection heading={t('benefits.heading')} lead={t('benefits.lead')}>
        <FeatureGrid ns="lp-old" prefix="benefits" items={benefits} columns={4} />
        <Text mt="lg" className={landing.disclaimer}>
          {t('benefits.note')}
        </Text>
      </ShopSection>
      <ShopSection heading={t('relatives.heading')} lead={t('relatives.lead')} tone="tint">
        <CheckList ns="lp-old" prefix="relatives" items={['settings', 'call', 'photos', 'invite', 'control']} twoColumns />
      </ShopSection>
      <ShopSection heading={t('teaser.heading', values)} lead={t('teaser.lead', values)}>
        <PlanTeaser ns="lp-old" />
        <ShopChat ns="lp-old" />
      </ShopSection>
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
