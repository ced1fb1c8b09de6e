import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', root: 'contract', environment: 'node', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'server', root: 'server', environment: 'node', include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          globalSetup: ['test/global-setup.ts'], testTimeout: 30_000, hookTimeout: 60_000,
        },
      },
      './web/vite.config.ts',
    ],
  },
});
