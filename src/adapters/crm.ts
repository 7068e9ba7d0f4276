import { discardBody, failureOf, withTimeout, type FailedResult, type RequestOptions } from './http-result';

/**
 * The only module that talks to the CRM's hosted-form endpoint: a multipart
 * POST whose redirect is not followed. The provider answers a good submission with a 302 to a
 * confirmation page that allows no CORS, so following it would fail; in the browser the
 * unfollowed redirect shows up as `opaqueredirect` with status 0, in Node and happy-dom as
 * the real 302 (both seen when trying it on this stack).
 */
export type CrmResult = { kind: 'accepted' } | FailedResult;

const genericRejection = 'The CRM did not accept the submission.';

/** Pure: whether the CRM took the submission (an unfollowed redirect). Any other answer is a failure. */
export function isCrmAcceptance(response: Pick<Response, 'type' | 'status'>): boolean {
  return response.type === 'opaqueredirect' || response.status === 0 || (response.status >= 300 && response.status < 400);
}

export async function submitCrmForm(url: string, fields: Readonly<Record<string, string>>, init: RequestOptions = {}): Promise<CrmResult> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return withTimeout(init, async (signal): Promise<CrmResult> => {
    const response = await fetch(url, { method: 'POST', body, redirect: 'manual', mode: 'cors', credentials: 'omit', signal });
    if (isCrmAcceptance(response)) {
      discardBody(response);
      return { kind: 'accepted' };
    }
    return failureOf(response, genericRejection);
  });
}
