import { loadNamespace } from '@/i18n/i18n';

type Sending = typeof import('./sending');

let loading: Promise<Sending> | undefined;

/**
 * The code a form sends with: the outbox with its database, and the saved-for-later state with
 * its words (which an offline visitor could not fetch later without the service worker). A visitor
 * who never fills in a form never needs it, so a page does not load it with its form: the form
 * asks for it when the visitor comes near or starts filling it in, and at the latest when they
 * send. A failed load (offline before the service worker stored the site) is asked again next time.
 */
export function loadSending(): Promise<Sending> {
  if (loading) return loading;
  const attempt = Promise.all([import('./sending'), loadNamespace('pwa')]).then(([sending]) => sending);
  loading = attempt;
  attempt.catch(() => {
    if (loading === attempt) loading = undefined;
  });
  return attempt;
}

/** Starts loading it ahead of the send; a failure here only means the send asks again. */
export function prepareSending(): void {
  loadSending().catch(() => {});
}
