import { vi } from 'vitest';

// Every component test of the shared-graph project ("web" in vitest.config.ts) talks to test/mock-api.ts instead of
// the services. Registered once here, for every file, so all files of a worker see the same client module.
vi.mock('../src/api/client.ts', () => import('./mock-api.ts').then((m) => m.mockClientModule()));
