import { Container } from '@/ui/kit/layout';
import { IconHeartHandshake } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShopNamespace } from '../namespace';
import { useOfferValues } from '../use-offer-values';
import classes from './donation-campaign.module.css';

export interface DonationCampaignProps {
  readonly ns: ShopNamespace;
  /** `note`: a slim box; `feature`: a large card that leads the page. */
  readonly look?: 'note' | 'feature';
  /** `section`: its own band between two sections (h2); `inline`: inside a section (h3). */
  readonly placement?: 'section' | 'inline';
}

/**
 * The New Year campaign (60 days free, a donation per trial). Always in the markup, shown only
 * while the `new-year-donation` flag is on: the before-paint script marks `<html>` and the global
 * CSS shows `[data-flag-content]`. Reads `donation.heading|text` from the page's namespace.
 */
export function DonationCampaign({ ns, look = 'note', placement = 'section' }: DonationCampaignProps) {
  const { t } = useTranslation(ns);
  const headingId = useId();
  const values = useOfferValues();
  const Heading = placement === 'section' ? 'h2' : 'h3';
  const campaign = (
    <section className={classes.campaign} data-look={look} aria-labelledby={headingId}>
      <span className={classes.icon}>
        <IconHeartHandshake aria-hidden size={look === 'feature' ? 44 : 32} stroke={1.75} />
      </span>
      <div className={classes.body}>
        <Heading id={headingId} className={classes.heading}>
          {t('donation.heading', values)}
        </Heading>
        <p className={classes.text}>{t('donation.text', values)}</p>
      </div>
    </section>
  );
  return (
    <div data-flag-content="new-year-donation" className={classes.flag} data-placement={placement}>
      {placement === 'section' ? <Container>{campaign}</Container> : campaign}
    </div>
  );
}
