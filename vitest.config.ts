import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one test file at a time on the 2-core CI machine,
    // leaving a core idle while PGlite and jsdom files are CPU-bound. Every file has its own databases, ports
    // and directories, so two at a time is safe.
    maxWorkers: 2,
    projects: [
      { test: { name: 'contract', root: 'contract', environment: 'node', include: ['src/**/*.test.ts'] } },
      // The build checks (scripts/check-bundle-budgets.ts): pure Node, no build needed for their unit tests.
      { test: { name: 'scripts', root: 'scripts', environment: 'node', include: ['**/*.test.ts'] } },
      {
        test: {
          name: 'server', root: 'server', environment: 'node', include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          globalSetup: ['test/global-setup.ts'], testTimeout: 30_000, hookTimeout: 60_000,
          // One module graph per worker, not per file: importing the services again for each of ~80 files cost
          // more than the tests. Safe because every file builds its own services and databases (test/harness.ts)
          // and the product keeps no state in modules beyond read-only caches; a test that fakes timers restores them.
          isolate: false,
        },
      },
      './web/vite.config.ts',
    ],
  },
});
