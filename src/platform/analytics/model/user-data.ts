import type { AnalyticsEventPayloads, ConversionEventName, UserData } from './events';

/** What a visitor typed into a form; every field optional. */
export interface ContactDetails {
  email?: string | undefined;
  firstName?: string | undefined;
  lastName?: string | undefined;
  phone?: string | undefined;
}

/** Lowercased and trimmed, in one Unicode form so "ü" typed two ways hashes alike. */
export function normaliseText(value: string): string {
  return value.normalize('NFC').trim().toLowerCase();
}

export const normaliseEmail = normaliseText;
export const normaliseName = normaliseText;

/** Also drops brackets, hyphens (and dashes) and whitespace: `(030) 123-45 67` → `0301234567`. */
export function normalisePhone(value: string): string {
  return normaliseText(value).replace(/[()[\]{}\-\u2010-\u2015\u2212\s]/g, '');
}

/** Hex SHA-256 of the UTF-8 bytes of `text`, through Web Crypto. */
export async function sha256Hex(text: string, subtle: SubtleCrypto = globalThis.crypto.subtle): Promise<string> {
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Enhanced-conversions user data; a field that is empty after normalising is left out. */
export async function hashUserData(contact: ContactDetails, subtle?: SubtleCrypto): Promise<UserData> {
  const fields: Array<[keyof UserData, string]> = [
    ['sha256_email_address', normaliseEmail(contact.email ?? '')],
    ['sha256_first_name', normaliseName(contact.firstName ?? '')],
    ['sha256_last_name', normaliseName(contact.lastName ?? '')],
    ['sha256_phone_number', normalisePhone(contact.phone ?? '')],
  ];
  const userData: UserData = {};
  for (const [key, value] of fields) {
    if (value !== '') userData[key] = await sha256Hex(value, subtle);
  }
  return userData;
}

/**
 * Pure: the payload of a `*_sent` event. Personal data is for advertising, so it goes on the data
 * layer only with marketing consent (`ad_user_data` granted): then `user_data` holds the hashes and
 * `info_package_sent` also the plain e-mail; without it `user_data` is empty and there is no e-mail.
 */
export function sentPayload<E extends ConversionEventName>(
  event: E,
  contact: ContactDetails,
  userData: UserData,
  adUserData: boolean,
): AnalyticsEventPayloads[E] {
  if (!adUserData) return { user_data: {} } as AnalyticsEventPayloads[E];
  const payload: AnalyticsEventPayloads[ConversionEventName] =
    event === 'info_package_sent' ? { user_data: userData, email: normaliseEmail(contact.email ?? '') } : { user_data: userData };
  return payload as AnalyticsEventPayloads[E];
}

export async function buildSentPayload<E extends ConversionEventName>(
  event: E,
  contact: ContactDetails,
  subtle?: SubtleCrypto,
): Promise<AnalyticsEventPayloads[E]> {
  return sentPayload(event, contact, await hashUserData(contact, subtle), true);
}
