import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
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
