import { Button, Text } from '@mantine/core';
import { IconArrowDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DeviceImage } from '@/features/shop/components/device-image';
import { DonationCampaign } from '@/features/shop/components/donation-campaign';
import { FaqLite } from '@/features/shop/components/faq-lite';
import { OfferFacts } from '@/features/shop/components/offer-facts';
import { PlanCards } from '@/features/shop/components/plan-cards';
import { ShopHero } from '@/features/shop/components/shop-hero';
import { ShopChat } from '@/features/shop/components/shop-chat';
import { ShopSection } from '@/features/shop/components/shop-section';
import { StepList } from '@/features/shop/components/step-list';
import { useOfferValues } from '@/features/shop/use-offer-values';

const plansId = 'tarife';

/**
 * The shop's control design: a light hero with the three promises, the plans as cards with the
 * middle one recommended, then how ordering works, what every plan includes and a short FAQ.
 */
export function ShopPage() {
  const { t } = useTranslation('shop');
  const values = useOfferValues();
  return (
    <>
      <ShopHero heading={t('heading')} intro={t('intro')} aside={<DeviceImage alt={t('hero.imageAlt')} />}>
        <OfferFacts ns="shop" look="checklist" facts={['trial', 'delivery', 'setup']} aria-label={t('hero.factsLabel')} />
        <div>
          <Button component={Link} to={`#${plansId}`} rightSection={<IconArrowDown aria-hidden size={22} stroke={2} />}>
            {t('hero.toPlans')}
          </Button>
        </div>
      </ShopHero>
      <ShopSection id={plansId} heading={t('plansSection.heading')} lead={t('plansSection.lead', values)} align="center">
        <DonationCampaign ns="shop" placement="inline" />
        <PlanCards ns="shop" highlight="erweitert" />
        <Text ta="center" mt="xl" maw="46rem" mx="auto">
          {t('plansSection.note', values)}
        </Text>
      </ShopSection>
      <ShopSection heading={t('steps.heading')} tone="tint">
        <StepList ns="shop" items={['choose', 'delivery', 'setup', 'decide']} />
      </ShopSection>
      <ShopSection heading={t('facts.heading')} lead={t('facts.lead')}>
        <OfferFacts ns="shop" />
      </ShopSection>
      <ShopSection heading={t('faq.heading')}>
        <FaqLite ns="shop" items={['afterTrial', 'wifi', 'whichPlan', 'payment', 'setup']} />
        <ShopChat ns="shop" />
      </ShopSection>
    </>
  );
}

export const Component = ShopPage;
