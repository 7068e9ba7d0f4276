import { atom } from 'jotai';
import type { OutboxEntry } from './model/outbox-entry';

/** Every valid entry in the outbox, as last read; the notice and the forms derive what they show. */
export const outboxEntriesAtom = atom<readonly OutboxEntry[]>([]);

/** When the outbox was last read: the clock the views (queued or expired) are judged by. */
export const outboxReadAtAtom = atom(0);

/** The entries the visitor should still be told about (the policy's `entriesToShow`), oldest first. */
export const outboxEntriesToShowAtom = atom<readonly OutboxEntry[]>([]);

/** Entries a form on the page is showing itself, so the site-wide notice does not repeat them. */
export const outboxEntriesInFormsAtom = atom<ReadonlySet<string>>(new Set<string>());
