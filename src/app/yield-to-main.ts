interface SchedulerWithYield {
  yield?: () => Promise<void>;
}

/**
 * Gives the main thread back to the browser for a moment (input, paint) before the next step of
 * starting the app, so a cheap phone never sees one long task from module code to hydration.
 * `scheduler.yield()` keeps the continuation ahead of other queued work; older browsers get a
 * macrotask.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: SchedulerWithYield }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
