/**
 * The only module that uses the Web Locks API. A lock named here is held by one tab or worker
 * of this origin at a time, so work under it never runs twice at once. Where the API is missing
 * (older Safari), or the lock is not free within `timeoutMs` (a holder that hangs), the work runs
 * unguarded: callers that must not overlap add their own guard (the outbox claims an entry with a
 * lease in the same IndexedDB transaction that reads it), and nothing waits for ever.
 */
export const lockTimeoutMs = 2_500;

export async function withExclusiveLock<T>(name: string, run: () => Promise<T>, timeoutMs: number = lockTimeoutMs): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks || typeof locks.request !== 'function') return run();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let started = false;
  try {
    return await locks.request(name, { mode: 'exclusive', signal: controller.signal }, () => {
      started = true;
      clearTimeout(timer);
      return run();
    });
  } catch (error) {
    if (started || !controller.signal.aborted) throw error;
    console.warn(`[locks] "${name}" was not free within ${timeoutMs} ms; going on without it`);
    return run();
  } finally {
    clearTimeout(timer);
  }
}
