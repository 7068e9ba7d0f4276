import { SiteBanner } from '@/ui/site-banner';
import { DonationBanner } from './donation-banner';

/**
 * Every banner the default layout can show, all in the prerendered markup. The before-paint
 * script marks <html> with the visitor's `banner-layout` variation and the flags, and CSS
 * (`src/ui/global.css`) shows the matching ones: no banner ever appears or vanishes after paint.
 */
export function DefaultLayoutBanners() {
  return (
    <>
      <div data-banner-variant="default" data-flag-content="not-orderable-banner">
        <SiteBanner kind="notOrderable" />
      </div>
      <div data-banner-variant="christmasbanner">
        <SiteBanner kind="christmas" />
      </div>
      <div data-banner-variant="donationbanner">
        <DonationBanner />
      </div>
      <div data-flag-content="group-sessions-banner">
        <SiteBanner kind="groupSessions" />
      </div>
    </>
  );
}
