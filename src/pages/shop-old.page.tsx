import { useTranslation } from 'react-i18next';
import { DeviceImage } from '@/features/shop/components/device-image';
import { DonationCampaign } from '@/features/shop/components/donation-campaign';
import { FactTable } from '@/features/shop/components/fact-table';
import { PageToc } from '@/features/shop/components/page-toc';
import { PlanComparisonTable } from '@/features/shop/components/plan-comparison-table';
import { ShopHero } from '@/features/shop/components/shop-hero';
import { ShopSection } from '@/features/shop/components/shop-section';
import { SupportContact } from '@/features/shop/components/support-contact';
import { useOfferValues } from '@/features/shop/use-offer-values';
import classes from '@/features/shop/components/shop-old-layout.module.css';

const sections = { device: 'geraet', plans: 'tarife', contact: 'fragen' } as const;

/**
 * The data-sheet design: sober and complete. Jump links, the device with its facts table, all
 * plans and terms in one comparison table, then a way to ask before ordering.
 */
export function ShopOldPage() {
  const { t } = useTranslation('shop-old');
  const values = useOfferValues();
  return (
    <>
      <ShopHero heading={t('heading')} intro={t('intro')} tone="plain">
        <PageToc
          label={t('toc.label')}
          links={[
            { id: sections.device, label: t('device.heading') },
            { id: sections.plans, label: t('compare.heading') },
            { id: sections.contact, label: t('contact.heading') },
          ]}
        />
      </ShopHero>
      <ShopSection id={sections.device} heading={t('device.heading')} tone="tint">
        <div className={classes.device}>
          <DeviceImage alt={t('device.imageAlt')} sizes="(min-width: 64em) 440px, 100vw" className={classes.image} />
          <FactTable ns="shop-old" prefix="device" rows={['screen', 'operation', 'internet', 'sim', 'proactive', 'app', 'privacy']} />
        </div>
      </ShopSection>
      <DonationCampaign ns="shop-old" />
      <ShopSection id={sections.plans} heading={t('compare.heading')} lead={t('compare.lead', values)}>
        <PlanComparisonTable ns="shop-old" />
      </ShopSection>
      <ShopSection id={sections.contact} heading={t('contact.heading')} tone="tint">
        <SupportContact ns="shop-old" />
      </ShopSection>
    </>
  );
}

export const Component = ShopOldPage;
