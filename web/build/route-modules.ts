/**
 * The page modules of web/src/app/routes.tsx, read from its source: the screens inside the signed-in shell
 * (SCREEN_ROUTES) and the public pages (PUBLIC_ROUTES). Read by the build (shell-chunk.ts) and by the bundle
 * budgets (scripts/check-bundle-budgets.ts), so a new screen needs no other list.
 */
import path from 'node:path';

export interface RoutePage {
  /** How a report names it: "/dashboard (dashboard-page.tsx)", or the file alone for a nested index route. */
  route: string;
  /** Its module, relative to web/: "src/features/dashboard/dashboard-page.tsx". */
  module: string;
}

/** The page modules a block of routes.tsx lazily imports, with the route path written beside each. */
function pagesIn(source: string): RoutePage[] {
  // routes.tsx sits in src/app: '../features/x.tsx' is src/features/x.tsx, './x.tsx' is src/app/x.tsx.
  return [...source.matchAll(/^(.*)import\('(\.\.?)\/([^']+)'\)/gm)].map(([, before, dots, file]) => {
    const rel = dots === '.' ? `app/${file}` : file;
    const route = /path: '([^']+)'/.exec(before)?.[1];
    const module = `src/${rel}`;
    return { route: route ? `/${route} (${path.basename(rel)})` : path.basename(rel), module };
  });
}

export function routePages(routesSource: string): { screens: RoutePage[]; publicPages: RoutePage[] } {
  const publicAt = routesSource.indexOf('export const PUBLIC_ROUTES');
  const screens = pagesIn(routesSource.slice(routesSource.indexOf('export const SCREEN_ROUTES'), publicAt));
  const publicPages = pagesIn(routesSource.slice(publicAt));
  if (!screens.length || !publicPages.length) throw new Error('no SCREEN_ROUTES / PUBLIC_ROUTES pages found in web/src/app/routes.tsx');
  return { screens, publicPages };
}
