import { DefaultLayoutBanners } from '@/app/shell/experiments/components/default-layout-banners';
import { SiteFrame } from './site-frame';

/** Most pages: the banner the `banner-layout` experiment and the flags choose, navigation, page, footer. */
export function DefaultLayout() {
  return <SiteFrame banners={<DefaultLayoutBanners />} />;
}
