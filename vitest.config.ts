import { configDefaults, defineConfig } from 'vitest/config';
import isolatedWebTests from './web/test/isolated-test-files.json' with { type: 'json' };

const WEB_TESTS = ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'];
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
      {
        // The component tests share one module graph and one page per worker, as the server project does: loading
        // antd, React and jsdom again for each file was half of their time. Safe because every file gets the same
        // API client (test/mocked-client.ts), test/setup.tsx empties the page after each file, and no file here
        // replaces a module: eslint refuses vi.mock outside the files listed in web/test/isolated-test-files.json.
        extends: './web/vite.config.ts',
        test: {
          name: 'web', include: WEB_TESTS, exclude: [...configDefaults.exclude, ...isolatedWebTests],
          setupFiles: ['test/mocked-client.ts', 'test/setup.tsx'], isolate: false,
        },
      },
      {
        // The files that test the real API client or replace another module: each in a module graph of its own.
        extends: './web/vite.config.ts',
        test: { name: 'web-isolated', include: isolatedWebTests, setupFiles: ['test/setup.tsx'] },
      },
    ],
  },
});
