import type { createStore } from 'jotai';
import { requestBackgroundSync } from '@/adapters/sw-bridge';
import { trackSubmission } from '@/platform/analytics/track';
import { outboxEntriesAtom, outboxEntriesInFormsAtom, outboxEntriesToShowAtom, outboxReadAtAtom } from './atoms';
import { createOutboxEntry, type NewOutboxEntry, type OutboxEntry, type OutboxReply } from './model/outbox-entry';
import { entriesToShow, isDisposable, markTracked, needsConversionEvent, nextRetryInMs, withoutExpiredData, type FlushTrigger } from './model/outbox-policy';
import { createOutboxService, newId, type OutboxService } from './outbox-service';
import { sendEntry } from './send-entry';

/**
 * The outbox in the page: reads the store into the jotai store, pushes each conversion event
 * once, delivers on page start, on `online`, when the worker or another tab reports a change
 * and on a back-off timer, and takes new submissions.
 */
type JotaiStore = ReturnType<typeof createStore>;

let service: OutboxService | undefined;
let jotai: JotaiStore | undefined;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let started: Promise<void> | undefined;
/** Refreshes run one after another, so a conversion is pushed before the view says "sent". */
let refreshing: Promise<void> = Promise.resolve();

function scheduleRetry(entries: readonly OutboxEntry[]): void {
  clearTimeout(retryTimer);
  const wait = nextRetryInMs(entries, Date.now());
  if (wait === undefined) return;
  // After a failed write the timer waits out the storage back-off too, instead of firing every 50 ms.
  retryTimer = setTimeout(() => void deliver('timer'), Math.max(wait, service?.backoffMs() ?? 0) + 50);
}

async function pushConversion(outbox: OutboxService, entry: OutboxEntry): Promise<void> {
  // Marked first, in its own transaction: if two tabs see the same sent entry, one wins.
  const conversion = entry.conversion;
  const marked = await outbox.store.update(entry.id, (current) => (needsConversionEvent(current) ? markTracked(current) : undefined));
  if (marked && conversion) await trackSubmission(conversion.event, conversion.contact);
}

/** Re-reads the outbox: conversions out, finished entries gone, the page's view and timer updated. */
export function refreshOutbox(): Promise<void> {
  refreshing = refreshing.then(readOutbox);
  return refreshing;
}

async function readOutbox(): Promise<void> {
  const outbox = service;
  if (!outbox) return;
  try {
    let entries = await outbox.store.list();
    for (const entry of entries.filter(needsConversionEvent)) await pushConversion(outbox, entry);
    const now = Date.now();
    for (const entry of entries) await outbox.store.update(entry.id, (current) => withoutExpiredData(current, now));
    for (const entry of entries.filter((item) => isDisposable(item, now))) await outbox.store.remove(entry.id);
    entries = await outbox.store.list();
    jotai?.set(outboxReadAtAtom, Date.now());
    jotai?.set(outboxEntriesAtom, entries);
    jotai?.set(outboxEntriesToShowAtom, entriesToShow(entries));
    scheduleRetry(entries);
  } catch (error) {
    console.warn('[outbox] could not read the outbox', error);
  }
}

async function deliver(trigger: FlushTrigger, onlyId?: string) {
  const report = await ensureOutbox().deliver(trigger, onlyId);
  await refreshOutbox();
  return report;
}

function ensureOutbox(): OutboxService {
  return (service ??= createOutboxService('page'));
}

/**
 * Starts the page's side once per page load: delivers what earlier visits left, then listens.
 * Every call returns the same promise, so a submission can wait until older entries went first.
 */
export function startOutbox(store: JotaiStore): Promise<void> {
  jotai = store;
  started ??= (async () => {
    const outbox = ensureOutbox();
    outbox.changes.listen(() => void refreshOutbox());
    window.addEventListener('online', () => void deliver('online'));
    await deliver('page-start');
  })();
  return started;
}

