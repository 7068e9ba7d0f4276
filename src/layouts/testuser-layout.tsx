import { SiteFrame } from './site-frame';

/** The test-user programme pages: the programme banner instead of the sales banner. */
export function TestUserLayout() {
  return <SiteFrame banner="testUser" />;
}
