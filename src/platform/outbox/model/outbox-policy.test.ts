import { describe, expect, it } from 'vitest';
import { createOutboxEntry, isOutboxEntry, type OutboxEntry } from './outbox-entry';
import {
  afterAttempt,
  canClaim,
  claim,
  entriesToShow,
  expiryMs,
  isDisposable,
  isDue,
  leaseMs,
  markTracked,
  needsConversionEvent,
  retentionMs,
  withoutExpiredData,
  nextRetryInMs,
  retryDelayMs,
  viewOf,
} from './outbox-policy';

const start = Date.UTC(2026, 10, 23, 9, 0);
const minute = 60_000;

const entry = (overrides: Partial<OutboxEntry> = {}): OutboxEntry => ({
  ...createOutboxEntry(
    {
      form: 'info-package',
      target: { kind: 'crm', url: 'http://127.0.0.1:4318/crm/form' },
      fields: { EMAIL: 'anna@example.com', VORNAME: 'Anna' },
      conversion: { event: 'info_package_sent', contact: { email: 'anna@example.com' } },
    },
    'entry-1',
    start,
  ),
  ...overrides,
});

describe('a new outbox entry', () => {
  it('is pending, unsent, untracked and unacknowledged', () => {
    expect(entry()).toMatchObject({ id: 'entry-1', createdAt: start, status: 'pending', attempts: 0, tracked: false, acknowledged: false });
  });

  it('passes the stored-record check, while damaged records do not', () => {
    expect(isOutboxEntry(entry())).toBe(true);
    expect(isOutboxEntry(JSON.parse(JSON.stringify(entry())))).toBe(true);
    expect(isOutboxEntry({ ...entry(), status: 'lost' })).toBe(false);
    expect(isOutboxEntry({ ...entry(), fields: { EMAIL: 42 } })).toBe(false);
    expect(isOutboxEntry({ ...entry(), target: { kind: 'api', path: '/callback' } })).toBe(false);
    expect(isOutboxEntry({ ...entry(), createdAt: 'yesterday' })).toBe(false);
    expect(isOutboxEntry(null)).toBe(false);
    expect(isOutboxEntry('entry')).toBe(false);
  });
});

describe('what one attempt does to an entry', () => {
  it('marks an accepted entry sent for good and releases its lease', () => {
    const sent = afterAttempt(claim(entry(), 'page-a', start), { kind: 'accepted' }, start + 1000);
    expect(sent).toMatchObject({ status: 'sent', sentAt: start + 1000, attempts: 1, lastAttemptAt: start + 1000 });
    expect(sent.lease).toBeUndefined();
    expect(canClaim(sent, start + 2000)).toBe(false);
  });

  it("marks a definite rejection failed with the endpoint's text and never retries it", () => {
    const failed = afterAttempt(entry(), { kind: 'rejected', status: 400, message: 'EMAIL is not valid' }, start);
    expect(failed).toMatchObject({ status: 'failed', lastError: 'EMAIL is not valid' });
    expect(isDue(failed, start + expiryMs / 2)).toBe(false);
  });

  it.each([
    [{ kind: 'unavailable', reason: 'network' } as const, 'No connection'],
    [{ kind: 'unavailable', reason: 'timeout' } as const, 'No answer in time'],
    [{ kind: 'unavailable', reason: 'server', status: 503 } as const, 'Server error (503)'],
    [{ kind: 'unavailable', reason: 'server', status: 429 } as const, 'Server error (429)'],
  ])('keeps the entry pending after %o', (result, text) => {
    const retried = afterAttempt(entry(), result, start);
    expect(retried).toMatchObject({ status: 'pending', attempts: 1, lastError: text });
  });
});

describe('when an entry is sent', () => {
  it('sends a new entry at once', () => {
    expect(isDue(entry(), start)).toBe(true);
  });

  it('waits for the back-off after each failure, whatever triggered the delivery', () => {
    const failedOnce = afterAttempt(entry(), { kind: 'unavailable', reason: 'network' }, start);
    expect(isDue(failedOnce, start + retryDelayMs(1) - 1)).toBe(false);
    expect(isDue(failedOnce, start + retryDelayMs(1))).toBe(true);
    expect(nextRetryInMs([failedOnce], start)).toBe(retryDelayMs(1));
  });

  it('keeps the shortest step while the device is offline, and lengthens it for failures of the endpoint', () => {
    let offline = entry();
    for (let attempt = 0; attempt < 4; attempt += 1) offline = afterAttempt(offline, { kind: 'unavailable', reason: 'network' }, start);
    expect(nextRetryInMs([offline], start)).toBe(retryDelayMs(1));
    let down = entry();
    for (let attempt = 0; attempt < 3; attempt += 1) down = afterAttempt(down, { kind: 'unavailable', reason: 'server', status: 503 }, start);
    expect(nextRetryInMs([down], start)).toBe(retryDelayMs(3));
  });

  it('waits as long as Retry-After asks, when that is longer than the back-off', () => {
    const told = afterAttempt(entry(), { kind: 'unavailable', reason: 'server', status: 503, retryAfterMs: 5 * minute }, start);
    expect(told.retryAt).toBe(start + 5 * minute);
    expect(isDue(told, start + retryDelayMs(1))).toBe(false);
    expect(isDue(told, start + 5 * minute)).toBe(true);
    expect(nextRetryInMs([told], start)).toBe(5 * minute);
    expect(afterAttempt(told, { kind: 'unavailable', reason: 'network' }, start + 5 * minute).retryAt).toBeUndefined();
  });

  it('backs off longer with each attempt, up to a ceiling', () => {
    const delays = [1, 2, 3, 4, 5, 6, 20].map(retryDelayMs);
    expect(delays).toEqual([...delays].sort((a, b) => a - b));
    expect(retryDelayMs(0)).toBe(0);
    expect(retryDelayMs(20)).toBe(15 * minute);
  });

  it('never hands an entry to two senders while a lease runs, and frees it once the lease lapses', () => {
    const leased = claim(entry(), 'worker-1', start);
    expect(canClaim(leased, start + leaseMs - 1)).toBe(false);
    expect(isDue(leased, start + 1000)).toBe(false);
    expect(canClaim(leased, start + leaseMs)).toBe(true);
  });

  it('stops sending after seven days and shows the entry as expired, without deleting it', () => {
    const old = entry();
    expect(viewOf(old, start + expiryMs - 1)).toBe('queued');
    expect(viewOf(old, start + expiryMs)).toBe('expired');
    expect(isDue(old, start + expiryMs)).toBe(false);
    expect(nextRetryInMs([old], start + expiryMs)).toBeUndefined();
    expect(isDisposable(old, start + expiryMs)).toBe(false);
    expect(entriesToShow([old])).toEqual([old]);
  });
});

