import { Button, Text } from '@mantine/core';
import { IconArrowDown, IconBell, IconDeviceMobile, IconMicrophone, IconMusic, IconPhoneCall, IconVideo } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DeviceImage } from '@/features/shop/components/device-image';
import { DonationCampaign } from '@/features/shop/components/donation-campaign';
import { FaqLite } from '@/features/shop/components/faq-lite';
import { FeatureGrid } from '@/features/shop/components/feature-grid';
import { KeyFigures } from '@/features/shop/components/key-figures';
import { OfferFacts } from '@/features/shop/components/offer-facts';
import { PlanRows } from '@/features/shop/components/plan-rows';
import { ShopHero } from '@/features/shop/components/shop-hero';
import { ShopChat } from '@/features/shop/components/shop-chat';
import { ShopSection } from '@/features/shop/components/shop-section';
import { useOfferValues } from '@/features/shop/use-offer-values';

const plansId = 'tarife';

const everyday = [
  { key: 'voice', icon: IconMicrophone },
  { key: 'remind', icon: IconBell },
  { key: 'call', icon: IconVideo },
  { key: 'fun', icon: IconMusic },
  { key: 'app', icon: IconDeviceMobile },
  { key: 'help', icon: IconPhoneCall },
] as const;

/**
 * The warm campaign design: a coral hero with the offer in big numbers, the New Year campaign
 * (when its flag is on) leading the page, the plans as wide rows with the complete plan drawn
 * out, then what daily life with the device looks like, safe ordering and a short FAQ.
 */
export function ShopNotSoOldPage() {
  const { t } = useTranslation('shop-not-so-old');
  const values = useOfferValues();
  return (
    <>
      <ShopHero heading={t('heading')} intro={t('intro')} tone="warm" aside={<DeviceImage alt={t('hero.imageAlt')} />}>
        <KeyFigures ns="shop-not-so-old" items={['trial', 'from', 'screen']} aria-label={t('figures.label')} />
        <div>
          <Button component={Link} to={`#${plansId}`} color="coral" rightSection={<IconArrowDown aria-hidden size={22} stroke={2} />}>
            {t('hero.toPlans')}
          </Button>
        </div>
      </ShopHero>
      <DonationCampaign ns="shop-not-so-old" look="feature" />
      <ShopSection id={plansId} heading={t('plansSection.heading')} lead={t('plansSection.lead', values)}>
        <PlanRows ns="shop-not-so-old" highlight="alles-dabei" />
        <Text mt="lg">{t('plansSection.note', values)}</Text>
      </ShopSection>
      <ShopSection heading={t('everyday.heading')} lead={t('everyday.lead')} tone="warm">
        <FeatureGrid ns="shop-not-so-old" prefix="everyday" items={everyday} accent="coral" />
      </ShopSection>
      <ShopSection heading={t('facts.heading')}>
        <OfferFacts ns="shop-not-so-old" facts={['trial', 'delivery', 'setup', 'payment']} columns={4} accent="coral" />
      </ShopSection>
      <ShopSection heading={t('faq.heading')} tone="warm">
        <FaqLite ns="shop-not-so-old" items={['whichPlan', 'afterTrial', 'forParents', 'wifi']} />
        <ShopChat ns="shop-not-so-old" />
      </ShopSection>
    </>
  );
}

export const Component = ShopNotSoOldPage;
