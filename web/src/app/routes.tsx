import type { ComponentType } from 'react';
import { redirect, type RouteObject } from 'react-router';
import { MENU_TREE } from '@gwn/contract/console';
import type { RouteHandle } from '../lib/route-handle.ts';

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
 * - handle.menuId selects the side-menu entry; the menu itself comes from the server's menu list
 *   (the catalogue in contract/src/menus.ts cut down to what the operator's role grants).
 * Paths are relative (no leading slash) and are the spec's routes.
 */
export type AppRoute = RouteObject & { handle?: RouteHandle };

/** Lazily loads a page module whose default export is the screen component. */
export const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });

/**
 * A route that only sends elsewhere: its loader redirects. It renders nothing, but it has a component, so React Router
 * does not warn "Matched leaf route ... does not have an element or Component" on every such load (issue 26).
 */
export const redirectTo = (to: () => string) => ({ loader: () => redirect(to()), Component: () => null });

/** /files opens the group's first screen (the spec's /capture/list). */
const firstFileScreen = () => MENU_TREE.find((m) => m.menuId === 'file')?.children?.[0]?.route ?? '/welcome';

export const SCREEN_ROUTES: AppRoute[] = [
  { path: 'welcome', lazy: page(() => import('../features/welcome/welcome-page.tsx')), handle: { crumb: 'menu:welcome', menuId: 'welcome' } },
  { path: 'personal', lazy: page(() => import('../features/personal/personal-page.tsx')), handle: { crumb: 'menu:personalInformation', menuId: 'personalInformation' } },
  { path: 'dashboard', lazy: page(() => import('../features/dashboard/dashboard-page.tsx')), handle: { crumb: 'menu:dashboard', menuId: 'dashboard' } },
  {
    path: 'enterprise', handle: { crumb: 'menu:enterprise', menuId: 'enterprise' }, children: [
      { index: true, lazy: page(() => import('../features/enterprises/enterprise-page.tsx')) },
      { path: 'ap', lazy: page(() => import('../features/enterprises/enterprise-ap-page.tsx')), handle: { crumb: ({ search }: { search: string }) => new URLSearchParams(search).get('name') } },
    ],
  },
  { path: 'ap', lazy: page(() => import('../features/ap-devices/ap-device-page.tsx')), handle: { crumb: 'menu:deviceManage', menuId: 'deviceManage' } },
  { path: 'apPassword', lazy: page(() => import('../features/ap-passwords/ap-password-page.tsx')), handle: { crumb: 'menu:devicePasswordManage', menuId: 'devicePasswordManage' } },
  { path: 'managerVisit', lazy: page(() => import('../features/manager-visits/manager-visit-page.tsx')), handle: { crumb: 'menu:managerUsage', menuId: 'managerUsage' } },
  { path: 'deviceType', lazy: page(() => import('../features/device-types/device-type-page.tsx')), handle: { crumb: 'menu:modelManage', menuId: 'modelManage' } },
  { path: 'deviceFunction', lazy: page(() => import('../features/device-functions/device-function-page.tsx')), handle: { crumb: 'menu:featureList', menuId: 'featureList' } },
  { path: 'firmware', lazy: page(() => import('../features/firmware/firmware-page.tsx')), handle: { crumb: 'menu:firmwareManage', menuId: 'firmwareManage' } },
  { path: 'portal', lazy: page(() => import('../features/portal/portal-page.tsx')), handle: { crumb: 'menu:portalManage', menuId: 'portalManage' } },
  { path: 'files', ...redirectTo(firstFileScreen) },
  { path: 'capture/list', lazy: page(() => import('../features/device-files/capture-file-page.tsx')), handle: { crumb: 'menu:capture', menuId: 'capture' } },
  { path: 'coreFile/list', lazy: page(() => import('../features/device-files/core-file-page.tsx')), handle: { crumb: 'menu:coreFile', menuId: 'coreFile' } },
  { path: 'manage/list', lazy: page(() => import('../features/manager-package/manager-package-page.tsx')), handle: { crumb: 'menu:gwnManageFile', menuId: 'gwnManageFile' } },
  { path: 'file/list', lazy: page(() => import('../features/plugins/plugin-page.tsx')), handle: { crumb: 'menu:filesManage', menuId: 'filesManage' } },
  { path: 'speed', lazy: page(() => import('../features/speed-servers/speed-server-page.tsx')), handle: { crumb: 'menu:speedTestServerAddress', menuId: 'speedTestServerAddress' } },
  { path: 'changeLog', lazy: page(() => import('../features/change-log/change-log-page.tsx')), handle: { crumb: 'menu:changeLog', menuId: 'changeLog' } },
  {
    path: 'parameters', handle: { crumb: 'menu:systemManage' }, children: [
      { index: true, ...redirectTo(() => '/parameters/list') },
      { path: 'list', lazy: page(() => import('../features/parameters/parameter-page.tsx')), handle: { crumb: 'menu:parameterConfiguration', menuId: 'parameterConfiguration' } },
      { path: 'type', lazy: page(() => import('../features/parameters/parameter-type-page.tsx')), handle: { crumb: 'menu:parameterType', menuId: 'parameterType' } },
      { path: 'serve', lazy: page(() => import('../features/remote-servers/remote-server-page.tsx')), handle: { crumb: 'menu:sshServerConfig', menuId: 'sshServerConfig' } },
      { path: 'maintenance', lazy: page(() => import('../features/maintenance/maintenance-page.tsx')), handle: { crumb: 'menu:maintenance', menuId: 'maintenance' } },
      { path: 'apiList', lazy: page(() => import('../features/api-limits/api-limit-page.tsx')), handle: { crumb: 'menu:apiInterfaceRestrictions', menuId: 'apiInterfaceRestrictions' } },
      { path: 'releaseNote', lazy: page(() => import('../features/bulletin/release-note-page.tsx')), handle: { crumb: 'menu:releaseNote', menuId: 'releaseNote' } },
      { path: 'bulletin', lazy: page(() => import('../features/bulletin/bulletin-page.tsx')), handle: { crumb: 'menu:systemNotice', menuId: 'systemNotice' } },
      { path: 'sso', lazy: page(() => import('../features/sso/sso-page.tsx')), handle: { crumb: 'menu:singleSignOn', menuId: 'singleSignOn' } },
      { path: 'auditStreaming', lazy: page(() => import('../features/audit-streaming/audit-streaming-page.tsx')), handle: { crumb: 'menu:auditStreaming', menuId: 'auditStreaming' } },
    ],
  },
  {
    path: 'users', handle: { crumb: 'menu:userManage' }, children: [
      { index: true, ...redirectTo(() => '/users/list') },
      { path: 'list', lazy: page(() => import('../features/admin-users/admin-user-page.tsx')), handle: { crumb: 'menu:users', menuId: 'users' } },
    ],
  },
  { path: 'role/list', lazy: page(() => import('../features/roles/role-page.tsx')), handle: { crumb: 'menu:role', menuId: 'role' } },
];

export const PUBLIC_ROUTES: AppRoute[] = [
  { path: 'model/compare', lazy: page(() => import('../features/model-compare/model-compare-page.tsx')) },
  // A hand-over link met another operator signed in (app/guard.ts): which one to keep. Outside the shell, asks no service.
  { path: 'hand-over', lazy: page(() => import('./hand-over-page.tsx')) },
];
