import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * This year, for a copyright line. The prerendered page says the year it was built in and
 * hydrates with that same year; right after, the visitor's clock decides. So a page built in
 * December and opened in January shows the new year without a hydration mismatch.
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(
    subscribe,
    () => new Date().getFullYear(),
    () => __BUILD_YEAR__,
  );
}
