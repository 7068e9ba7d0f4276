import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProviders } from '@/app/providers';
import { createRouteTree, loadPagesOf, SiteRoutes } from '@/app/routes';
import { SiteRouter } from '@/app/site-router';
import { yieldToMain } from '@/app/yield-to-main';

async function createApp() {
  const routes = createRouteTree();
  await loadPagesOf(routes, window.location.pathname);
  // The page's module has just run; the router and hydration come in tasks of their own.
  await yieldToMain();
  return (
    <StrictMode>
      <AppProviders>
        <SiteRouter>
          <SiteRoutes routes={routes} />
        </SiteRouter>
      </AppProviders>
    </StrictMode>
  );
}

/** Renders into an empty root (the dev server has no prerendered markup). */
export async function render(container: HTMLElement): Promise<void> {
  createRoot(container).render(await createApp());
}

/** Hydrates the prerendered page once the code of this address's page has loaded. */
export async function hydrate(container: HTMLElement): Promise<void> {
  const app = await createApp();
  await yieldToMain();
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread of a cheap phone for the whole page; a tap meanwhile is handled first.
  startTransition(() => {
    hydrateRoot(container, app, {
      onRecoverableError: (error) => console.error('[hydrate] recoverable error', error),
      // A page that failed shows its own message (the route's error boundary logs it).
      onCaughtError: (error, info) => console.warn('[router] caught', error, info.componentStack),
    });
  });
}
