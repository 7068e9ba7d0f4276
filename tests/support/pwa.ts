import { expect, type Page } from '@playwright/test';

/** Waits until the page's service worker is active, has precached the site and controls the page. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise<void>((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }));
  });
}

/** The outbox's stored entries, as the page and the worker share them in IndexedDB; none when it has no database yet. */
export function outboxEntries(page: Page): Promise<Array<Record<string, unknown>>> {
  return page.evaluate(
    () =>
      new Promise<Array<Record<string, unknown>>>((resolve, reject) => {
        const open = indexedDB.open('lumi-outbox');
        // No database yet: looking must not create one (an empty one would lack the site's store).
        let missing = false;
        open.onupgradeneeded = () => {
          missing = true;
          open.transaction?.abort();
        };
        open.onerror = () => (missing ? resolve([]) : reject(open.error));
        open.onsuccess = () => {
          const read = open.result.transaction('records').objectStore('records').getAll();
          read.onsuccess = () => {
            open.result.close();
            resolve(read.result as Array<Record<string, unknown>>);
          };
          read.onerror = () => reject(read.error);
        };
      }),
  );
}

/**
 * Waits until the outbox has settled: no entry is waiting or in flight any more (each is `sent`
 * or `failed`), and no page or worker holds or waits for the delivery lock. Delivery marks an
 * entry under that lock, and only `pending` entries are ever sent, so from here on nothing that
 * raced for an entry (Background Sync, the online event, the page's timer, a restarted worker)
 * can send it again: what the mock has logged is final.
 */
export async function waitForOutboxSettled(page: Page): Promise<void> {
  const settled = async () => {
    const entries = await outboxEntries(page);
    const locks = await page.evaluate(() => navigator.locks.query());
    return entries.every((entry) => entry.status !== 'pending') && (locks.held ?? []).length === 0 && (locks.pending ?? []).length === 0;
  };
  await expect.poll(settled, { message: 'the outbox settles', timeout: 30_000 }).toBe(true);
}
