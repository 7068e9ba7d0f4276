/** Long enough for a slow phone's first open, short enough that a visitor is never left waiting. */
export const storageTimeoutMs = 2_500;

/**
 * Whether a record database of this name may exist on this device, found out without opening it
 * (an open creates it). No only when the browser lists the origin's databases and this one is not
 * among them; without that list (an older browser, blocked storage), or when the list does not
 * come in time, the answer is yes. Apart from `record-db.ts`, so a page can ask without loading
 * the code that works with the records.
 */
export async function recordDbMayExist(name: string, timeoutMs: number = storageTimeoutMs): Promise<boolean> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), timeoutMs);
  });
  try {
    const databases = await Promise.race([indexedDB.databases(), late]);
    return databases === 'late' || databases.some((database) => database.name === name);
  } catch {
    return true;
  } finally {
    clearTimeout(timer);
  }
}
