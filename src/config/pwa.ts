/**
 * Names the page and the service worker must agree on. Both programs import this module, so
 * it holds constants only.
 */
export const cacheNames = {
  /** Pages outside the precache (content published after this build), network first. */
  pages: 'lumi-pages',
  images: 'lumi-images',
  /** Device videos, stored as full responses so ranges can be served offline. */
  videos: 'lumi-videos',
  growthbook: 'lumi-growthbook',
} as const;

/** Background Sync tag that asks the worker to deliver the outbox. */
export const outboxSyncTag = 'lumi-outbox';

/** The page that answers a navigation that neither the network nor a cache can serve. */
export const offlinePagePath = '/offline.html';

/** Where the device videos live; the worker serves ranges of them from the videos cache. */
export const videoPathPrefix = '/media/video/';

/** Page → worker messages. `SKIP_WAITING` is the one workbox-window sends. */
export const workerMessages = {
  skipWaiting: 'SKIP_WAITING',
} as const;
