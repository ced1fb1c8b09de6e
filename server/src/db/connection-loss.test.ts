import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { RetCode, speedServers } from '@gwn/contract';
import { eventually } from '../../test/eventually.ts';
import { databaseUrl, withAdminClient } from '../../test/postgres.ts';
import { useTestSystem } from '../../test/test-system.ts';
import type { Db } from './connect.ts';

const onPostgres = process.env.TEST_DB === 'postgres';

async function databaseName(db: Db<Record<string, unknown>>): Promise<string> {
  const result = (await db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
  return result.rows[0].name;
}

/** Ends every connection to a database but the caller's, as a restart, a failover or a DBA does; returns how many. */
async function terminateConnections(database: string, onlyWaiting = false): Promise<number> {
  return withAdminClient(async (c) => {
    const { rowCount } = await c.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = $1 and pid <> pg_backend_pid() and ($2::boolean = false or wait_event_type = 'Lock')`,
      [database, onlyWaiting],
    );
    return rowCount ?? 0;
  });
}

const speedServer = () => ({
  name: `Speed ${randomBytes(4).toString('hex')}`, serviceProvider: 'Example ISP', uploadUrl: 'https://speed.example.test/up',
  pingUrl: 'https://speed.example.test/ping', downloadUrl: 'https://speed.example.test/down', publicIp: '2001:db8::80',
  secret: 'a-secret', uploadDuration: 10, downloadDuration: 10, regions: ['US' as const],
});

describe.skipIf(!onPostgres)('a service whose PostgreSQL connections are ended (pg_terminate_backend)', () => {
  const env = useTestSystem({ regions: ['US'] });
  const admin = env.operator();
  const list = () => env.call(speedServers.list, {}, { token: admin.token });

  it('idle: the process lives, and calls succeed again within a few seconds on new connections', async () => {
    // Several connections open in each service's pool.
    await Promise.all(Array.from({ length: 6 }, () => list()));
    const region = await databaseName(env.regionDb());
    const account = await databaseName(env.accountDb);
    expect(await terminateConnections(region)).toBeGreaterThan(0);
    expect(await terminateConnections(account)).toBeGreaterThan(0);

    // A call may still meet a connection whose end the pool has not yet heard of: that one is a 503, never a 500.
    await eventually(async () => {
      const res = await list();
      expect([200, 503]).toContain(res.status);
      return res.status === 200;
    }, 5_000);
    const after = await Promise.all(Array.from({ length: 6 }, () => list()));
    expect(after.map((r) => r.body.retCode)).toEqual(Array(6).fill(RetCode.Success));
    expect((await env.call(speedServers.add, speedServer(), { token: admin.token })).body.retCode).toBe(RetCode.Success);
  });

  it('busy: the calls whose connection ended answer 503 with 50090 and change nothing; the next ones succeed', async () => {
    const region = await databaseName(env.regionDb());
    const before = (await list()).body.data.total as number;
    // The table is held, so the calls below wait on it inside PostgreSQL: in flight when their connections end.
    const holder = new pg.Client({ connectionString: databaseUrl(region) });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('lock table speed_servers in access exclusive mode');
      const calls = [
        list(), list(), env.call(speedServers.add, speedServer(), { token: admin.token }),
        env.call(speedServers.add, speedServer(), { token: admin.token, lang: 'zh' }),
      ];
      await eventually(async () => {
        const { rows } = await holder.query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity where datname = $1 and wait_event_type = 'Lock'`, [region],
        );
        return rows[0].n >= calls.length;
      }, 10_000);
      expect(await terminateConnections(region, true)).toBe(calls.length);
      const answers = await Promise.all(calls);
      expect(answers.map((a) => a.status)).toEqual([503, 503, 503, 503]);
      expect(answers[0].body).toEqual({ retCode: RetCode.DatabaseUnreachable, msg: 'The database is unreachable; try again in a moment', data: null });
      expect(answers[3].body).toMatchObject({ retCode: RetCode.DatabaseUnreachable, msg: '数据库暂时无法连接，请稍后重试' });
    } finally {
      await holder.query('rollback').catch(() => undefined);
      await holder.end();
    }
    await eventually(async () => (await list()).status === 200, 5_000);
    expect((await list()).body.data.total).toBe(before);
    expect((await env.call(speedServers.add, speedServer(), { token: admin.token })).body.retCode).toBe(RetCode.Success);
  });
});
