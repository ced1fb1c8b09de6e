import { describe, expect, it } from 'vitest';
import { lazyModules, overBudget, routeFiles, weigh, type Manifest } from './bundle-budgets.ts';
import { routeRules } from './check-bundle-budgets.ts';

/** A small build: an entry with a shared vendor chunk, a shell layout, two pages, and strings loaded on demand. */
const manifest: Manifest = {
  'index.html': { file: 'entry.js', isEntry: true, imports: ['_vendor.js', '_routes.js'], dynamicImports: ['src/i18n/zh.json'] },
  '_vendor.js': { file: 'vendor.js' },
  '_routes.js': { file: 'routes.js', dynamicImports: ['src/layout.tsx', 'src/a-page.tsx', 'src/b-page.tsx'] },
  '_table.js': { file: 'table.js', imports: ['_vendor.js'] },
  '_editor.js': { file: 'editor.js' },
  'src/i18n/zh.json': { file: 'zh.js', isDynamicEntry: true },
  'src/layout.tsx': { file: 'layout.js', isDynamicEntry: true, imports: ['_vendor.js'] },
  'src/a-page.tsx': { file: 'a.js', isDynamicEntry: true, imports: ['_table.js'], dynamicImports: ['src/dialog.tsx'] },
  'src/b-page.tsx': { file: 'b.js', isDynamicEntry: true, imports: ['_table.js', '_editor.js'] },
  'src/dialog.tsx': { file: 'dialog.js', isDynamicEntry: true },
};
const sizes: Record<string, number> = {
  'entry.js': 10, 'vendor.js': 100, 'routes.js': 5, 'table.js': 50, 'editor.js': 140, 'zh.js': 30,
  'layout.js': 20, 'a.js': 7, 'b.js': 9, 'dialog.js': 60,
};

describe('bundle budgets walker', () => {
  it('counts the entry, the layout and the page with their static imports, each shared file once', () => {
    expect([...routeFiles(manifest, ['src/layout.tsx', 'src/a-page.tsx'])].sort())
      .toEqual(['a.js', 'entry.js', 'layout.js', 'routes.js', 'table.js', 'vendor.js']);
  });

  it('does not charge a route for what other routes import, strings on demand or what a page opens later', () => {
    const files = routeFiles(manifest, ['src/layout.tsx', 'src/a-page.tsx']);
    for (const file of ['editor.js', 'b.js', 'zh.js', 'dialog.js']) expect(files.has(file)).toBe(false);
  });

  it('lists the lazy modules reachable from the entry', () => {
    expect(lazyModules(manifest).sort()).toEqual(['src/a-page.tsx', 'src/b-page.tsx', 'src/i18n/zh.json', 'src/layout.tsx']);
  });

  it('fails only the route over budget, naming its largest modules', () => {
    const weights = weigh(manifest, [
      { route: '/a', modules: ['src/layout.tsx', 'src/a-page.tsx'], budget: 200 },
      { route: '/b', modules: ['src/layout.tsx', 'src/b-page.tsx'], budget: 200 },
    ], (file) => sizes[file]);
    expect(weights.map((w) => w.gzip)).toEqual([192, 334]);
    const failures = overBudget(weights, 2);
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(/^\/b: 0\.3 kB .* over its 0\.2 kB budget; largest: editor\.js 0\.1 kB, vendor\.js 0\.1 kB$/);
  });

  it('fails loudly when a route names a module the build does not have', () => {
    expect(() => routeFiles(manifest, ['src/missing-page.tsx'])).toThrow(/missing-page/);
  });

  it('reads every screen of the route table, so a new screen is checked without editing the script', () => {
    // Budgets: the goals. A screen is counted with the lazy parts it draws at once (the notice form).
    const rules = routeRules([
      'export const SCREEN_ROUTES = [',
      "  { path: 'firmware', lazy: page(() => import('../features/firmware/firmware-page.tsx')) },",
      "  { path: 'maintenance', lazy: page(() => import('../features/maintenance/maintenance-page.tsx')) },",
      "  { path: 'new', lazy: page(() => import('../features/new/new-page.tsx')) },",
      '];',
      'export const PUBLIC_ROUTES = [',
      "  { path: 'model/compare', lazy: page(() => import('../features/model-compare/model-compare-page.tsx')) },",
      "  { path: 'hand-over', lazy: page(() => import('./hand-over-page.tsx')) },",
      '];',
    ].join('\n'));
    expect(rules.map((r) => [r.route, r.modules.slice(1).join(' + ') || r.modules[0], r.budget])).toEqual([
      ['/login', 'src/features/sign-in/sign-in-page.tsx', 150_000],
      ['/login/sso', 'src/features/sign-in/sso-callback-page.tsx', 350_000],
      ['/model/compare (model-compare-page.tsx)', 'src/features/model-compare/model-compare-page.tsx', 200_000],
      ['/hand-over (hand-over-page.tsx)', 'src/app/hand-over-page.tsx', 350_000],
      ['/firmware (firmware-page.tsx)', 'src/features/firmware/firmware-page.tsx', 350_000],
      ['/maintenance (maintenance-page.tsx)', 'src/features/maintenance/maintenance-page.tsx + src/features/maintenance/notice/notice-form.tsx', 350_000],
      // A new screen, like the shell alone, is held to the goal.
      ['/new (new-page.tsx)', 'src/features/new/new-page.tsx', 350_000],
      ['(not found)', 'src/app/not-found-page.tsx', 350_000],
    ]);
  });
});
