import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one test file at a time on the 2-core CI machine,
    // leaving a core idle while PGlite and jsdom files are CPU-bound. Every file has its own databases, ports
    // and directories, so two at a time is safe.
    maxWorkers: 2,
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
