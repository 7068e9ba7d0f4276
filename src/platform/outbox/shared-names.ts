/**
 * What every tab and the service worker share to work on one outbox: the IndexedDB database, the
 * lock a delivery holds and the signal that says something changed. Kept apart from the code that
 * uses them, so a page can look for the outbox without loading it.
 */
export const outboxDbName = 'lumi-outbox';
export const outboxLockName = 'lumi-outbox-delivery';
export const outboxSignalName = 'lumi-outbox-changes';
