import { afterAttempt, canClaim, claim, isDue, retryDelayMs, type AttemptResult, type FlushTrigger } from './model/outbox-policy';
import type { OutboxEntry } from './model/outbox-entry';
import type { OutboxStore } from './outbox-store';

/**
 * What one tab or the worker remembers between deliveries, in memory, about a storage that fails
 * to write: how long to leave it alone, and the results it could not record (so an accepted
 * submission is never sent again, even after its lease lapsed).
 */
export interface DeliveryMemory {
  storageFailures: number;
  storageBlockedUntil: number;
  readonly unwritten: Map<string, { readonly result: AttemptResult; readonly at: number }>;
}

export function createDeliveryMemory(): DeliveryMemory {
  return { storageFailures: 0, storageBlockedUntil: 0, unwritten: new Map() };
}

/** How long this tab or worker leaves storage alone after a failed write; 0 when it may try. */
export function deliveryBackoffMs(memory: DeliveryMemory, now: number): number {
  return Math.max(0, memory.storageBlockedUntil - now);
}

/** A read or write failed (quota, a blocked or broken database): back off, 10 s, 30 s, 1 min … */
export function noteStorageFailure(memory: DeliveryMemory, now: number, error: unknown, trigger?: FlushTrigger): void {
  memory.storageFailures += 1;
  memory.storageBlockedUntil = now + retryDelayMs(memory.storageFailures);
  console.warn(`[outbox] storage failed${trigger ? ` (${trigger})` : ''}; no delivery for ${retryDelayMs(memory.storageFailures) / 1000} s`, error);
}

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
  /** Kept by the caller across deliveries; without it, each delivery starts with a fresh memory. */
  readonly memory?: DeliveryMemory;
}

export interface FlushReport {
  readonly sent: string[];
  readonly rejected: string[];
  /** Attempted and still pending: the endpoint was unreachable or answered 408/429/5xx. */
  readonly retrying: string[];
}

const settle = (result: AttemptResult, at: number) => (entry: OutboxEntry) => (entry.status === 'sent' ? undefined : afterAttempt(entry, result, at));

/** Writes the results earlier deliveries could not; false when storage still fails. */
async function writeRemembered(store: OutboxStore, memory: DeliveryMemory, now: number): Promise<boolean> {
  for (const [id, { result, at }] of memory.unwritten) {
    try {
      await store.update(id, settle(result, at));
      memory.unwritten.delete(id);
    } catch (error) {
      noteStorageFailure(memory, now, error);
      return false;
    }
  }
  return true;
}

/**
 * Sends every due entry once. The replay holds the exclusive lock, and each entry is claimed
 * with a lease in the same transaction that reads it, so an entry is never in flight twice,
 * even where Web Locks are missing. An accepted entry is marked sent at once and never sent again.
 * Nothing is sent that was not claimed: a claim that cannot be written stops the delivery, and a
 * result that cannot be written is remembered, written first next time, and its entry not sent
 * again meanwhile. After a failed write, every trigger waits out the same back-off.
 */
export function flushOutbox(dependencies: DeliveryDependencies, trigger: FlushTrigger, onlyId?: string): Promise<FlushReport> {
  const { store, send, exclusive, now, owner, announce } = dependencies;
  const memory = dependencies.memory ?? createDeliveryMemory();
  const report = { sent: [] as string[], rejected: [] as string[], retrying: [] as string[] };
  if (deliveryBackoffMs(memory, now()) > 0) return Promise.resolve(report);
  return exclusive(async () => {
    if (!(await writeRemembered(store, memory, now()))) return report;
    const entries = await store.list();
    let failed = false;
    for (const candidate of entries) {
      if (onlyId !== undefined && candidate.id !== onlyId) continue;
      if (memory.unwritten.has(candidate.id) || !isDue(candidate, now())) continue;
      let claimed: OutboxEntry | undefined;
      try {
        claimed = await store.update(candidate.id, (entry) => (canClaim(entry, now()) ? claim(entry, owner, now()) : undefined));
      } catch (error) {
        noteStorageFailure(memory, now(), error, trigger);
        failed = true;
        break;
      }
      if (!claimed) continue;
      const result = await sendSafely(send, claimed);
      const at = now();
      let settled: OutboxEntry | undefined;
      try {
        // A result is recorded even if the lease lapsed meanwhile: "accepted" must stick. Only an
        // entry that is already sent stays as it is.
        settled = await store.update(claimed.id, settle(result, at));
      } catch (error) {
        memory.unwritten.set(claimed.id, { result, at });
        noteStorageFailure(memory, at, error, trigger);
        failed = true;
        settled = afterAttempt(claimed, result, at);
      }
      announce();
      if (settled?.status === 'sent') report.sent.push(claimed.id);
      else if (settled?.status === 'failed') report.rejected.push(claimed.id);
      else if (settled?.status === 'pending') report.retrying.push(claimed.id);
      if (failed) break;
    }
    if (!failed) memory.storageFailures = 0;
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
