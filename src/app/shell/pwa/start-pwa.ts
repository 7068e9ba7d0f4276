import type { createStore } from 'jotai';
import { registerServiceWorker } from '@/adapters/sw-bridge';
import { updateWaitingAtom } from './atoms';

/** Registers the service worker (production builds only); a waiting update shows the prompt. */
export function startPwa(store: ReturnType<typeof createStore>): Promise<void> {
  return registerServiceWorker(() => store.set(updateWaitingAtom, true));
}
