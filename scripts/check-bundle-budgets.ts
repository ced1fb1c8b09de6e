/**
 * Fails when a console route loads more JavaScript (gzip) than its budget (issue #27), naming the route
 * and its largest modules. Reads web/dist/.vite/manifest.json, so run it after `npm run build`.
 * Every screen of web/src/app/routes.tsx is checked, so a new screen is covered without editing this file.
 *   npx tsx scripts/check-bundle-budgets.ts [--all]   (--all prints every route, not only failures)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { routePages } from '../web/build/route-modules.ts';
import { BUDGET, kB, overBudget, weigh, type Manifest, type RouteRule } from './bundle-budgets.ts';

/**
 * Lazy parts a screen draws as soon as it opens in some state, counted with it: /parameters/maintenance shows its
 * notice form whenever no notice is scheduled (spec 2 §4), as on a fresh system.
 */
export const DRAWN_WITH: Record<string, string[]> = {
  'src/features/maintenance/maintenance-page.tsx': ['src/features/maintenance/notice/notice-form.tsx'],
};

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'web/dist');

export function routeRules(routesSource: string): RouteRule[] {
  const { screens, publicPages } = routePages(routesSource);
  return [
    { route: '/login', modules: ['src/features/sign-in/sign-in-page.tsx'], budget: BUDGET.login },
    { route: '/login/sso', modules: ['src/features/sign-in/sso-callback-page.tsx'], budget: BUDGET.signedIn },
    ...publicPages.map((p) => ({
      route: p.route, modules: ['src/app/public-layout.tsx', p.module],
      budget: p.module.includes('model-compare') ? BUDGET.publicPage : BUDGET.signedIn,
    })),
    ...screens.map((p) => ({
      route: p.route, modules: ['src/app/layout/app-layout.tsx', p.module, ...(DRAWN_WITH[p.module] ?? [])], budget: BUDGET.signedIn,
    })),
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
