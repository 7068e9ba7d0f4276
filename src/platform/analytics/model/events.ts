import type { SocialNetwork } from '@/config/brand';

/**
 * Every analytics event of the site and what it carries (`docs/analytics.md` says where each
 * fires). Only the conversions (`*_sent` and `payment_success`) carry personal data, and only
 * hashed, in `user_data` (plus the plain e-mail on `info_package_sent`); the types forbid it
 * everywhere else.
 */

/** Field names of Google's enhanced conversions; values are hex SHA-256. */
export interface UserData {
  sha256_email_address?: string;
  sha256_first_name?: string;
  sha256_last_name?: string;
  sha256_phone_number?: string;
}

/** An event without payload: any key is refused. */
export type NoPayload = { readonly [key: string]: never };

export interface SentPayload {
  user_data: UserData;
}

export type PlanName = 'Basis' | 'Erweitert' | 'Alles dabei';
export type DeviceVideoName = 'sicherheit' | 'gemeinschaft';

export interface AnalyticsEventPayloads {
  go_to_shop: NoPayload;
  demo: NoPayload;
  checkout: NoPayload;
  payment_success: SentPayload;
  plan: { plan: PlanName };
  callback_open: NoPayload;
  callback_sent: SentPayload;
  contact: { method: 'phone' | 'email' };
  social: { network: SocialNetwork };
  faq: { question: string };
  flip_card: NoPayload;
  video: { name: DeviceVideoName };
  blog: { slug: string; title?: string };
  go_to_app: NoPayload;
  info_package_page: NoPayload;
  info_package_open: NoPayload;
  /** `email` only with marketing consent (`ad_user_data` granted), like the hashes in `user_data`. */
  info_package_sent: SentPayload & { email?: string };
  dipa_form_open: NoPayload;
  dipa_form_sent: SentPayload;
  scroll_to_dipa: NoPayload;
  live_demo_open: NoPayload;
  live_demo_sent: SentPayload;
  pill: NoPayload;
  chat_shop: NoPayload;
  experiment_viewed: { experiment_id: string; variation_id: string };
  /** Pushed only with statistics consent: `page` is the path, `language` the page's. */
  read_aloud_started: { page: string; language: string };
}

export type AnalyticsEventName = keyof AnalyticsEventPayloads;
/** The conversions, which carry hashed `user_data`: every `*_sent` event and `payment_success`. */
export type ConversionEventName = { [E in AnalyticsEventName]: E extends `${string}_sent` | 'payment_success' ? E : never }[AnalyticsEventName];

type PayloadKey<E extends AnalyticsEventName> = AnalyticsEventPayloads[E] extends NoPayload ? never : Extract<keyof AnalyticsEventPayloads[E], string>;

/**
 * The keys each event may put on the data layer. `track` copies only these, so a payload
 * object that happens to hold more (a whole form, say) cannot leak it.
 */
export const payloadKeys: { readonly [E in AnalyticsEventName]: readonly PayloadKey<E>[] } = {
  go_to_shop: [],
  demo: [],
  checkout: [],
  payment_success: ['user_data'],
  plan: ['plan'],
  callback_open: [],
  callback_sent: ['user_data'],
  contact: ['method'],
  social: ['network'],
  faq: ['question'],
  flip_card: [],
  video: ['name'],
  blog: ['slug', 'title'],
  go_to_app: [],
  info_package_page: [],
  info_package_open: [],
  info_package_sent: ['user_data', 'email'],
  dipa_form_open: [],
  dipa_form_sent: ['user_data'],
  scroll_to_dipa: [],
  live_demo_open: [],
  live_demo_sent: ['user_data'],
  pill: [],
  chat_shop: [],
  experiment_viewed: ['experiment_id', 'variation_id'],
  read_aloud_started: ['page', 'language'],
};

export const analyticsEventNames = Object.keys(payloadKeys) as AnalyticsEventName[];

export const conversionEventNames = analyticsEventNames.filter((name): name is ConversionEventName => name.endsWith('_sent') || name === 'payment_success');

/** Pure: the data-layer entry of one event, with only the keys the event defines. */
export function toDataLayerEntry<E extends AnalyticsEventName>(event: E, payload: AnalyticsEventPayloads[E] | undefined): Record<string, unknown> {
  const entry: Record<string, unknown> = { event };
  const source = (payload ?? {}) as Record<string, unknown>;
  for (const key of payloadKeys[event]) {
    if (source[key] !== undefined) entry[key] = source[key];
  }
  return entry;
}
