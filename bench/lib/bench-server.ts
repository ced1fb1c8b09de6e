import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
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
/** The first of 19080, 19180, ... whose four ports are free: a smoke run in npm test must not meet a bench run. */
export async function freeBenchPort(): Promise<number> {
  const free = (port: number) => new Promise<boolean>((resolve) => {
    const server = net.createServer().once('error', () => resolve(false)).listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
  for (let base = 19080; base < 20000; base += 100) {
    if ((await Promise.all([0, 1, 2, 3].map((i) => free(base + i)))).every(Boolean)) return base;
  }
  throw new Error('no free block of four ports between 19080 and 19983');
}

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
