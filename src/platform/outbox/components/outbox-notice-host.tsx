import { useAtomValue } from 'jotai';
import { lazy, Suspense, useMemo } from 'react';
import { outboxEntriesInFormsAtom, outboxEntriesToShowAtom } from '../atoms';

const OutboxNotice = lazy(() => import('./outbox-notice').then((module) => ({ default: module.OutboxNotice })));

/** Renders nothing (and loads nothing) until the outbox has something to say. */
export function OutboxNoticeHost() {
  // The runtime sorts out what to show; this host stays tiny because every page carries it.
  const entries = useAtomValue(outboxEntriesToShowAtom);
  const inForms = useAtomValue(outboxEntriesInFormsAtom);
  const shown = useMemo(() => entries.filter((entry) => !inForms.has(entry.id)), [entries, inForms]);
  if (shown.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <OutboxNotice entries={shown} />
    </Suspense>
  );
}
