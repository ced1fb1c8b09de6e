import { createBrowserRouter, type RouteObject } from 'react-router';
import { i18next, SHELL_NAMESPACES } from '../i18n/index.ts';
import { routerBasename } from '../lib/host-bridge.ts';
import { redirectIfSignedIn, requireSession } from './guard.ts';
import { PUBLIC_ROUTES, SCREEN_ROUTES, page, redirectTo } from './routes.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';

/** The whole tree: /login, the public pages, and the signed-in shell wrapping the screens of routes.tsx. */
export function buildRoutes(basename?: string): RouteObject[] {
  return [{
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: () => null,
    children: [
      { path: 'login', loader: redirectIfSignedIn(basename), lazy: page(() => import('../features/sign-in/sign-in-page.tsx')) },
      // Where an identity provider sends the browser back (single sign-on); also a signed-in super administrator's trial.
      { path: 'login/sso', lazy: page(() => import('../features/sign-in/sso-callback-page.tsx')) },
      { lazy: page(() => import('./public-layout.tsx')), children: PUBLIC_ROUTES },
      {
        id: 'shell',
        loader: requireSession(basename),
        // The guard runs on every navigation, not only when the shell first mounts.
        shouldRevalidate: () => true,
        lazy: page(async () => (await Promise.all([import('./layout/app-layout.tsx'), i18next.loadNamespaces([...SHELL_NAMESPACES])]))[0]),
        children: [
          { index: true, ...redirectTo(() => '/welcome') },
          ...SCREEN_ROUTES,
          { path: '*', lazy: page(() => import('./not-found-page.tsx')) },
        ],
      },
    ],
  }];
}

export function createAppRouter() {
  const basename = routerBasename();
  return createBrowserRouter(buildRoutes(basename), { basename });
}
