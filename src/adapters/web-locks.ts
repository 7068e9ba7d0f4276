/**
 * The only module that uses the Web Locks API. A lock named here is held by one tab or worker
 * of this origin at a time, so work under it never runs twice at once. Where the API is missing
 * (older Safari) the work runs unguarded; callers that must not overlap add their own guard
 * (the outbox claims an entry with a lease in the same IndexedDB transaction that reads it).
 */
export async function withExclusiveLock<T>(name: string, run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks || typeof locks.request !== 'function') return run();
  return locks.request(name, { mode: 'exclusive' }, run);
}
