import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { MENU_TREE, type MenuDef } from '@gwn/contract';
import type { ApiSession } from '../e2e/support/api.ts';
import { handOverSession } from '../e2e/support/console-session.ts';
// The manifest's shape and the entry's closure: the same walk the budget check in npm test uses.
import { entryFiles as entryClosureOf, type Manifest } from '../scripts/bundle-budgets.ts';

export interface ChunkSize { name: string; gzip: number }

export interface RouteBundle {
  route: string;
  /** gzipped bytes of the entry chunk and everything it imports statically. */
  entryGzip: number;
  /** gzipped bytes of the lazy chunks the route pulled in. */
  lazyGzip: number;
  totalGzip: number;
  lazyChunks: string[];
  /** The entry's files with their sizes, largest first: where the shared weight is. */
  entryChunks: ChunkSize[];
}

const gzipCache = new Map<string, number>();
function gzipSize(distDir: string, file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

/** The side-menu routes of every screen of the catalogue, plus the sign-in page. */
export function benchRoutes(): string[] {
  const routes = ['/login'];
  const walk = (menus: readonly MenuDef[]) => menus.forEach((m) => {
    if (m.hidden) return;
    if (m.children?.length) walk(m.children);
    else routes.push(m.route);
  });
  walk(MENU_TREE);
  return [...new Set(routes)];
}

/** Marks of a screen still loading: antd's spinner and skeleton, which the screens show while a call or a chunk is on its way. */
const LOADING = '.ant-spin-spinning, .ant-skeleton-active';

/**
 * Waits until a route has drawn: nothing shows as loading and no request was in flight for a second. `networkidle`
 * alone is not enough: on a busy machine the 500 ms it waits for can pass while the page is still rendering, before
 * the screen asks for its form's chunks (/parameters/maintenance was once counted at 315 kB, its spinner still up).
 */
async function drawn(page: Page, route: string): Promise<void> {
  let inFlight = 0;
  let lastActivity = Date.now();
  const started = () => { inFlight += 1; lastActivity = Date.now(); };
  const ended = () => { inFlight = Math.max(0, inFlight - 1); lastActivity = Date.now(); };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.waitForFunction((loading) => !document.querySelector(loading), LOADING, { timeout: 30_000 });
  } catch {
    console.warn(`${route}: still showing a loading state after 30 s; counted as it is`);
  }
  const deadline = Date.now() + 30_000;
  while ((inFlight > 0 || Date.now() - lastActivity < 1000) && Date.now() < deadline) await page.waitForTimeout(100);
}

/**
 * Loads each route in a fresh browser context and sums the gzipped size (zlib level 9) of every JS
 * file it fetched, split into the entry (from the manifest) and the lazy chunks the route needed.
 * Which lazy chunks a route needs is observed in the browser, so the figure follows the real router.
 */
export async function measureBundles(opts: {
  browser: Browser; baseUrl: string; distDir: string; session: ApiSession; routes: string[];
}): Promise<RouteBundle[]> {
  // Our own build output, in the shape Vite documents.
  const manifest = JSON.parse(readFileSync(path.join(opts.distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entryFiles = entryClosureOf(manifest).files;
  const names = new Map(Object.values(manifest).map((c) => [c.file, c.src ?? c.name ?? c.file]));
  const results: RouteBundle[] = [];
  for (const route of opts.routes) {
    const context = await opts.browser.newContext();
    if (route !== '/login') await handOverSession(context, opts.session);
    const page = await context.newPage();
    const fetched = new Set<string>();
    page.on('response', (res) => {
      const url = new URL(res.url());
      if (url.origin === new URL(opts.baseUrl).origin && url.pathname.endsWith('.js')) fetched.add(url.pathname.replace(/^\/(gwn\/)?/, ''));
    });
    await page.goto(new URL(route, opts.baseUrl).toString(), { waitUntil: 'networkidle' });
    await drawn(page, route);
    const lazy = [...fetched].filter((f) => !entryFiles.has(f)).sort();
    const entryGzip = [...entryFiles].reduce((sum, f) => sum + gzipSize(opts.distDir, f), 0);
    const lazyGzip = lazy.reduce((sum, f) => sum + gzipSize(opts.distDir, f), 0);
    const entryChunks = [...entryFiles].map((f) => ({ name: `${names.get(f) ?? f} (${f})`, gzip: gzipSize(opts.distDir, f) }))
      .sort((a, b) => b.gzip - a.gzip);
    results.push({
      route, entryGzip, lazyGzip, totalGzip: entryGzip + lazyGzip, lazyChunks: lazy.map((f) => names.get(f) ?? f), entryChunks,
    });
    await context.close();
  }
  return results;
}
