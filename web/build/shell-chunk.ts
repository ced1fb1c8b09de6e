/**
 * Fewer, larger files for what every route loads first and for the signed-in shell (issue #27, docs/architecture.md
 * "Console weight and its budgets").
 *
 * Left to itself, the bundler splits what the shell loads into ~75 files, one per set of screens that share a piece,
 * and each is compressed on its own: ~20 kB more gzip on every signed-in route than the same code in a few files.
 * Who loads which module is known only once the bundle is chunked, so `npm run build` builds twice:
 * - the plan (`vite build --mode shell-plan`, nothing written to dist/): from that bundle, which modules go together;
 * - the build, which makes one chunk of each such group.
 * The groups: `boot`, what the entry loads before any route (every route loads it); `shell`, what only the shell
 * loads; and for what the shell shares with others (the sign-in page, a public page, the hand-over page as they open,
 * or a piece they open later, such as a failed sign-in's notice), one group per set of such loaders, so each of them
 * loads exactly what it did before, in fewer files. The screens are inside the shell: what they share with it is
 * loaded before them anyway.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { routePages } from './route-modules.ts';

const web = path.resolve(import.meta.dirname, '..');
const LAYOUT = 'src/app/layout/app-layout.tsx';
/** Beside Vite's own cache: rebuilt by every `npm run build`, never committed. */
export const SHELL_PLAN = path.join(web, 'node_modules/.vite/shell-chunk-plan.json');

/** What the build groups: module ids by group name (`boot`, `shell`, `shell-<who else loads them>`). */
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
  // Who else loads what the shell loads: each piece the entry opens other than the shell and its screens (the
  // sign-in page, a public page, the hand-over page, strings), as it opens; and each piece those may open later
  // (a failed sign-in's notice, the two-factor step), with all it may import.
  const openers = new Map<string, Set<string>>();
  for (const file of first) {
    for (const opened of byFile.get(file)?.dynamicImports ?? []) {
      if (opened !== layout && !screens.has(opened) && !openers.has(opened)) openers.set(opened, reach(opened, new Set()));
    }
  }
  for (const loaded of [...openers.values()]) {
    for (const file of loaded) {
      for (const later of byFile.get(file)?.dynamicImports ?? []) if (!openers.has(later)) openers.set(later, reach(later, new Set(), true));
    }
  }

  const shellFiles = new Set<string>();
  const fromLayout = (file: string) => {
    if (shellFiles.has(file)) return;
    shellFiles.add(file);
    byFile.get(file)?.imports.forEach(fromLayout);
  };
  fromLayout(layout);
  const plan: ShellPlan = {};
  const add = (group: string, file: string) => (plan[group] ??= []).push(...(byFile.get(file)?.moduleIds ?? []));
  // What the entry loads first, every route loads: one file beside the entry's own.
  for (const file of first) if (file !== entry.fileName) add('boot', file);
  // The rest of the shell, by who else loads it: one file for each set of loaders, so each loads what it did.
  for (const file of shellFiles) {
    if (first.has(file)) continue;
    const loaders = [...openers].filter(([, loaded]) => loaded.has(file)).map(([opener]) => byFile.get(opener)?.name ?? opener);
    add(loaders.length ? `shell-${groupName([...new Set(loaders)].sort().join('-'))}` : 'shell', file);
  }
  return plan;
}

/** Who else loads a group, as its file name says it, or a short hash of that when it is long (file names have a limit). */
function groupName(loaders: string): string {
  return loaders.length <= 48 ? loaders : createHash('sha256').update(loaders).digest('hex').slice(0, 10);
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

/** The build's groups, when a plan was made (a plain `vite build` without one splits as the bundler likes). */
export function shellChunkGroups(): { name: string; test: (id: string) => boolean }[] {
  if (!existsSync(SHELL_PLAN)) return [];
  const plan = JSON.parse(readFileSync(SHELL_PLAN, 'utf8')) as ShellPlan;
  return Object.entries(plan).map(([name, ids]) => {
    const modules = new Set(ids);
    return { name, test: (id: string) => modules.has(id) };
  });
}
