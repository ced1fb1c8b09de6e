import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from './route-handle.ts';

/**
 * THE ROUTE TABLE. Adding a screen is one entry in SCREEN_ROUTES (signed-in, inside the shell) or
 * PUBLIC_ROUTES (no sign-in, no shell, e.g. /model/compare):
 *
 *   { path: 'enterprise', lazy: page(() => import('../features/enterprises/enterprise-page.tsx')),
 *     handle: { crumb: 'menu:enterprise', menuId: 'enterprise' } },
 *
 * - the page module default-exports its component; `page()` loads it lazily (its own JS chunk);
 * - handle.crumb is an i18n key ("ns:key") or a function of the location (see route-handle.ts);
 *   nested routes give nested crumbs, e.g. /enterprise/ap shows "Enterprise / <name from ?name=>":
 *     { path: 'enterprise', handle: { crumb: 'menu:enterprise', menuId: 'enterprise' }, children: [
 *       { index: true, lazy: page(...) },
 *       { path: 'ap', lazy: page(...), handle: { crumb: (location) => new URLSearchParams(location.search).get('name') } },
 *     ] },
 * - handle.menuId selects the side-menu entry; the menu itself comes from the server's menu list,
 *   and the service lists a menu only once its id is in IMPLEMENTED_MENUS (contract/src/menus.ts).
 * Paths are relative (no leading slash) and are the spec's routes.
 */
export type AppRoute = RouteObject & { handle?: RouteHandle };

/** Lazily loads a page module whose default export is the screen component. */
export const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });

export const SCREEN_ROUTES: AppRoute[] = [
  { path: 'welcome', lazy: page(() => import('../features/welcome/welcome-page.tsx')), handle: { crumb: 'menu:welcome', menuId: 'welcome' } },
  { path: 'dashboard', lazy: page(() => import('../features/dashboard/dashboard-page.tsx')), handle: { crumb: 'menu:dashboard', menuId: 'dashboard' } },
];

export const PUBLIC_ROUTES: AppRoute[] = [
  { path: 'model/compare', lazy: page(() => import('../features/model-compare/model-compare-page.tsx')) },
];
