import { SiteFrame } from './site-frame';
import { MinimalHeader } from './minimal-header';

/** The 404 page: a calm frame with the way home. */
export function NotFoundLayout() {
  return <SiteFrame header={<MinimalHeader />} />;
}
