import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig } from 'vitest/config';

/** `ANALYZE=1 npm run build` also writes web/dist-stats/ (gitignored): the treemap and its raw data, per module and chunk (issue #27). */
const analyze = process.env.ANALYZE === '1';

export default defineConfig({
  plugins: [
    react(),
    ...(analyze
      ? [
          visualizer({ filename: 'dist-stats/treemap.html', gzipSize: true, template: 'treemap' }),
          visualizer({ filename: 'dist-stats/stats.json', gzipSize: true, template: 'raw-data' }),
        ]
      : []),
  ],
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 1500, manifest: true /* bench/bundle-size.ts reads .vite/manifest.json */ },
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.tsx'],
    // jsdom + antd on a shared 2-core machine: a form journey can take several seconds.
    testTimeout: 20_000,
  },
});
