import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readConfig } from '../../server/src/config.ts';
import { startSystem, type RunningSystem } from '../../server/src/system.ts';

export const BENCH_ADMIN_PASSWORD = 'Bench-Root@2026';

export interface BenchServer { system: RunningSystem; baseUrl: string; dataDir: string; stop(): Promise<void> }

/**
 * The real services with the demo data set, in this process, on ports that do not collide with a
 * developer's `npm start` (8080-8083) or the e2e suite (18080-18083), serving the built console.
 */
export async function startBenchServer(port = Number(process.env.BENCH_PORT ?? 19080), { demoData = true } = {}): Promise<BenchServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gwn-bench-'));
  const config = readConfig({
    ...process.env, PORT: String(port), DATA_DIR: dataDir, ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD, DEMO_DATA: demoData ? '1' : '0', LOG_LEVEL: 'warn',
  });
  const system = await startSystem({ config });
  return {
    system, baseUrl: config.accountUrl, dataDir,
    async stop() {
      await system.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
