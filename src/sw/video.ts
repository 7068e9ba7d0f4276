import { createPartialResponse } from 'workbox-range-requests';
import type { RouteHandlerCallbackOptions } from 'workbox-core/types.js';
import { cacheNames } from '@/config/pwa';

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
  return request.headers.has('range') ? createPartialResponse(request, full) : full;
}
