import { DonationBanner } from '@/app/shell/experiments/components/donation-banner';
import { SiteFrame } from './site-frame';

/** The default frame with the New Year campaign banner, donation only while its flag is on (/shop-not-so-old, /lp-old). */
export function DonationBannerLayout() {
  return <SiteFrame banners={<DonationBanner />} />;
}
