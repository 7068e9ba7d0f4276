import { Button } from '@/ui/kit/buttons';
import { Text } from '@/ui/kit/typography';
import { IconArrowDown, IconBell, IconDeviceMobile, IconMicrophone, IconMusic, IconPhoneCall, IconVideo } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DonationCampaign } from '@/features/shop/components/donation-campaign';
import { FaqLite } from '@/features/shop/components/faq-lite';
import { KeyFigures } from '@/features/shop/components/key-figures';
import { OfferFacts } from '@/features/shop/components/offer-facts';
import { PlanRows } from '@/features/shop/components/plan-rows';
import { ShopHero } from '@/features/shop/components/shop-hero';
import { ShopChat } from '@/features/shop/components/shop-chat';
import { useOfferValues } from '@/features/shop/use-offer-values';
import { FeatureGrid } from '@/ui/sections/feature-grid';
import { DeviceImage } from '@/ui/sections/media-image';
import { PageSection } from '@/ui/sections/page-section';

const plansId = 'tarife';

const figures = ['trial', 'from', 'screen'] as const;
const everyday = [
  ['voice', IconMicrophone],
  ['remind', IconBell],
  ['call', IconVideo],
  ['fun', IconMusic],
  ['app', IconDeviceMobile],
  ['help', IconPhoneCall],
] as const;
const questions = ['whichPlan', 'afterTrial', 'forParents', 'wifi'] as const;

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
      <ShopHero heading={t('heading')} intro={t('intro')} tone="warm" aside={<DeviceImage shot={1} look="offer" alt={t('hero.imageAlt')} />}>
        <KeyFigures
          items={figures.map((id) => ({ id, value: t(`figures.items.${id}.value`, values), label: t(`figures.items.${id}.label`, values) }))}
          label={t('figures.label')}
        />
        <div>
          <Button component={Link} to={`#${plansId}`} color="coral" rightSection={<IconArrowDown aria-hidden size={22} stroke={2} />}>
            {t('hero.toPlans')}
          </Button>
        </div>
      </ShopHero>
      <DonationCampaign ns="shop-not-so-old" look="feature" />
      <PageSection look="offer" id={plansId} heading={t('plansSection.heading')} intro={t('plansSection.lead', values)}>
        <PlanRows ns="shop-not-so-old" highlight="alles-dabei" />
        <Text mt="lg">{t('plansSection.note', values)}</Text>
      </PageSection>
      <PageSection look="offer" heading={t('everyday.heading')} intro={t('everyday.lead')} tone="warm">
        <FeatureGrid
          look="offer"
          accent="coral"
          items={everyday.map(([id, icon]) => ({ id, icon, title: t(`everyday.items.${id}.title`, values), text: t(`everyday.items.${id}.text`, values) }))}
        />
      </PageSection>
      <PageSection look="offer" heading={t('facts.heading')}>
        <OfferFacts ns="shop-not-so-old" facts={['trial', 'delivery', 'setup', 'payment']} columns={4} accent="coral" />
      </PageSection>
      <PageSection look="offer" heading={t('faq.heading')} tone="warm">
        <FaqLite items={questions.map((id) => ({ id, question: t(`faq.items.${id}.question`, values), answer: t(`faq.items.${id}.answer`, values) }))} />
        <ShopChat ns="shop-not-so-old" />
      </PageSection>
    </>
  );
}

export const Component = ShopNotSoOldPage;
