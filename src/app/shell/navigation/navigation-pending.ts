import { useSyncExternalStore } from 'react';

/**
 * True while a navigation waits for the next page's code; the router publishes it.
 *
 * A store the progress bar subscribes to, not a context: a context's value changing above the
 * page would reach the parts of the page that hydrate later (each a Suspense boundary whose code
 * comes when the visitor nears it). React cannot hydrate such a part at that moment, so it would
 * drop its prerendered markup and show nothing there until the code came.
 */
let pending = false;
const listeners = new Set<() => void>();

export function publishNavigationPending(next: boolean): void {
  if (next === pending) return;
  pending = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useNavigationPending(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => pending,
    () => false,
  );
}
