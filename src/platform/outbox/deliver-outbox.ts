import { afterAttempt, canClaim, claim, isDue, type AttemptResult, type FlushTrigger } from './model/outbox-policy';
import type { OutboxEntry } from './model/outbox-entry';
import type { OutboxStore } from './outbox-store';

export interface DeliveryDependencies {
  readonly store: OutboxStore;
  readonly send: (entry: OutboxEntry) => Promise<AttemptResult>;
  /** Runs the whole replay alone across tabs and the worker (a Web Lock). */
  readonly exclusive: <T>(run: () => Promise<T>) => Promise<T>;
  readonly now: () => number;
  /** Names this tab or worker in the entry's lease. */
  readonly owner: string;
  /** Tells every open page that entries changed. */
  readonly announce: () => void;
}

export interface FlushReport {
  readonly sent: string[];
  readonly rejected: string[];
  /** Attempted and still pending: the endpoint was unreachable or answered 408/429/5xx. */
  readonly retrying: string[];
}

/**
 * Sends every due entry once. The replay holds the exclusive lock, and each entry is claimed
 * with a lease in the same transaction that reads it, so an entry is never in flight twice,
 * even where Web Locks are missing. An accepted entry is marked sent at once and never sent again.
 */
export function flushOutbox(dependencies: DeliveryDependencies, trigger: FlushTrigger, onlyId?: string): Promise<FlushReport> {
  const { store, send, exclusive, now, owner, announce } = dependencies;
  return exclusive(async () => {
    const report = { sent: [] as string[], rejected: [] as string[], retrying: [] as string[] };
    const entries = await store.list();
    for (const candidate of entries) {
      if (onlyId !== undefined && candidate.id !== onlyId) continue;
      if (!isDue(candidate, now(), trigger)) continue;
      const claimed = await store.update(candidate.id, (entry) => (canClaim(entry, now()) ? claim(entry, owner, now()) : undefined));
      if (!claimed) continue;
      const result = await sendSafely(send, claimed);
      // A result is recorded even if the lease lapsed meanwhile: "accepted" must stick. Only an
      // entry that is already sent stays as it is.
      const settled = await store.update(claimed.id, (entry) => (entry.status === 'sent' ? undefined : afterAttempt(entry, result, now())));
      announce();
      if (settled?.status === 'sent') report.sent.push(claimed.id);
      else if (settled?.status === 'failed') report.rejected.push(claimed.id);
      else if (settled?.status === 'pending') report.retrying.push(claimed.id);
    }
    return report;
  });
}

async function sendSafely(send: DeliveryDependencies['send'], entry: OutboxEntry): Promise<AttemptResult> {
  try {
    return await send(entry);
  } catch (error) {
    console.warn('[outbox] sending failed unexpectedly; will retry', error);
    return { kind: 'unavailable', reason: 'network' };
  }
}
