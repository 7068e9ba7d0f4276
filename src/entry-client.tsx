import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { resolveLazyMatches } from '@/app/resolve-lazy-matches';
import { createRouteTree, hydrationLoaderData } from '@/app/routes';
import { yieldToMain } from '@/app/yield-to-main';

async function createApp() {
  const routes = createRouteTree();
  await resolveLazyMatches(routes, window.location.pathname);
  // The page's module has just run; the router and hydration come in tasks of their own.
  await yieldToMain();
  const router = createBrowserRouter(routes, { hydrationData: { loaderData: hydrationLoaderData() } });
  return (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
}

/** Renders into an empty root (the dev server has no prerendered markup). */
export async function render(container: HTMLElement): Promise<void> {
  createRoot(container).render(await createApp());
}

/** Hydrates the prerendered page once the lazy route of this URL has loaded. */
export async function hydrate(container: HTMLElement): Promise<void> {
  const app = await createApp();
  await yieldToMain();
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread of a cheap phone for the whole page; a tap meanwhile is handled first.
  startTransition(() => {
    hydrateRoot(container, app, {
      onRecoverableError: (error) => console.error('[hydrate] recoverable error', error),
    });
  });
}
