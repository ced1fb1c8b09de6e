import { Suspense, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../src/app/providers.tsx';

/** Renders routes in a memory router inside the app's providers, starting at `path`. */
export function renderRoutes(routes: RouteObject[], path = '/') {
  // A pathless root gives every test tree the fallback the data router wants while loaders run.
  const router = createMemoryRouter([{ HydrateFallback: () => null, children: routes }], { initialEntries: [path] });
  const queryClient = createQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <Suspense fallback="loading">
        <RouterProvider router={router} />
      </Suspense>
    </QueryClientProvider>,
  );
  return { router, queryClient, ...view };
}

/** Renders one element as the page at `path`. */
export function renderPage(element: ReactElement, path = '/') {
  return renderRoutes([{ path: '*', element }], path);
}
