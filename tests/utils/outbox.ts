import { refreshOutbox } from '@/platform/outbox/outbox-runtime';
import { createOutboxStore } from '@/platform/outbox/outbox-store';

/** Empties the (fake) IndexedDB outbox between tests and stops its retry timer. */
export async function clearOutbox(): Promise<void> {
  const store = createOutboxStore();
  for (const entry of await store.list()) await store.remove(entry.id);
  await refreshOutbox();
}

export function listOutbox() {
  return createOutboxStore().list();
}
