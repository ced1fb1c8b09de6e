import type { AppOptions } from '../src/app.ts';

/** buildApp options for a test that builds a bare app of its own (no service behind it). */
export const bareAppOptions = (name: string): AppOptions => ({
  name,
  http: {
    corsOrigins: [], socketIdleMs: 60_000, trustProxy: 'loopback', frameAncestors: [],
    accountUrl: 'http://127.0.0.1:1', regionUrls: { US: 'http://127.0.0.1:2', EU: 'http://127.0.0.1:3', CN: 'http://127.0.0.1:4' },
  },
  resourcePolicy: 'same-origin',
});
