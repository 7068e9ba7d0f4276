import { SiteFrame } from './site-frame';

/** The default frame with the Christmas campaign banner. */
export function ChristmasBannerLayout() {
  return <SiteFrame banner="christmas" />;
}
