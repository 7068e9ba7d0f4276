import { pushToDataLayer } from '@/adapters/data-layer';
import { hasConsent } from '@/platform/consent/consent-state';
import {
  toDataLayerEntry,
  type AnalyticsEventName,
  type AnalyticsEventPayloads,
  type NoPayload,
  type ConversionEventName,
  type UserData,
} from './model/events';
import { hashUserData, sentPayload, type ContactDetails } from './model/user-data';

type PayloadArgs<E extends AnalyticsEventName> = AnalyticsEventPayloads[E] extends NoPayload ? [payload?: NoPayload] : [payload: AnalyticsEventPayloads[E]];

/**
 * Pushes `{ event, ...payload }` to the data layer. Never throws: analytics must not break
 * a page. Events without payload take none: `track('demo')`, `track('contact', { method: 'phone' })`.
 */
export function track<E extends AnalyticsEventName>(event: E, ...[payload]: PayloadArgs<E>): void {
  try {
    pushToDataLayer(toDataLayerEntry(event, payload as AnalyticsEventPayloads[E] | undefined));
  } catch (error) {
    console.warn(`[analytics] could not track "${event}"`, error);
  }
}

/**
 * Tracks a successful form submission with hashed user data (`user_data`), with marketing consent only. Where Web Crypto
 * is missing (an insecure context such as plain http on a LAN address) the event still goes
 * out, with empty `user_data`. Resolves once the event is on the data layer; never rejects.
 */
export async function trackSubmission(event: ConversionEventName, contact: ContactDetails): Promise<void> {
  // Marketing consent is what grants `ad_user_data`: without it no personal data, hashed or plain.
  const adUserData = hasConsent('marketing');
  let userData: UserData = {};
  try {
    if (adUserData) userData = await hashUserData(contact);
  } catch (error) {
    console.warn(`[analytics] could not hash user data for "${event}"`, error);
  }
  try {
    pushToDataLayer(toDataLayerEntry(event, sentPayload(event, contact, userData, adUserData)));
  } catch (error) {
    console.warn(`[analytics] could not track "${event}"`, error);
  }
}
