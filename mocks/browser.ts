import { setupWorker } from 'msw/browser';
import { handlers } from './handlers/index';

/**
 * The mocks in the page for `npm run dev`. The app's own service worker must be off then: the
 * MSW worker and the Workbox worker never run together (only one worker can control the page). Needs
 * `public/mockServiceWorker.js` (`npx msw init public/`).
 */
export const worker = setupWorker(...handlers);

export function startMockWorker(): Promise<unknown> {
  // Requests no mock answers (the page itself, fonts, media) go to the network untouched.
  return worker.start({ onUnhandledRequest: 'bypass', quiet: true });
}
