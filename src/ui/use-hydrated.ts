import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and during hydration, true otherwise (also on a page reached by a
 * client-side navigation, from its first render on). Lets a page show the prerendered state
 * first and what only the browser knows (the query string) right after, without a mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
