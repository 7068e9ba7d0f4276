// Mantine's hooks, with one change: `useId`. Mantine's own version renders with React's id and
// then, in a layout effect after mount, swaps it for a random one. After hydration that is a
// synchronous re-render of every input, checkbox and radio on the page at once (about 90 ms of
// main thread on a slow phone on /infopaket). React's `useId` is already unique and the same on
// the server and the client, so the swap buys nothing. Wired in by an alias in vite.config.ts.
import { useId as useReactId } from 'react';

export * from '../../node_modules/@mantine/hooks/esm/index.mjs';

/** The id Mantine renders first, kept: a given `staticId`, else one derived from React's id. */
export function useId(staticId) {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;
}
