/**
 * Fails when a console route loads more JavaScript (gzip) than its budget (issue #27), naming the route
 * and its largest modules. Reads web/dist/.vite/manifest.json, so run it after `npm run build`.
 * Every screen of web/src/app/routes.tsx is checked, so a new screen is covered without editing this file.
 *   npx tsx scripts/check-bundle-budgets.ts [--all]   (--all prints every route, not only failures)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { kB, overBudget, weigh, type Manifest, type RouteRule } from './bundle-budgets.ts';

const BUDGET = { login: 150_000, publicPage: 200_000, signedIn: 350_000 };

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'web/dist');

/** The page modules a block of routes.tsx lazily imports, with the route path written beside each. */
function pagesIn(source: string): { route: string; module: string }[] {
  return [...source.matchAll(/^(.*)import\('\.\.\/([^']+)'\)/gm)].map(([, before, rel]) => {
    const route = /path: '([^']+)'/.exec(before)?.[1];
    const module = `src/${rel}`;
    return { route: route ? `/${route} (${path.basename(rel)})` : path.basename(rel), module };
  });
}

export function routeRules(routesSource: string): RouteRule[] {
  const publicAt = routesSource.indexOf('export const PUBLIC_ROUTES');
  const screens = pagesIn(routesSource.slice(routesSource.indexOf('export const SCREEN_ROUTES'), publicAt));
  const publicPages = pagesIn(routesSource.slice(publicAt));
  if (!screens.length || !publicPages.length) throw new Error('no SCREEN_ROUTES / PUBLIC_ROUTES pages found in web/src/app/routes.tsx');
  return [
    { route: '/login', modules: ['src/features/sign-in/sign-in-page.tsx'], budget: BUDGET.login },
    { route: '/login/sso', modules: ['src/features/sso/sso-callback-page.tsx'], budget: BUDGET.signedIn },
    ...publicPages.map((p) => ({
      route: p.route, modules: ['src/app/public-layout.tsx', p.module],
      budget: p.module.includes('model-compare') ? BUDGET.publicPage : BUDGET.signedIn,
    })),
    ...screens.map((p) => ({ route: p.route, modules: ['src/app/layout/app-layout.tsx', p.module], budget: BUDGET.signedIn })),
    { route: '(not found)', modules: ['src/app/layout/app-layout.tsx', 'src/app/not-found-page.tsx'], budget: BUDGET.signedIn },
  ];
}

function main() {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const rules = routeRules(readFileSync(path.join(root, 'web/src/app/routes.tsx'), 'utf8'));
  const sizes = new Map<string, number>();
  const gzipOf = (file: string) => {
    let size = sizes.get(file);
    if (size === undefined) sizes.set(file, size = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
    return size;
  };
  const weights = weigh(manifest, rules, gzipOf);
  if (process.argv.includes('--all')) {
    for (const w of weights) console.log(`${kB(w.gzip).padStart(9)} / ${kB(w.budget).padStart(8)}  ${String(w.files).padStart(3)} files  ${w.route}`);
  }
  const failures = overBudget(weights);
  if (failures.length) {
    console.error(`Bundle budgets exceeded (gzip JS per route, from web/dist/.vite/manifest.json):\n${failures.join('\n')}`);
    process.exit(1);
  }
  console.log(`Bundle budgets met: ${weights.length} routes, heaviest ${kB(Math.max(...weights.map((w) => w.gzip)))}.`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) main();
