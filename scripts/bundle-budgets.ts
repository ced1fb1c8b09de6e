/**
 * The console's weight per route, from Vite's build manifest alone (no browser): which JS files a route
 * loads and whether they fit its budget. Used by scripts/check-bundle-budgets.ts (run in npm test).
 *
 * What a route loads when it opens: the entry (index.html's chunk and its static imports), then each lazy
 * module on the route's path (the router's dynamic imports: the layout, then the page) with their static
 * imports. Further dynamic imports (the API client on submit, strings per namespace, the other language) load
 * only when used, so they are not counted. A file shared by the entry, the layout and the page is counted once.
 */

/** Issue #27's goals, gzip bytes of JS: the sign-in page, the public comparison page, every signed-in route. */
export const BUDGET = { login: 150_000, publicPage: 200_000, signedIn: 350_000 };

/** One chunk of Vite's build manifest, in the shape Vite documents (web/dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string; src?: string; name?: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[]; dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The entry chunk's key and the files it loads before anything else. */
export function entryFiles(manifest: Manifest): { key: string; files: Set<string> } {
  const entry = Object.entries(manifest).find(([, c]) => c.isEntry);
  if (!entry) throw new Error('no entry chunk in the Vite manifest');
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit(entry[0]);
  return { key: entry[0], files };
}

/** Files a route loads: the entry, then each of `modules` (manifest keys, e.g. the layout then the page). */
export function routeFiles(manifest: Manifest, modules: string[]): Set<string> {
  const entry = entryFiles(manifest).files;
  const files = new Set(entry);
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  modules.forEach(visit);
  return files;
}

/** The lazy modules a route chunk can open: the dynamic imports of every chunk the entry loads. */
export function lazyModules(manifest: Manifest): string[] {
  const entry = entryFiles(manifest).files;
  const keys = Object.entries(manifest).filter(([, c]) => entry.has(c.file)).flatMap(([, c]) => c.dynamicImports ?? []);
  return [...new Set(keys)].filter((k) => manifest[k]?.isDynamicEntry);
}

export interface RouteRule {
  /** How the report names the route, e.g. "/dashboard". */
  route: string;
  /** Manifest keys of the lazy modules on its path, outermost first. */
  modules: string[];
  /** Bytes, gzip. */
  budget: number;
}

export interface RouteWeight {
  route: string; budget: number; gzip: number; files: number;
  /** The route's files with their gzip bytes, largest first. */
  largest: { file: string; name: string; gzip: number }[];
}

export function weigh(manifest: Manifest, rules: RouteRule[], gzipOf: (file: string) => number): RouteWeight[] {
  const names = new Map(Object.values(manifest).map((c) => [c.file, c.src ?? c.name ?? c.file]));
  return rules.map((rule) => {
    const files = [...routeFiles(manifest, rule.modules)];
    const largest = files.map((file) => ({ file, name: names.get(file) ?? file, gzip: gzipOf(file) })).sort((a, b) => b.gzip - a.gzip);
    return { route: rule.route, budget: rule.budget, gzip: largest.reduce((sum, f) => sum + f.gzip, 0), files: files.length, largest };
  });
}

export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** One line per route over budget, naming its largest modules; empty when every route fits. */
export function overBudget(weights: RouteWeight[], top = 5): string[] {
  return weights.filter((w) => w.gzip > w.budget).map((w) =>
    `${w.route}: ${kB(w.gzip)} gzip JS in ${w.files} files, over its ${kB(w.budget)} budget; largest: `
    + w.largest.slice(0, top).map((f) => `${f.name} ${kB(f.gzip)}`).join(', '));
}
