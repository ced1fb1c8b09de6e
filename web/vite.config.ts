import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { signInShell } from './src/features/sign-in/sign-in-html.ts';

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

export default defineConfig({
  plugins: [
    react(),
    signInShellFile(),
    ...(analyze
      ? [
          visualizer({ filename: 'dist-stats/treemap.html', gzipSize: true, template: 'treemap' }),
          visualizer({ filename: 'dist-stats/stats.json', gzipSize: true, template: 'raw-data' }),
        ]
      : []),
  ],
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 1500, manifest: true /* bench/bundle-size.ts reads .vite/manifest.json */ },
  test: {
    root: import.meta.dirname,
    environment: 'jsdom',
    // Which files run, and with what setup, is said by the two web projects in the root vitest.config.ts.
    // jsdom + antd on a shared 2-core machine: a form journey can take several seconds.
    testTimeout: 20_000,
  },
});
