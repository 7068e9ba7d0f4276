import { Button } from '@/ui/kit/buttons';
import { Text } from '@/ui/kit/typography';
import { IconArrowDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DonationCampaign } from '@/features/shop/components/donation-campaign';
import { FaqLite } from '@/features/shop/components/faq-lite';
import { OfferFacts } from '@/features/shop/components/offer-facts';
import { PlanCards } from '@/features/shop/components/plan-cards';
import { ShopHero } from '@/features/shop/components/shop-hero';
import { ShopChat } from '@/features/shop/components/shop-chat';
import { useOfferValues } from '@/features/shop/use-offer-values';
import { DeviceImage } from '@/ui/sections/media-image';
import { PageSection } from '@/ui/sections/page-section';
import { StepList } from '@/ui/sections/step-list';

const plansId = 'tarife';
const steps = ['choose', 'delivery', 'setup', 'decide'] as const;
const questions = ['afterTrial', 'wifi', 'whichPlan', 'payment', 'setup'] as const;

/**
 * The shop's control design: a light hero with the three promises, the plans as cards with the
 * middle one recommended, then how ordering works, what every plan includes and a short FAQ.
 */
export function ShopPage() {
  const { t } = useTranslation('shop');
  const values = useOfferValues();
  return (
    <>
      <ShopHero heading={t('heading')} intro={t('intro')} aside={<DeviceImage shot={1} look="offer" alt={t('hero.imageAlt')} />}>
        <OfferFacts ns="shop" look="checklist" facts={['trial', 'delivery', 'setup']} label={t('hero.factsLabel')} />
        <div>
          <Button component={Link} to={`#${plansId}`} rightSection={<IconArrowDown aria-hidden size={22} stroke={2} />}>
            {t('hero.toPlans')}
          </Button>
        </div>
      </ShopHero>
      <PageSection look="offer" id={plansId} heading={t('plansSection.heading')} intro={t('plansSection.lead', values)} align="center">
        <DonationCampaign ns="shop" placement="inline" />
        <PlanCards ns="shop" highlight="erweitert" />
        <Text ta="center" mt="xl" maw="readable" mx="auto">
          {t('plansSection.note', values)}
        </Text>
      </PageSection>
      <PageSection look="offer" heading={t('steps.heading')} tone="tint">
        <StepList look="offer" steps={steps.map((id) => ({ id, title: t(`steps.items.${id}.title`, values), text: t(`steps.items.${id}.text`, values) }))} />
      </PageSection>
      <PageSection look="offer" heading={t('facts.heading')} intro={t('facts.lead')}>
        <OfferFacts ns="shop" />
      </PageSection>
      <PageSection look="offer" heading={t('faq.heading')}>
        <FaqLite items={questions.map((id) => ({ id, question: t(`faq.items.${id}.question`, values), answer: t(`faq.items.${id}.answer`, values) }))} />
        <ShopChat ns="shop" />
      </PageSection>
    </>
  );
}

export const Component = ShopPage;
