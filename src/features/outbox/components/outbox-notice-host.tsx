import { useAtomValue } from 'jotai';
import { lazy, Suspense, useMemo } from 'react';
import { outboxEntriesAtom, outboxEntriesInFormsAtom } from '../atoms';
import { entriesToShow } from '../model/outbox-policy';

const OutboxNotice = lazy(() => import('./outbox-notice').then((module) => ({ default: module.OutboxNotice })));

/** Renders nothing (and loads nothing) until the outbox has something to say. */
export function OutboxNoticeHost() {
  const entries = useAtomValue(outboxEntriesAtom);
  const inForms = useAtomValue(outboxEntriesInFormsAtom);
  const shown = useMemo(() => entriesToShow(entries).filter((entry) => !inForms.has(entry.id)), [entries, inForms]);
  if (shown.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <OutboxNotice entries={shown} />
    </Suspense>
  );
}
