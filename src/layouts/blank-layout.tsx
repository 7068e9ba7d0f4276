import { SiteFrame } from './site-frame';
import { MinimalHeader } from './minimal-header';

/** The checkout: no banner and no navigation to distract from the order. */
export function BlankLayout() {
  return <SiteFrame header={<MinimalHeader />} />;
}
