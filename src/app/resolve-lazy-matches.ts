import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * Loads the lazy routes of the current URL before hydration. Without this the router starts
 * without the page component, React renders the app a second time under the prerendered
 * markup, and no warning says so.
 */
export async function resolveLazyMatches(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, resolved, { lazy: undefined });
    }),
  );
}
