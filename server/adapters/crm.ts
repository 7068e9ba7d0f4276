import type { Result } from './result.ts';

/**
 * The only module that talks to the CRM: its hosted form, as the site's info package posts it
 * (multipart, the redirect not followed; a 3xx is the provider's "thank you"). Leads from the
 * callback and test-user forms go here, one form field per CRM field (the contract names them).
 */
export async function postCrmForm(
  url: string,
  fields: Record<string, string>,
  { timeoutMs, signal }: { timeoutMs: number; signal?: AbortSignal | undefined },
): Promise<Result> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== '') body.append(name, value);
  const deadline = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetch(url, { method: 'POST', body, redirect: 'manual', signal: signal ? AbortSignal.any([signal, deadline]) : deadline });
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
