import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { resolveLazyMatches } from '@/app/resolve-lazy-matches';
import { createRouteTree } from '@/app/routes';
import '@/ui/styles';

/** Hydrates the prerendered page once the lazy route of this URL has loaded. */
export async function hydrate(container: HTMLElement): Promise<void> {
  const routes = createRouteTree();
  await resolveLazyMatches(routes, window.location.pathname);
  const router = createBrowserRouter(routes);
  hydrateRoot(
    container,
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
    {
      onRecoverableError: (error) => console.error('[hydrate] recoverable error', error),
    },
  );
}
