import { describe, expect, it } from 'vitest';
import { failureOf, isRetryableStatus, readMessage, withTimeout } from './http-result';

const fallback = 'generic';

describe('isRetryableStatus', () => {
  it.each([408, 409, 429, 500, 502, 503, 504])('treats %i as worth a retry', (status) => {
    expect(isRetryableStatus(status)).toBe(true);
  });

  it.each([400, 401, 403, 404, 413, 415, 422])('treats %i as final', (status) => {
    expect(isRetryableStatus(status)).toBe(false);
  });
});

describe('readMessage', () => {
  it('takes the message field of a JSON body', async () => {
    expect(await readMessage(Response.json({ message: 'E-Mail ungültig' }, { status: 400 }), fallback)).toBe('E-Mail ungültig');
  });

  it('takes a short plain-text body', async () => {
    const response = new Response('Invalid email', { status: 400, headers: { 'content-type': 'text/plain' } });
    expect(await readMessage(response, fallback)).toBe('Invalid email');
  });

  it('falls back for JSON without a message', async () => {
    expect(await readMessage(Response.json({ error: 'x' }, { status: 400 }), fallback)).toBe(fallback);
  });

  it('falls back for an HTML body', async () => {
    const response = new Response('<h1>Bad</h1>', { status: 400, headers: { 'content-type': 'text/html' } });
    expect(await readMessage(response, fallback)).toBe(fallback);
  });

  it('falls back for a long text body', async () => {
    const response = new Response('x'.repeat(1_000), { status: 400, headers: { 'content-type': 'text/plain' } });
    expect(await readMessage(response, fallback)).toBe(fallback);
  });

  it('falls back for broken JSON', async () => {
    const response = new Response('{"message":', { status: 400, headers: { 'content-type': 'application/json' } });
    expect(await readMessage(response, fallback)).toBe(fallback);
  });
});

describe('failureOf', () => {
  it('marks a 4xx as rejected', async () => {
    expect(await failureOf(Response.json({ message: 'no' }, { status: 422 }), fallback)).toEqual({ kind: 'rejected', status: 422, message: 'no' });
  });

  it('keeps the wait a 503 or 429 asks for in Retry-After, as seconds or as a date', async () => {
    expect(await failureOf(new Response(null, { status: 503, headers: { 'retry-after': '120' } }), fallback)).toEqual({
      kind: 'unavailable',
      status: 503,
      reason: 'server',
      retryAfterMs: 120_000,
    });
    const at = new Date(Date.now() + 600_000).toUTCString();
    const dated = await failureOf(new Response(null, { status: 429, headers: { 'retry-after': at } }), fallback);
    expect(dated.kind === 'unavailable' && dated.retryAfterMs).toBeGreaterThan(590_000);
  });

  it('ignores a Retry-After that is no wait (negative, garbage, absurdly long is capped at a day)', async () => {
    expect(await failureOf(new Response(null, { status: 503, headers: { 'retry-after': 'soon' } }), fallback)).toEqual({
      kind: 'unavailable',
      status: 503,
      reason: 'server',
    });
    const long = await failureOf(new Response(null, { status: 503, headers: { 'retry-after': '99999999999999999999' } }), fallback);
    expect(long.kind === 'unavailable' && long.retryAfterMs).toBe(86_400_000);
  });

  it('marks a 503 as unavailable for server reasons', async () => {
    expect(await failureOf(new Response(null, { status: 503 }), fallback)).toEqual({ kind: 'unavailable', status: 503, reason: 'server' });
  });
});

describe('withTimeout', () => {
  it('passes the result of the request through', async () => {
    expect(await withTimeout({}, async () => 'done')).toBe('done');
  });

  it('turns a thrown error into unavailable for network reasons', async () => {
    expect(
      await withTimeout({}, async () => {
        throw new TypeError('Failed to fetch');
      }),
    ).toEqual({ kind: 'unavailable', reason: 'network' });
  });

  it('aborts the request signal when the time is up', async () => {
    const result = await withTimeout({ timeoutMs: 10 }, (signal) => new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason))));
    expect(result).toEqual({ kind: 'unavailable', reason: 'timeout' });
  });
});
