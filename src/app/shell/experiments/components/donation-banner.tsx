import { SiteBanner } from '@/ui/site-banner';

/**
 * The banner of the donation-banner layout and variation. It may promise the donation only
 * while the `new-year-donation` flag is on; otherwise the same slot carries the neutral trial
 * campaign. Both are in the prerendered markup and CSS (`src/ui/global.css`) picks by the
 * `<html data-flag-new-year-donation>` the before-paint script sets, so neither text flickers.
 */
export function DonationBanner() {
  return (
    <>
      <div data-flag-content="new-year-donation">
        <SiteBanner kind="donation" />
      </div>
      <div data-flag-fallback="new-year-donation">
        <SiteBanner kind="trial" />
      </div>
    </>
  );
}
