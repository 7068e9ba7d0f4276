import { CacheExpiration } from 'workbox-expiration';
import { createPartialResponse } from 'workbox-range-requests';
import type { RouteHandlerCallbackOptions } from 'workbox-core/types.js';
import { cacheNames } from '@/config/pwa';

/**
 * Videos are the largest files a visitor keeps: the few played last stay (a phone's storage is
 * small), none longer than a month, then they are fetched again.
 */
const videoExpiration = new CacheExpiration(cacheNames.videos, { maxEntries: 8, maxAgeSeconds: 30 * 24 * 60 * 60 });

/**
 * Serves a device video from the full copy in the videos cache, cutting the requested range
 * from it. On a miss it stores the whole file first (`cache.add`: a plain 200, never the 206
 * the player asked for). Without a copy and without a network, the request fails as it would.
 */
export async function serveVideo({ request }: RouteHandlerCallbackOptions): Promise<Response> {
  const cache = await caches.open(cacheNames.videos);
  const key = request.url;
  let full = await cache.match(key);
  if (!full) {
    try {
      await cache.add(new Request(key, { credentials: 'same-origin' }));
      full = await cache.match(key);
    } catch {
      return fetch(request);
    }
  }
  if (!full) return fetch(request);
  // Marks this video as used now, and drops the oldest beyond the limits (in the background).
  void videoExpiration.updateTimestamp(key).then(() => videoExpiration.expireEntries());
  return request.headers.has('range') ? createPartialResponse(request, full) : full;
}
