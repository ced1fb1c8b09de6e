/**
 * One file for the signed-in shell (issue #27, docs/architecture.md "Console weight and its budgets").
 *
 * Left to itself, the bundler splits what the shell loads into ~75 files, one per set of screens that share a piece,
 * and each is compressed on its own: ~15 kB more gzip on every signed-in route than the same code in one file.
 * Which modules only the shell brings is known once the bundle is chunked, so `npm run build` builds twice:
 * - the plan (`vite build --mode shell-plan`, nothing written to dist/): the modules of the files the shell loads
 *   that nothing outside it loads (sign-in, the public pages, the hand-over page, whatever they open later);
 * - the build, which puts those modules in one chunk, `shell`.
 * A module the sign-in page or a public page also loads stays where the bundler put it, so they do not grow; the
 * screens inside the shell load it after the shell anyway.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { routePages } from './route-modules.ts';

const web = path.resolve(import.meta.dirname, '..');
const LAYOUT = 'src/app/layout/app-layout.tsx';
/** Beside Vite's own cache: rebuilt by every `npm run build`, never committed. */
export const SHELL_PLAN = path.join(web, 'node_modules/.vite/shell-chunk-plan.json');

/**
 * What the build groups, as lists of module ids: `shell` holds what only the shell loads; each other group holds what
 * the shell shares with the same pieces opened later without it (a failed sign-in's notice, say), so those load no
 * more than before, in one file instead of several.
 */
export type ShellPlan = Record<string, string[]>;

/** The plan, from a bundle chunked without it. */
export function shellPlan(chunks: Rollup.OutputChunk[], screenModules: string[]): ShellPlan {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const fileOf = (module: string) => chunks.find((c) => c.facadeModuleId === path.join(web, module))?.fileName;
  const layout = fileOf(LAYOUT);
  const entry = chunks.find((c) => c.isEntry);
  if (!layout || !entry) throw new Error(`shell chunk plan: no entry or no ${LAYOUT} chunk in the bundle`);
  const screens = new Set(screenModules.map(fileOf));

  /** A file and what it imports statically (and, with `later`, what it may import later), never the shell's. */
  const reach = (file: string, into: Set<string>, later = false): Set<string> => {
    if (into.has(file) || file === layout || screens.has(file)) return into;
    into.add(file);
    const chunk = byFile.get(file);
    for (const next of [...(chunk?.imports ?? []), ...(later ? chunk?.dynamicImports ?? [] : [])]) reach(next, into, later);
    return into;
  };
  const first = reach(entry.fileName, new Set());
  // What runs without the shell: the other routes as they open (sign-in, public pages, hand-over), and each
  // piece they, or the entry, may open later.
  const opened = [...new Set([...first].flatMap((file) => byFile.get(file)?.dynamicImports ?? []))];
  const routesOutside = new Set<string>();
  for (const file of opened) reach(file, routesOutside);
  const later = new Map<string, Set<string>>();
  for (const file of routesOutside) for (const next of byFile.get(file)?.dynamicImports ?? []) later.set(next, reach(next, new Set(), true));
  for (const file of opened) if (!routesOutside.has(file)) later.set(file, reach(file, new Set(), true));

  const shellFiles = new Set<string>();
  const fromLayout = (file: string) => {
    if (shellFiles.has(file)) return;
    shellFiles.add(file);
    byFile.get(file)?.imports.forEach(fromLayout);
  };
  fromLayout(layout);
  const plan: ShellPlan = {};
  for (const file of shellFiles) {
    if (first.has(file) || routesOutside.has(file)) continue;
    const openers = [...later].filter(([, reached]) => reached.has(file)).map(([opener]) => byFile.get(opener)?.name ?? opener);
    const group = openers.length ? `shell-${[...new Set(openers)].sort().join('-')}` : 'shell';
    (plan[group] ??= []).push(...(byFile.get(file)?.moduleIds ?? []));
  }
  return plan;
}

/** The plan pass: writes SHELL_PLAN from the bundle. */
export function shellChunkPlan(): Plugin {
  return {
    name: 'gwn-shell-chunk-plan',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((o): o is Rollup.OutputChunk => o.type === 'chunk');
      const { screens } = routePages(readFileSync(path.join(web, 'src/app/routes.tsx'), 'utf8'));
      mkdirSync(path.dirname(SHELL_PLAN), { recursive: true });
      writeFileSync(SHELL_PLAN, JSON.stringify(shellPlan(chunks, screens.map((s) => s.module))));
    },
  };
}

/** The build's `shell` group, when a plan was made (a plain `vite build` without one splits as the bundler likes). */
export function shellChunkGroups(): { name: string; test: (id: string) => boolean }[] {
  if (!existsSync(SHELL_PLAN)) return [];
  const plan = JSON.parse(readFileSync(SHELL_PLAN, 'utf8')) as ShellPlan;
  return Object.entries(plan).map(([name, ids]) => {
    const modules = new Set(ids);
    return { name, test: (id: string) => modules.has(id) };
  });
}
