import { hydrate, render } from './entry-client';

async function start(container: HTMLElement) {
  if (import.meta.env.DEV) {
    // `npm run dev` answers the CRM, API and GrowthBook calls in the page (MSW); the app's own
    // service worker stays off there.
    const { startMockWorker } = await import('../mocks/browser');
    await startMockWorker();
  }
  // The production build ships prerendered markup to hydrate; the dev server an empty root.
  if (container.firstElementChild) await hydrate(container);
  else await render(container);
  // Off the critical path: campaign parameters and the tag manager (only when configured).
  const [{ captureTracking }, { loadTagManager }, { env }, { hasAnalyticsConsent }] = await Promise.all([
    import('./features/tracking/capture-tracking'),
    import('./adapters/data-layer'),
    import('./config/env'),
    import('./features/analytics/consent'),
  ]);
  captureTracking();
  // The tag manager is a third party: it loads only when configured and consented to.
  if (env.gtmId && hasAnalyticsConsent()) loadTagManager(env.gtmId);
}

const container = document.getElementById('root');
if (container) {
  start(container).catch((error: unknown) => console.error('[main] the app failed to start', error));
}
