import { env } from '@/config/env';
import { failureOf, withTimeout, type FailedResult, type RequestOptions } from './http-result';

/**
 * The only module that talks to the site's own endpoints (`VITE_API_BASE_URL`): callback
 * requests, test-user applications, pre-orders, cancellations, withdrawals and barrier reports. Answers come back as the same tagged result as the CRM's.
 */
export type ApiResult = { kind: 'accepted'; status: number; data: unknown } | FailedResult;

export interface ApiRequestOptions extends RequestOptions {
  /** Defaults to the configured `apiBaseUrl`. */
  baseUrl?: string;
  /**
   * Sent as `Idempotency-Key`: the same for every retry of one submission, so an endpoint that
   * took it once does not act on it twice (the outbox passes the entry's id).
   */
  idempotencyKey?: string;
}

/** The path of each kind of submission below the API's base, as the contract declares it. */
export { submissionPaths as apiPaths } from '@server/contract/kinds.generated';

const genericRejection = 'The server did not accept the request.';

async function readData(response: Response): Promise<unknown> {
  if (!/json/i.test(response.headers.get('content-type') ?? '')) return undefined;
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
}

async function post(path: string, body: BodyInit, baseHeaders: Record<string, string>, options: ApiRequestOptions): Promise<ApiResult> {
  const url = `${options.baseUrl ?? env.apiBaseUrl}${path}`;
  const headers = options.idempotencyKey ? { ...baseHeaders, 'idempotency-key': options.idempotencyKey } : baseHeaders;
  return withTimeout(options, async (signal): Promise<ApiResult> => {
    const response = await fetch(url, { method: 'POST', body, headers, mode: 'cors', credentials: 'omit', signal });
    if (response.ok) return { kind: 'accepted', status: response.status, data: await readData(response) };
    return failureOf(response, genericRejection);
  });
}

export function postJson(path: string, data: unknown, options: ApiRequestOptions = {}): Promise<ApiResult> {
  return post(path, JSON.stringify(data), { 'content-type': 'application/json', accept: 'application/json' }, options);
}

/** Multipart, like a native form submission (without an idempotency key it needs no CORS preflight). */
export function postForm(path: string, fields: Readonly<Record<string, string>>, options: ApiRequestOptions = {}): Promise<ApiResult> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return post(path, body, { accept: 'application/json' }, options);
}