describe('what the visitor is told', () => {
  it('shows waiting entries and final states until acknowledged, oldest first', () => {
    const waiting = entry({ id: 'waiting', createdAt: start + 2 });
    const sent = entry({ id: 'sent', status: 'sent', createdAt: start + 1 });
    const seen = entry({ id: 'seen', status: 'failed', acknowledged: true });
    expect(entriesToShow([waiting, sent, seen]).map((item) => item.id)).toEqual(['sent', 'waiting']);
  });

  it('pushes the conversion event once, only for a sent entry', () => {
    expect(needsConversionEvent(entry())).toBe(false);
    expect(needsConversionEvent(entry({ status: 'sent' }))).toBe(true);
    expect(needsConversionEvent(entry({ status: 'sent', tracked: true }))).toBe(false);
    expect(needsConversionEvent(entry({ status: 'failed' }))).toBe(false);
  });

  it('lets go of an entry only when it was seen and its conversion is out', () => {
    expect(isDisposable(entry({ status: 'sent', acknowledged: true, tracked: false }), start)).toBe(false);
    expect(isDisposable(entry({ status: 'sent', acknowledged: true, tracked: true }), start)).toBe(true);
    expect(isDisposable(entry({ status: 'sent', acknowledged: false, tracked: true }), start)).toBe(false);
    expect(isDisposable(entry({ status: 'failed', acknowledged: true }), start)).toBe(true);
    expect(isDisposable(entry({ status: 'pending', acknowledged: true }), start)).toBe(false);
  });
});

describe('what stays on the device', () => {
  it("forgets the form's data the moment an entry is sent, keeping the contact only until its event is out", () => {
    const sent = afterAttempt(entry(), { kind: 'accepted', reply: { id: 'order-1' } }, start);
    expect(sent.fields).toEqual({});
    expect(sent.reply).toEqual({ id: 'order-1' });
    expect(sent.conversion?.contact).toEqual({ email: 'anna@example.com' });
    const tracked = markTracked(sent);
    expect(tracked.conversion).toBeUndefined();
    expect(tracked.tracked).toBe(true);
    expect(needsConversionEvent(tracked)).toBe(false);
  });

  it("forgets the form's data and the contact the moment an entry is refused", () => {
    const refused = afterAttempt(entry(), { kind: 'rejected', status: 400, message: 'no' }, start);
    expect(refused.fields).toEqual({});
    expect(refused.conversion).toBeUndefined();
    expect(refused).toMatchObject({ form: 'info-package', createdAt: start, status: 'failed' });
  });

  it("keeps the form's data while the entry may still go out, and drops it once it expired", () => {
    expect(withoutExpiredData(entry(), start + expiryMs - 1)).toBeUndefined();
    const expired = withoutExpiredData(entry(), start + expiryMs);
    expect(expired?.fields).toEqual({});
    expect(expired?.conversion).toBeUndefined();
    expect(viewOf(expired!, start + expiryMs)).toBe('expired');
    expect(withoutExpiredData(expired!, start + expiryMs + 1)).toBeUndefined();
  });

  it('purges a finished entry 30 days after it finished, seen or not', () => {
    const sent = afterAttempt(entry(), { kind: 'accepted' }, start);
    expect(isDisposable(sent, start + retentionMs - 1)).toBe(false);
    expect(isDisposable(sent, start + retentionMs)).toBe(true);
    const refused = afterAttempt(entry(), { kind: 'rejected', status: 422, message: 'no' }, start);
    expect(isDisposable(refused, start + retentionMs)).toBe(true);
    expect(isDisposable(entry(), start + expiryMs + retentionMs)).toBe(true);
    expect(isDisposable(entry(), start + retentionMs)).toBe(false);
  });
});
