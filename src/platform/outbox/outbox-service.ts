import { createSignal } from '@/adapters/broadcast';
import { withExclusiveLock } from '@/adapters/web-locks';
import { createDeliveryMemory, deliveryBackoffMs, flushOutbox, noteStorageFailure, type FlushReport } from './deliver-outbox';
import type { FlushTrigger } from './model/outbox-policy';
import { createOutboxStore, type OutboxStore } from './outbox-store';
import { sendEntry } from './send-entry';
import { outboxLockName, outboxSignalName } from './shared-names';

/**
 * The outbox as both programs use it: the page (tabs) and the service worker each make one
 * service, and all of them share the IndexedDB store, the lock and the change signal.
 */
export interface OutboxService {
  readonly store: OutboxStore;
  readonly changes: ReturnType<typeof createSignal>;
  deliver(trigger: FlushTrigger, onlyId?: string): Promise<FlushReport>;
  /** How long this tab or worker leaves storage alone after a failed write or read; 0 when it may try. */
  backoffMs(): number;
}

export function newId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Insecure contexts (plain http on a LAN address) have no randomUUID; uniqueness per browser is enough.
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

export function createOutboxService(ownerKind: 'page' | 'worker'): OutboxService {
  const store = createOutboxStore();
  const changes = createSignal(outboxSignalName);
  const owner = `${ownerKind}-${newId()}`;
  // One memory for every trigger of this tab or worker: a failed write backs all of them off.
  const memory = createDeliveryMemory();
  return {
    store,
    changes,
    backoffMs: () => deliveryBackoffMs(memory, Date.now()),
    async deliver(trigger, onlyId) {
      try {
        return await flushOutbox(
          {
            store,
            send: sendEntry,
            exclusive: (run) => withExclusiveLock(outboxLockName, run),
            now: Date.now,
            owner,
            announce: () => changes.announce(),
            memory,
          },
          trigger,
          onlyId,
        );
      } catch (error) {
        // IndexedDB blocked or broken: nothing could be read, so nothing was sent twice or lost.
        noteStorageFailure(memory, Date.now(), error);
        console.warn(`[outbox] delivery (${trigger}) could not run`, error);
        return { sent: [], rejected: [], retrying: [] };
      }
    },
  };
}
