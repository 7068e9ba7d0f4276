import { SiteFrame } from './site-frame';

/** The default frame with the New Year donation banner (/shop-not-so-old, /lp-old). */
export function DonationBannerLayout() {
  return <SiteFrame banner="donation" />;
}
