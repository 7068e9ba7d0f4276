// First of all imports: Mantine's styles then the site's, ahead of every CSS module in the one
// stylesheet, so a component's own module rules win over Mantine's at equal specificity.
import './ui/styles';
import { captureInstallPrompt } from './adapters/install-prompt';
import { warmCodeOfHeldTaps } from './app/warm-held-taps';
import { appStore } from './app/store';
import { yieldToMain } from './app/yield-to-main';
import { hydrate, render } from './entry-client';
import { startConsent } from './platform/consent/consent-state';
// Under half a kilobyte: part of the entry rather than two chunks of its own, each a round trip.
import { startOutboxWhenNeeded } from './platform/outbox/start-outbox-when-needed';

async function start(container: HTMLElement) {
  // A tap held before the page was live that opens a dialog: its code loads while the page hydrates.
  warmCodeOfHeldTaps(document);
  // The modules have run: let the browser paint and take input before the app starts.
  await yieldToMain();
  if (import.meta.env.DEV) {
    // `npm run dev` answers the CRM, API and GrowthBook calls in the page (MSW); the app's own
    // service worker stays off there.
    const { startMockWorker } = await import('../mocks/browser');
    await startMockWorker();
  }
  // The production build ships prerendered markup to hydrate; the dev server an empty root.
  if (container.firstElementChild) await hydrate(container);
  else await render(container);
  // Off the critical path: campaign parameters and the tag manager, as far as consent allows.
  const { startMeasurement } = await import('./app/start-measurement');
  startMeasurement();
  await startOfflineSupport();
}

/**
 * The outbox delivers what an earlier visit saved (also in `npm run dev`), when something was
 * saved; the service worker runs in production builds only, where MSW's worker is not in the way.
 */
async function startOfflineSupport() {
  const started = [startOutboxWhenNeeded(appStore)];
  if (import.meta.env.PROD) started.push(import('./app/shell/pwa/start-pwa').then(({ startPwa }) => startPwa(appStore)));
  await Promise.all(started);
}

function boot() {
  // The browser's install offer fires once, early: listen before anything else waits.
  captureInstallPrompt();
  // Consent Mode's default must be the data layer's first entry, and a decision made before the
  // app was live is applied now.
  startConsent();
  const container = document.getElementById('root');
  if (container) {
    start(container).catch((error: unknown) => console.error('[main] the app failed to start', error));
  }
}

// Right after this module has run, before any task (an event, a timer) can come between. Not from
// the module's own body: everything bundled with the entry runs in that body, and with DevTools
// attached (Lighthouse, the benchmarks) V8 re-parses the whole 400 KB chunk on the main thread the
// first time that body is on a traced stack, which a timer or a yield here would leave.
queueMicrotask(boot);
