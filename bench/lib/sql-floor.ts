/**
 * Starts bench/lib/sql-floor-server.ts as its own process (as the services run) and hands it each call's statements:
 * the floor columns of bench/enterprise-load.ts and bench/change-log-load.ts, measured under autocannon like the API.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { measureHttp, metered, type Figures, type HttpRequest, type Statement } from './http-load.ts';
import { stopServices, waitHealthy } from './service-processes.ts';

export interface SqlFloor {
  /** One call's statements through the floor, under autocannon at `connections` for `seconds`, with its CPU per request. */
  measure(statements: readonly Statement[], method: HttpRequest['method'], connections: number, seconds: number): Promise<Figures>;
  stop(): Promise<void>;
}

/** Starts one floor per entry of `specs`, runs `body` with them, and stops every one that started, however `body` ends. */
export async function withSqlFloors<K extends string, T>(
  specs: Record<K, FloorSettings>, body: (floors: Record<K, SqlFloor>) => Promise<T>,
): Promise<T> {
  const started: SqlFloor[] = [];
  try {
    const floors = {} as Record<K, SqlFloor>;
    for (const key of Object.keys(specs) as K[]) started.push(floors[key] = await startSqlFloor(specs[key]));
    return await body(floors);
  } finally {
    await Promise.all(started.map((f) => f.stop()));
  }
}

/** The database the floor sends to, its port, and its pool size (the services': server/src/db/connect.ts). */
export interface FloorSettings { databaseUrl: string; port: number; poolMax: number }

async function startSqlFloor(opts: FloorSettings): Promise<SqlFloor> {
  const root = path.resolve(import.meta.dirname, '../..');
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/lib/sql-floor-server.ts'], {
    cwd: root, stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(opts.port), DATABASE_URL: opts.databaseUrl, POOL_MAX: String(opts.poolMax) },
  });
  const url = `http://127.0.0.1:${opts.port}`;
  const floor = { name: 'SQL floor', url, child };
  try {
    await waitHealthy(url, child);
  } catch (err) {
    await stopServices([floor]);
    throw err;
  }
  return {
    async measure(statements, method, connections, seconds) {
      const reply = await fetch(`${url}/statements`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(statements) });
      if (!reply.ok) throw new Error(`the SQL floor refused the statements: HTTP ${reply.status} ${await reply.text()}`);
      // A body on POST, as the API's calls have, so both parse one.
      return metered(child.pid, () => measureHttp({ method, url: `${url}/call`, body: method === 'POST' ? {} : undefined }, '', connections, seconds));
    },
    stop: () => stopServices([floor]),
  };
}