/** The visitor has seen the final state of an entry (a form showed it, or they closed the notice). */
export async function acknowledgeOutboxEntry(id: string): Promise<void> {
  await ensureOutbox()
    .store.update(id, (entry) => (entry.acknowledged ? undefined : { ...entry, acknowledged: true }))
    .catch((error: unknown) => console.warn('[outbox] could not update an entry', error));
  await refreshOutbox();
}

export type SubmitOutcome =
  /** The endpoint took it; `reply` holds the text fields of its answer. */
  | { readonly kind: 'sent'; readonly reply?: OutboxReply }
  /** Stored; it goes out when the connection is back. */
  | { readonly kind: 'queued'; readonly id: string }
  /** The endpoint refused it: sending again will not help. */
  | { readonly kind: 'rejected'; readonly message: string }
  /** Neither sent nor storable (the browser blocks IndexedDB and the endpoint is unreachable). */
  | { readonly kind: 'unsaved' };

/**
 * Without storage (blocked, or not answering in time) the outbox cannot keep anything: one
 * direct attempt with the entry's own id (its `Idempotency-Key`, should a late write of the
 * entry still go out), and the form says how it went.
 */
async function sendWithoutOutbox(entry: OutboxEntry, draft: NewOutboxEntry): Promise<SubmitOutcome> {
  const result = await sendEntry(entry);
  if (result.kind === 'accepted') {
    if (draft.conversion) await trackSubmission(draft.conversion.event, draft.conversion.contact);
    return result.reply ? { kind: 'sent', reply: result.reply } : { kind: 'sent' };
  }
  return result.kind === 'rejected' ? { kind: 'rejected', message: result.message } : { kind: 'unsaved' };
}

/**
 * Every form submission goes through here. It is written to the outbox first, before anything
 * waits (not even for earlier entries' deliveries), so a tab closed right after submitting loses
 * nothing. A rejection the visitor sees at once is removed again: the form still holds the values.
 */
export async function submitThroughOutbox(store: JotaiStore, draft: NewOutboxEntry): Promise<SubmitOutcome> {
  jotai ??= store;
  const outbox = ensureOutbox();
  const entry = createOutboxEntry(draft, newId(), Date.now());
  // The submitting form speaks for this entry; the site-wide notice stays quiet about it.
  showInForm(store, entry.id, true);
  try {
    await outbox.store.put(entry);
  } catch (error) {
    showInForm(store, entry.id, false);
    console.warn('[outbox] storage is unavailable; sending without it', error);
    return sendWithoutOutbox(entry, draft);
  }
  // Older entries go first (the page start delivers them, this one too if it is due by then).
  await startOutbox(store);
  const report = await deliver('submit', entry.id);
  // The delivery's report is what this page saw happen; the stored entry tells what another tab
  // or the worker did with it meanwhile.
  const after = await outbox.store.get(entry.id).catch(() => undefined);
  const status = report.sent.includes(entry.id) ? 'sent' : report.rejected.includes(entry.id) ? 'failed' : (after?.status ?? 'pending');
  if (status === 'pending') {
    void requestBackgroundSync();
    return { kind: 'queued', id: entry.id };
  }
  if (status === 'failed') await outbox.store.remove(entry.id).catch(() => undefined);
  else await acknowledgeOutboxEntry(entry.id);
  showInForm(store, entry.id, false);
  await refreshOutbox();
  if (status === 'failed') return { kind: 'rejected', message: after?.lastError ?? '' };
  return after?.reply ? { kind: 'sent', reply: after.reply } : { kind: 'sent' };
}

/** Adds or removes an entry from those a form shows itself. */
export function showInForm(store: JotaiStore, id: string, shown: boolean): void {
  const current = store.get(outboxEntriesInFormsAtom);
  if (current.has(id) === shown) return;
  const next = new Set(current);
  if (shown) next.add(id);
  else next.delete(id);
  store.set(outboxEntriesInFormsAtom, next);
}
