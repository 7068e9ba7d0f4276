import { render, type RenderOptions } from '@testing-library/react';
import { createStore } from 'jotai';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from '@/app/providers';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** Address the memory router starts at. */
  path?: string;
  /** Extra routes next to the element under test (it is rendered at `*`). */
  routes?: RouteObject[];
}

/**
 * Renders with every provider the app uses (Mantine, a fresh jotai store, i18n, a router),
 * so no test wires providers itself.
 */
export function renderWithProviders(element: ReactElement, { path = '/', routes = [], ...options }: RenderWithProvidersOptions = {}) {
  const store = createStore();
  const router = createMemoryRouter([...routes, { path: '*', element }], { initialEntries: [path] });
  const result = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
    options,
  );
  return { ...result, store, router };
}
