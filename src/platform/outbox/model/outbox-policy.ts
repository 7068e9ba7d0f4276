import type { OutboxEntry, OutboxReply } from './outbox-entry';

/**
 * What to retry, when, and what the visitor sees. Pure: entries and the clock in, entries and
 * decisions out. The page and the service worker both act on these answers.
 */

/** An entry that has not gone through in a week is shown as expired and no longer sent. */
export const expiryMs = 7 * 24 * 60 * 60 * 1000;

/** A finished entry (sent, refused, expired) is kept this long for its notice, without the form's data. */
export const retentionMs = 30 * 24 * 60 * 60 * 1000;

/** Longer than one request may take (15 s timeout), so a live replay never loses its lease. */
export const leaseMs = 60_000;

/** Waits between automatic retries while the page stays open: quick at first, then patient. */
export const retryDelaysMs = [10_000, 30_000, 60_000, 5 * 60_000, 15 * 60_000] as const;

/** The answer of one delivery attempt, as the CRM and API adapters report it. */
export type AttemptResult =
  | { readonly kind: 'accepted'; readonly reply?: OutboxReply }
  | { readonly kind: 'rejected'; readonly status: number; readonly message: string }
  | { readonly kind: 'unavailable'; readonly status?: number; readonly reason: 'network' | 'timeout' | 'server'; readonly retryAfterMs?: number };

/** Why a delivery is being attempted now. Every trigger honours the same back-off. */
export type FlushTrigger = 'submit' | 'page-start' | 'online' | 'sync' | 'worker-start' | 'timer';

/** What the visitor is shown for an entry. */
export type OutboxView = 'queued' | 'sent' | 'failed' | 'expired';

export function isExpired(entry: OutboxEntry, now: number): boolean {
  return entry.status === 'pending' && now - entry.createdAt >= expiryMs;
}

export function viewOf(entry: OutboxEntry, now: number): OutboxView {
  if (entry.status === 'sent') return 'sent';
  if (entry.status === 'failed') return 'failed';
  return isExpired(entry, now) ? 'expired' : 'queued';
}

export function retryDelayMs(attempts: number): number {
  if (attempts <= 0) return 0;
  return retryDelaysMs[Math.min(attempts, retryDelaysMs.length) - 1] ?? 0;
}

function isLeased(entry: OutboxEntry, now: number): boolean {
  return entry.lease !== undefined && entry.lease.until > now;
}

/** Whether this entry may be sent now: pending, not expired, nobody else sending it. */
export function canClaim(entry: OutboxEntry, now: number): boolean {
  return entry.status === 'pending' && !isExpired(entry, now) && !isLeased(entry, now);
}

/**
 * When an entry may be attempted again: after the back-off for its attempts so far, and not before
 * the time the endpoint asked for (`Retry-After`). A new entry is due at once.
 */
export function dueAt(entry: OutboxEntry): number {
  if (entry.attempts === 0) return 0;
  const steps = Math.max(1, entry.backoffSteps ?? entry.attempts);
  return Math.max((entry.lastAttemptAt ?? 0) + retryDelayMs(steps), entry.retryAt ?? 0);
}

/**
 * Whether a delivery may attempt this entry now. One back-off for every trigger (the page's timer,
 * a page start, `online`, the worker's start, Background Sync): a phone flapping between online
 * and offline, or many tabs starting, never sends faster than the back-off allows.
 */
export function isDue(entry: OutboxEntry, now: number): boolean {
  return canClaim(entry, now) && now >= dueAt(entry);
}

export function claim(entry: OutboxEntry, owner: string, now: number): OutboxEntry {
  return { ...entry, lease: { owner, until: now + leaseMs } };
}

const transientText: Record<'network' | 'timeout' | 'server', string> = {
  network: 'No connection',
  timeout: 'No answer in time',
  server: 'Server error',
};

/**
 * The entry after one attempt. Accepted is final; a definite rejection is final and keeps the
 * endpoint's text; anything transient stays pending for the next trigger. A final entry keeps no
 * form data: what was typed is gone once it is delivered or refused, and only the contact of a
 * conversion stays until its event is out (`markTracked`).
 */
