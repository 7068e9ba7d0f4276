import { fromWidth } from '@/ui/kit/breakpoints';
import { useTranslation } from 'react-i18next';
import { DonationCampaign } from '@/features/shop/components/donation-campaign';
import { FactTable } from '@/features/shop/components/fact-table';
import { PageToc } from '@/features/shop/components/page-toc';
import { PlanComparisonTable } from '@/features/shop/components/plan-comparison-table';
import { ShopChat } from '@/features/shop/components/shop-chat';
import { ShopHero } from '@/features/shop/components/shop-hero';
import { useOfferValues } from '@/features/shop/use-offer-values';
import classes from '@/features/shop/components/shop-old-layout.module.css';
import { SupportContact, supportValues } from '@/platform/contact/support-contact';
import { DeviceImage } from '@/ui/sections/media-image';
import { PageSection } from '@/ui/sections/page-section';

const sections = { device: 'geraet', plans: 'tarife', contact: 'fragen' } as const;
const deviceFacts = ['screen', 'operation', 'internet', 'sim', 'proactive', 'app', 'privacy'] as const;

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
      <PageSection look="offer" id={sections.device} heading={t('device.heading')} tone="tint">
        <div className={classes.device}>
          <DeviceImage shot={1} look="offer" alt={t('device.imageAlt')} sizes={`${fromWidth('lg')} 440px, 100vw`} className={classes.image} />
          <FactTable
            caption={t('device.caption', values)}
            rows={deviceFacts.map((id) => ({ id, label: t(`device.rows.${id}.label`, values), value: t(`device.rows.${id}.value`, values) }))}
          />
        </div>
      </PageSection>
      <DonationCampaign ns="shop-old" />
      <PageSection look="offer" id={sections.plans} heading={t('compare.heading')} intro={t('compare.lead', values)}>
        <PlanComparisonTable ns="shop-old" />
      </PageSection>
      <PageSection look="offer" id={sections.contact} heading={t('contact.heading')} tone="tint">
        <SupportContact look="offer" copy={t('contact', { returnObjects: true, ...supportValues })}>
          <ShopChat ns="shop-old" />
        </SupportContact>
      </PageSection>
    </>
  );
}

export const Component = ShopOldPage;
