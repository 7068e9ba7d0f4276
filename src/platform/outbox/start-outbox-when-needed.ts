import type { createStore } from 'jotai';
import { createSignal, type Signal } from '@/adapters/broadcast';
import { recordDbMayExist } from '@/adapters/record-db-presence';
import { outboxDbName, outboxSignalName } from './shared-names';

type JotaiStore = ReturnType<typeof createStore>;

export interface OutboxStartWatch {
  /** Whether this device may hold outbox entries (false only when it surely holds none). */
  readonly anythingStored: () => Promise<boolean>;
  /** The change signal of every tab and the worker. */
  readonly changes: Signal;
  /** Loads and starts the outbox's page side. */
  readonly start: () => Promise<void>;
}

/**
 * Starts the outbox once there can be something for it to do: at once when something may be
 * stored, otherwise at the first change another tab or the worker announces. It starts once.
 */
export async function startWhenNeeded({ anythingStored, changes, start }: OutboxStartWatch): Promise<void> {
  let started: Promise<void> | undefined;
  const startOnce = () => (started ??= start());
  // Listening before looking: an entry another tab stores meanwhile is heard, not missed.
  const stopListening = changes.listen(() => {
    stopListening();
    void startOnce();
  });
  // A check that fails cannot rule anything out.
  if (await anythingStored().catch(() => true)) {
    stopListening();
    await startOnce();
  }
}

/**
 * The outbox's page side on a page start. Most visitors never submit a form, and the page side
 * only delivers what was stored: without an outbox database on the device (nothing was ever
 * stored: looking creates none) a page loads none of its code. A form starts it when it submits.
 */
export function startOutboxWhenNeeded(store: JotaiStore): Promise<void> {
  return startWhenNeeded({
    anythingStored: () => recordDbMayExist(outboxDbName),
    changes: createSignal(outboxSignalName),
    start: () => import('./outbox-runtime').then(({ startOutbox }) => startOutbox(store)),
  });
}
