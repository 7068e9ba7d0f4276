import { useAtomValue, useStore } from 'jotai';
import { useEffect, useMemo } from 'react';
import { outboxEntriesAtom } from './atoms';
import type { OutboxEntry } from './model/outbox-entry';
import { acknowledgeOutboxEntry, showInForm } from './outbox-runtime';

/**
 * A form's hold on the entry it queued: the latest state of that entry, and while the form
 * shows it, the site-wide notice leaves it out. Once it reached a final state here, the
 * visitor has seen it.
 */
export function useOutboxEntry(id: string): OutboxEntry | undefined {
  const store = useStore();
  const entries = useAtomValue(outboxEntriesAtom);
  const entry = useMemo(() => entries.find((item) => item.id === id), [entries, id]);
  useEffect(() => {
    showInForm(store, id, true);
    return () => showInForm(store, id, false);
  }, [store, id]);
  const final = entry !== undefined && entry.status !== 'pending';
  useEffect(() => {
    if (final) void acknowledgeOutboxEntry(id);
  }, [final, id]);
  return entry;
}
