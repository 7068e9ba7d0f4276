import { SiteFrame } from './site-frame';

/** Most pages: the "currently not orderable" banner, navigation, page, footer. */
export function DefaultLayout() {
  return <SiteFrame banner="notOrderable" />;
}
