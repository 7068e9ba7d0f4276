/// <reference lib="webworker" />
/**
 * The service worker: its own program. This file only wires events; each caching rule says
 * why it is the way it is. Page ↔ worker names live in `src/config/pwa.ts`.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cacheNames, offlinePagePath, outboxSyncTag, videoPathPrefix, workerMessages } from '@/config/pwa';
import { isExpired } from '@/platform/outbox/model/outbox-policy';
import { createOutboxService } from '@/platform/outbox/outbox-service';
import { precachedPageUrl } from './page-urls';
import { serveVideo } from './video';

declare const self: ServiceWorkerGlobalScope;

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

// Precache: the app shell, every prerendered page, JS, CSS, self-hosted fonts and icons, so any
// page opens offline after one visit. Clean paths map to their prerendered file (`/shop` →
// `/shop/index.html`), and query strings (campaign tags, experiment overrides) never miss:
// every page is the same static file whatever its parameters.
precacheAndRoute(self.__WB_MANIFEST, {
  ignoreURLParametersMatching: [/.*/],
  directoryIndex: 'index.html',
  cleanURLs: false,
  urlManipulation: ({ url }) => [precachedPageUrl(url)],
});
cleanupOutdatedCaches();

// Pages this build does not know (content published later): the network first so they are
// fresh, quickly given up on a bad connection; then the copy from an earlier visit.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin,
  new NetworkFirst({
    cacheName: cacheNames.pages,
    networkTimeoutSeconds: 3,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 50, maxAgeSeconds: 30 * 24 * 60 * 60 })],
  }),
);

// Device videos: the player asks for ranges (206) that cannot be cached; the handler stores the
// whole file once and cuts every range from it, so a video once played plays and seeks offline.
registerRoute(({ url }) => url.origin === self.location.origin && url.pathname.startsWith(videoPathPrefix), serveVideo);

// Images outside the precache: they never change under the same name, so the cache answers
// first; bounded in number and age so a phone's storage is not filled with old pictures.
registerRoute(
  ({ request, url }) => request.destination === 'image' && url.origin === self.location.origin,
  new CacheFirst({
    cacheName: cacheNames.images,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 60 * 24 * 60 * 60, purgeOnQuotaError: true }),
    ],
  }),
);

// The remote GrowthBook payload: the network first, so a change made in GrowthBook decides the
// very next page load (a cached answer first would put it off by a page or two); the cached one
// only when the network is gone or slower than the page's own wait for it.
registerRoute(
  ({ url }) => /\/api\/features\/[^/]+$/.test(url.pathname),
  new NetworkFirst({ cacheName: cacheNames.growthbook, networkTimeoutSeconds: 2, plugins: [new CacheableResponsePlugin({ statuses: [200] })] }),
);

// Nothing could answer a navigation: the offline page, in the site's style, instead of the
// browser's error.
setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') return (await matchPrecache(offlinePagePath)) ?? Response.error();
  return Response.error();
});

// The outbox: delivered when the browser says the connection is back (Background Sync), and
// each time the worker starts. A sync that leaves entries pending fails, so the browser retries.
const outbox = createOutboxService('worker');

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== outboxSyncTag) return;
  sync.waitUntil(
    outbox.deliver('sync').then(async (report) => {
      // Entries still waiting (retrying now, or not due yet under the back-off) fail the sync, so
      // the browser fires it again later even with every tab closed.
      const waiting = (await outbox.store.list().catch(() => [])).filter((entry) => entry.status === 'pending' && !isExpired(entry, Date.now()));
      if (report.retrying.length > 0 || waiting.length > 0) throw new Error(`${waiting.length} submission(s) still waiting`);
    }),
  );
});

// Activation never waits for deliveries: a slow endpoint must not hold up the new version.
void outbox.deliver('worker-start');

// Updates wait for the visitor (update prompt); the first install takes control at once, so
// the very first visit already works offline.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === workerMessages.skipWaiting) void self.skipWaiting();
});
clientsClaim();
