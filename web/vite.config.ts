import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { shellChunkGroups, shellChunkPlan } from './build/shell-chunk.ts';
import { signInShell } from './src/features/sign-in/sign-in-html.ts';

/** React Router's production build, which its package exports do not name (see `resolve.alias`). */
const reactRouterProduction = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production/index.mjs');

/** `ANALYZE=1 npm run build` also writes web/dist-stats/ (gitignored): the treemap and its raw data, per module and chunk (issue #27). */
const analyze = process.env.ANALYZE === '1';

/**
 * Writes dist/sign-in-shell.json: the sign-in page's markup in both languages, its texts and its CSS, which the
 * service puts into index.html for /login so the form is usable before the console's script runs (issue #27).
 */
function signInShellFile(): Plugin {
  const css = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');
  return {
    name: 'gwn-sign-in-shell',
    apply: 'build',
    generateBundle() {
      // The console's global CSS too: the service moves index.html's stylesheets after the form (sign-in-shell.ts).
      const shell = signInShell(css('./src/app/global.css') + css('./src/features/sign-in/sign-in.css'));
      this.emitFile({ type: 'asset', fileName: 'sign-in-shell.json', source: JSON.stringify(shell) });
    },
  };
}

/** `vite build --mode shell-plan`: the first pass of `npm run build`, which only lists the shell's modules (build/shell-chunk.ts). */
export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    signInShellFile(),
    ...(mode === 'shell-plan' ? [shellChunkPlan()] : []),
    ...(analyze
      ? [
          visualizer({ filename: 'dist-stats/treemap.html', gzipSize: true, template: 'treemap' }),
          visualizer({ filename: 'dist-stats/stats.json', gzipSize: true, template: 'raw-data' }),
        ]
      : []),
  ],
  resolve: {
    alias: [
      // React Router's package exports name only its development build, which keeps its development warnings
      // (remix-run/react-router#12532). The production build is the same code with them turned off.
      ...(mode === 'development' ? [] : [{ find: /^react-router$/, replacement: reactRouterProduction }]),
    ],
  },
  build: {
    outDir: 'dist', sourcemap: false, write: mode !== 'shell-plan', chunkSizeWarningLimit: 1500, manifest: true /* bench/bundle-size.ts reads .vite/manifest.json */,
    // The console's weight per route (issue #27, docs/architecture.md "Console weight and its budgets").
    rolldownOptions: {
      // antd's rc packages hold components and helpers only but do not say so ("sideEffects"), so every module their
      // index files import was kept: rc-form and its validator sat in the shell because ConfigProvider uses one context.
      treeshake: { moduleSideEffects: (id: string) => !/node_modules[\\/]@rc-component[\\/]/.test(id) },
      // One file each for what is loaded together anyway, instead of a small file per set of screens sharing a piece
      // (each compressed on its own). Only the modules named: by default a group also takes in what they import.
      output: { codeSplitting: {
        includeDependenciesRecursively: false,
        groups: [
          { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store)[\\/]/ },
          { name: 'i18next', test: /node_modules[\\/](i18next|react-i18next)[\\/]/ },
          // Every icon the console uses: 17.6 kB gzip, where 25 of them were ~0.5 kB files of their own.
          { name: 'icons', test: /node_modules[\\/]@ant-design[\\/]icons(-svg)?[\\/]es[\\/](icons|asn)[\\/]/ },
          // What only the signed-in shell loads, in one file (build/shell-chunk.ts).
          ...(mode === 'shell-plan' ? [] : shellChunkGroups()),
        ],
      } },
    },
  },
  test: {
    root: import.meta.dirname,
    environment: 'jsdom',
    // Which files run, and with what setup, is said by the two web projects in the root vitest.config.ts.
    // jsdom + antd on a shared 2-core machine: a form journey can take several seconds.
    testTimeout: 20_000,
  },
}));
