import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';

/** The loopback mock server of this run (MOCK_PORT, as tests/playwright.config.ts starts it). */
export const mockOrigin = `http://127.0.0.1:${process.env.MOCK_PORT ?? 4318}`;
export const crmLogUrl = `${mockOrigin}/__mock/crm/submissions`;

/** Every field the CRM receives for an info package, hidden ones included, in the order the form sends them. */
export const infoPackageCrmFields = [
  'VORNAME',
  'NACHNAME',
  'EMAIL',
  'TELEFONNUMMER',
  'QUESTION_ROLE',
  'STRASSE_HAUSNUMMER',
  'PLZ',
  'STADT',
  'OPT_IN',
  'INITIAL_REFERRER_URL',
  'LAST_REFERRER_URL',
  'UTM_URL',
  'UTM_SOURCE',
  'UTM_MEDIUM',
  'UTM_CAMPAIGN',
  'UTM_CONTENT',
  'UTM_TERM',
  'GCLID',
  'FBCLID',
  'MELLITBCLID',
  'MELLIOBCLID',
  'email_address_check',
  'locale',
];

export interface CrmLogEntry {
  contentType: string;
  fields: Record<string, string>;
  status: number | 'dropped' | 'hung';
}

/**
 * The mock logs (and the site API's database) are shared by every worker and never emptied during
 * a run: each journey sends with an address of its own and reads only its own entries.
 */
export const uniqueEmail = (label: string) => `${label}.${randomUUID().slice(0, 8)}@example.com`;

/** What the CRM received for this address (compared without case, as the CRM does), oldest first. */
export async function crmSubmissions(request: APIRequestContext, email: string): Promise<CrmLogEntry[]> {
  const log = (await (await request.get(crmLogUrl)).json()) as CrmLogEntry[];
  return log.filter((entry) => entry.fields.EMAIL?.toLowerCase() === email.toLowerCase());
}

/** The callback requests the site API forwarded to the CRM for this phone number, oldest first. */
export async function crmCallbacks(request: APIRequestContext, phone: string): Promise<CrmLogEntry[]> {
  const log = (await (await request.get(crmLogUrl)).json()) as CrmLogEntry[];
  return log.filter((entry) => entry.fields.FORM === 'callback' && entry.fields.TELEFON === phone);
}
