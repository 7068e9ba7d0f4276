import type { Result } from './result.ts';

/**
 * The only module that talks to the CRM: its hosted form, as the site's info package posts it
 * (multipart, the redirect not followed; a 3xx is the provider's "thank you"). Leads from the
 * callback and test-user forms go here, one form field per CRM field.
 */
export async function postCrmForm(url: string, fields: Record<string, string>, timeoutMs = 10_000): Promise<Result> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== '') body.append(name, value);
  try {
    const response = await fetch(url, { method: 'POST', body, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
    // Read to the end (an error page is small; the timeout covers it) rather than cancelled:
    // under MSW's fetch interceptor a cancel of a mocked body never settles, and an awaited
    // one held the outbox pass (and every later kick) forever.
    await response.arrayBuffer().catch(() => undefined);
    if (response.status >= 300 && response.status < 400) return { ok: true, value: undefined };
    return { ok: false, error: `CRM answered ${response.status}` };
  } catch (error) {
    return { ok: false, error: `CRM not reached (${(error as Error).name})` };
  }
}

/** Pure: the CRM's fields for a lead (the field names of the hosted form). */
export function crmFieldsOf(kind: 'callback' | 'test-user', fields: Record<string, string>): Record<string, string> {
  if (kind === 'callback') {
    return {
      FORM: 'callback',
      NAME: fields.name ?? '',
      TELEFON: fields.phone ?? '',
      RUECKRUF_TAG: fields.day ?? '',
      RUECKRUF_ZEIT: fields.time ?? '',
      SPRACHE: fields.locale ?? '',
      OPT_IN: fields.consent === 'yes' ? '1' : '',
    };
  }
  return {
    FORM: fields.programme === 'dipa' ? 'dipa' : 'test-user',
    EMAIL: fields.email ?? '',
    VORNAME: fields.firstName ?? '',
    NACHNAME: fields.lastName ?? '',
    TELEFON: fields.phone ?? '',
    STRASSE: fields.street ?? '',
    PLZ: fields.postalCode ?? '',
    ORT: fields.city ?? '',
    NUTZER: fields.user ?? '',
    NACHRICHT: fields.message ?? '',
    SPRACHE: fields.locale ?? '',
    OPT_IN: fields.consent === 'yes' ? '1' : '',
  };
}