export function afterAttempt(entry: OutboxEntry, result: AttemptResult, now: number): OutboxEntry {
  const { lease: _released, retryAt: _waited, ...rest } = entry;
  const attempted = { ...rest, attempts: entry.attempts + 1, lastAttemptAt: now };
  switch (result.kind) {
    case 'accepted':
      return { ...attempted, fields: {}, status: 'sent', sentAt: now, lastError: undefined, ...(result.reply ? { reply: result.reply } : {}) };
    case 'rejected': {
      const { conversion: _dropped, ...refused } = attempted;
      return { ...refused, fields: {}, status: 'failed', lastError: result.message };
    }
    case 'unavailable': {
      const status = result.status === undefined ? '' : ` (${result.status})`;
      const retryAt = result.retryAfterMs !== undefined && result.retryAfterMs > 0 ? { retryAt: now + result.retryAfterMs } : {};
      // The back-off spares the endpoint: an attempt that never left the device (no connection)
      // keeps the shortest step, so a phone that was offline for a while still sends soon after.
      const steps = (entry.backoffSteps ?? 0) + (result.reason === 'network' ? 0 : 1);
      return { ...attempted, ...retryAt, backoffSteps: steps, status: 'pending', lastError: `${transientText[result.reason]}${status}` };
    }
  }
}

/** The page's timer: how long until the next entry is due, or undefined when none waits. */
export function nextRetryInMs(entries: readonly OutboxEntry[], now: number): number | undefined {
  let next: number | undefined;
  for (const entry of entries) {
    if (entry.status !== 'pending' || isExpired(entry, now)) continue;
    const wait = Math.max(0, Math.max(dueAt(entry), entry.lease?.until ?? 0) - now);
    next = next === undefined ? wait : Math.min(next, wait);
  }
  return next;
}

/** The conversion event is pushed once, when the endpoint has taken the submission. */
export function needsConversionEvent(entry: OutboxEntry): boolean {
  return entry.status === 'sent' && !entry.tracked && entry.conversion !== undefined;
}

/** The event is out: the contact it hashed is no longer needed. */
export function markTracked(entry: OutboxEntry): OutboxEntry {
  const { conversion: _used, ...rest } = entry;
  return { ...rest, tracked: true };
}

/** An entry that expired unsent keeps no form data either; it is shown as expired and never sent. */
export function withoutExpiredData(entry: OutboxEntry, now: number): OutboxEntry | undefined {
  if (!isExpired(entry, now) || (Object.keys(entry.fields).length === 0 && entry.conversion === undefined)) return undefined;
  const { conversion: _dropped, ...rest } = entry;
  return { ...rest, fields: {} };
}

/** When an entry reached its final state, or undefined while it may still go out. */
export function finishedAt(entry: OutboxEntry, now: number): number | undefined {
  if (entry.status === 'sent') return entry.sentAt ?? entry.lastAttemptAt ?? entry.createdAt;
  if (entry.status === 'failed') return entry.lastAttemptAt ?? entry.createdAt;
  return isExpired(entry, now) ? entry.createdAt + expiryMs : undefined;
}

/** Entries the visitor should still be told about, oldest first. */
export function entriesToShow(entries: readonly OutboxEntry[]): OutboxEntry[] {
  return entries.filter((entry) => entry.status === 'pending' || !entry.acknowledged).sort((a, b) => a.createdAt - b.createdAt);
}

/**
 * Done with: the visitor has seen the final state and the conversion (if any) is out; or the
 * entry finished more than 30 days ago, seen or not.
 */
export function isDisposable(entry: OutboxEntry, now: number): boolean {
  const finished = finishedAt(entry, now);
  if (finished !== undefined && now - finished >= retentionMs) return true;
  if (!entry.acknowledged) return false;
  if (entry.status === 'sent') return entry.tracked || entry.conversion === undefined;
  return entry.status === 'failed' || isExpired(entry, now);
}
