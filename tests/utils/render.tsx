import { render, type RenderOptions } from '@testing-library/react';
import { createStore } from 'jotai';
import type { ReactElement } from 'react';
import { type Location, MemoryRouter, type RouteObject, useLocation, useRoutes } from 'react-router-dom';
import { AppProviders } from '@/app/providers';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** Address the memory router starts at. */
  path?: string;
  /** Extra routes next to the element under test (it is rendered at `*`). */
  routes?: RouteObject[];
}

function Routed({ routes, onLocation }: { routes: RouteObject[]; onLocation: (location: Location) => void }) {
  onLocation(useLocation());
  return useRoutes(routes);
}

/**
 * Renders with every provider the app uses (a fresh jotai store, i18n, a router), so no test
 * wires providers itself. `location()` is the router's address at the time of asking.
 */
export function renderWithProviders(element: ReactElement, { path = '/', routes = [], ...options }: RenderWithProvidersOptions = {}) {
  const store = createStore();
  let current: Location | undefined;
  const result = render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routed routes={[...routes, { path: '*', element }]} onLocation={(location) => (current = location)} />
      </MemoryRouter>
    </AppProviders>,
    options,
  );
  const location = (): Location => {
    if (!current) throw new Error('The router has not rendered yet');
    return current;
  };
  return { ...result, store, location };
}
