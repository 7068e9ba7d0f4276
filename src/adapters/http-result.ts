/**
 * The shared result shape of the site's outgoing form posts (CRM and own API). Outside answers
 * come back as a tagged result, never as a thrown error: callers decide what to show. `rejected` means
 * the endpoint refused this submission: sending it again will not help. `unavailable` means it
 * may well work later (offline, timeout, overload): the outbox keeps and retries those.
 */
export interface RejectedResult {
  kind: 'rejected';
  status: number;
  message: string;
}

export interface UnavailableResult {
  kind: 'unavailable';
  status?: number;
  reason: 'network' | 'timeout' | 'server';
  /** How long the endpoint asked to be left alone (`Retry-After`), when it said so. */
  retryAfterMs?: number;
}

export type FailedResult = RejectedResult | UnavailableResult;

export interface RequestOptions {
  /** Aborting it ends the request as `unavailable` with reason `network`. */
  signal?: AbortSignal;
  /** Gives up after this long with reason `timeout`. Default 15 s. */
  timeoutMs?: number;
}

export const defaultTimeoutMs = 15_000;
const maxMessageLength = 300;

/**
 * 408 and 429 ask to come back later, 409 says the same request is still being taken (it had
 * been sent before, and that attempt has not finished), 5xx is the server's own trouble: all are
 * worth a retry.
 */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 409 || status === 429 || status >= 500;
}

function shortText(text: string): string | undefined {
  const trimmed = text.trim();
  return trimmed !== '' && trimmed.length <= maxMessageLength ? trimmed : undefined;
}

/** The endpoint's own message when it sent a short text or JSON `{ message }`, else `fallback`. */
export async function readMessage(response: Response, fallback: string): Promise<string> {
  try {
    const type = response.headers.get('content-type') ?? '';
    if (!/json|text\/plain/i.test(type)) return fallback;
    const text = await response.text();
    if (!/json/i.test(type)) return shortText(text) ?? fallback;
    const parsed: unknown = JSON.parse(text);
    const message = typeof parsed === 'object' && parsed !== null ? (parsed as { message?: unknown }).message : undefined;
    return (typeof message === 'string' && shortText(message)) || fallback;
  } catch {
    return fallback;
  }
}

/** The longest wait a `Retry-After` may impose: a day; an endpoint asking for more is retried then. */
export const maxRetryAfterMs = 86_400_000;

/**
 * `Retry-After` as milliseconds from now: delay-seconds or an HTTP date, undefined when absent or
 * not a wait. Cross-origin endpoints must expose the header (`Access-Control-Expose-Headers`).
 */
export function retryAfterMsOf(value: string | null, now: number = Date.now()): number | undefined {
  const text = value?.trim() ?? '';
  if (text === '') return undefined;
  const ms = /^\d+$/.test(text) ? Number(text) * 1000 : Date.parse(text) - now;
  if (!Number.isFinite(ms) || ms <= 0) return undefined;
  return Math.min(ms, maxRetryAfterMs);
}

/** The failure an unsuccessful response stands for. */
export async function failureOf(response: Response, fallbackMessage: string): Promise<FailedResult> {
  if (isRetryableStatus(response.status)) {
    discardBody(response);
    const retryAfterMs = retryAfterMsOf(response.headers.get('retry-after'));
    return { kind: 'unavailable', status: response.status, reason: 'server', ...(retryAfterMs === undefined ? {} : { retryAfterMs }) };
  }
  return { kind: 'rejected', status: response.status, message: await readMessage(response, fallbackMessage) };
}

/** Frees the connection of a response whose body nobody reads. */
export function discardBody(response: Response): void {
  try {
    void response.body?.cancel().catch(() => {});
  } catch {
    // A body that is already locked or consumed needs nothing.
  }
}

/**
 * Runs one request under a timeout and the caller's signal. Any error while it runs (network
 * failure, abort, CORS refusal) becomes an `unavailable` result.
 */
export async function withTimeout<T>(options: RequestOptions, run: (signal: AbortSignal) => Promise<T>): Promise<T | UnavailableResult> {
  const { signal: callerSignal, timeoutMs = defaultTimeoutMs } = options;
  if (callerSignal?.aborted) return { kind: 'unavailable', reason: 'network' };
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException(`No answer within ${timeoutMs} ms`, 'TimeoutError'));
  }, timeoutMs);
  const forwardAbort = () => controller.abort(callerSignal?.reason);
  callerSignal?.addEventListener('abort', forwardAbort, { once: true });
  try {
    return await run(controller.signal);
  } catch {
    return { kind: 'unavailable', reason: timedOut ? 'timeout' : 'network' };
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', forwardAbort);
  }
}
