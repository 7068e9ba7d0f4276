import { useSyncExternalStore } from 'react';
import { isMobileUserAgent } from './model/user-agent';

// The user agent does not change while a page is open: nothing to subscribe to.
const subscribe = () => () => {};

const readUserAgent = () => isMobileUserAgent(typeof navigator === 'undefined' ? undefined : navigator.userAgent);

/**
 * Whether this browser runs on a phone or tablet. False on the server and while the page
 * hydrates, so the prerendered markup (the desktop variant) and the first render agree; React
 * renders again with the real answer right after.
 */
export function useMobileUserAgent(): boolean {
  return useSyncExternalStore(subscribe, readUserAgent, () => false);
}
