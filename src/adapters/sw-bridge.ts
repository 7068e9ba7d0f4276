import type { Workbox } from 'workbox-window';
import { cacheNames, outboxSyncTag } from '@/config/pwa';

/**
 * The only module that talks to the service worker and its caches from the page: registration,
 * the update hand-over, Background Sync, and "save for offline". Every call is safe where
 * service workers are missing (old browsers, `npm run dev`): it does nothing and says so.
 */
interface SyncManager {
  register(tag: string): Promise<void>;
}

type RegistrationWithSync = ServiceWorkerRegistration & { sync?: SyncManager };

let workbox: Workbox | undefined;
let reloadOnControl = false;

export function hasServiceWorker(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
}

/**
 * Registers `/sw.js`. `onUpdateWaiting` runs when a new version is installed and waits for the
 * visitor's go-ahead; nothing reloads unless `applyUpdate` is called in this tab.
 */
export async function registerServiceWorker(onUpdateWaiting: () => void): Promise<void> {
  if (!hasServiceWorker() || workbox) return;
  const { Workbox } = await import('workbox-window');
  workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', onUpdateWaiting);
  // Only the tab whose visitor said yes reloads; other tabs keep what they show (and any input).
  workbox.addEventListener('controlling', () => {
    if (reloadOnControl) window.location.reload();
  });
  try {
    await workbox.register();
  } catch (error) {
    console.warn('[sw] registration failed; the site works without offline support', error);
  }
}

/** Lets the waiting version take over, then reloads this tab once it controls it. */
export function applyUpdate(): void {
  if (!workbox) return;
  reloadOnControl = true;
  workbox.messageSkipWaiting();
}

/** Asks the worker to deliver the outbox when the connection is back (where the browser has Background Sync). */
export async function requestBackgroundSync(): Promise<boolean> {
  if (!hasServiceWorker()) return false;
  try {
    const registration = (await navigator.serviceWorker.getRegistration()) as RegistrationWithSync | undefined;
    if (!registration?.sync) return false;
    await registration.sync.register(outboxSyncTag);
    return true;
  } catch (error) {
    console.warn('[sw] could not register background sync', error);
    return false;
  }
}

function hasCaches(): boolean {
  return typeof caches !== 'undefined';
}

/** Whether the full file of a device video is stored for offline use. */
export async function isSavedForOffline(url: string): Promise<boolean> {
  if (!hasCaches()) return false;
  try {
    const cache = await caches.open(cacheNames.videos);
    return (await cache.match(new URL(url, window.location.href).href)) !== undefined;
  } catch {
    return false;
  }
}

/** Stores the full file of a device video (a 200, never a 206) where the worker serves it from offline. */
export async function saveForOffline(url: string): Promise<boolean> {
  if (!hasCaches()) return false;
  try {
    const cache = await caches.open(cacheNames.videos);
    await cache.add(new URL(url, window.location.href).href);
    return true;
  } catch (error) {
    console.warn(`[sw] could not save ${url} for offline use`, error);
    return false;
  }
}
