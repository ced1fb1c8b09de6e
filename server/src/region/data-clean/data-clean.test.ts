import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, lt } from 'drizzle-orm';
import { dataClean as contract, RET_CODES, RetCode } from '@gwn/contract';
import type { RegionDb } from '../../db/connect.ts';
import { dataCleanJobs, managerVisits, regionAuditLog } from '../../db/region-schema.ts';
import { durableDatabases, startTestSystem, type TestSystem } from '../../../test/harness.ts';
import { eventually } from '../../../test/eventually.ts';
import { buildOperator } from '../../../test/factories.ts';
import { auditEntries } from '../../../test/region-audit.ts';
import { buildDataCleanJob, buildManagerVisit, setDataCleanRetention } from '../../../test/region-factories.ts';
import { useTestSystem } from '../../../test/test-system.ts';

const DAY_S = 86_400;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_S * 1000);
/** Small batches with a pause, so a test can stop or restart the job between two of them. */
const JOB_CONFIG = { dataCleanBatchSize: 10, dataCleanPauseMs: 100 };

async function oldVisits(db: RegionDb, n: number, days = 40) {
  for (let i = 0; i < n; i++) await buildManagerVisit(db, { createdAt: daysAgo(days) });
}
async function oldAuditEntries(db: RegionDb, n: number) {
  await db.insert(regionAuditLog).values(Array.from({ length: n }, () => ({
    at: daysAgo(40), accountName: 'someone', ip: '203.0.113.1', showKey: 'remoteServerAdd', detail: {},
  })));
}
const visitsBefore = async (db: RegionDb, cutoff: Date) =>
  (await db.select({ n: count() }).from(managerVisits).where(lt(managerVisits.createdAt, cutoff)))[0].n;
const auditBefore = async (db: RegionDb, cutoff: Date) =>
  (await db.select({ n: count() }).from(regionAuditLog).where(lt(regionAuditLog.at, cutoff)))[0].n;

describe('data clean', () => {
  const env = useTestSystem({ regions: ['US'], config: JOB_CONFIG });
  const admin = env.operator({ menus: ['maintenance'] });
  const us = () => env.regionDb();
  const status = async () => (await env.call(contract.status, {}, { token: admin.token })).body.data;
  const finished = () => eventually(async () => { const s = await status(); return s.state !== 'running' && s; });

  it('answers idle with zero counts before the first run', async () => {
    await us().delete(dataCleanJobs);
    expect(await status()).toMatchObject({
      state: 'idle', running: false, startedAt: null, finishedAt: null, removed: 0, batches: 0,
      tables: [{ table: 'manager_visits', removed: 0 }, { table: 'audit_log', removed: 0 }],
    });
  });

  it('deletes only manager visits and audit entries past del_syslog_time, in batches, and says so in its status', async () => {
    await setDataCleanRetention(us(), 30 * DAY_S);
    await oldVisits(us(), 25);
    await oldVisits(us(), 3, 29); // inside the retention
    await buildManagerVisit(us());
    await oldAuditEntries(us(), 12);
    const cutoff = daysAgo(30);
    const oldV = await visitsBefore(us(), cutoff);
    const oldA = await auditBefore(us(), cutoff);
    const totalVisits = (await us().select({ n: count() }).from(managerVisits))[0].n;

    const res = await env.call(contract.start, {}, { token: admin.token });
    expect(res.body).toMatchObject({ retCode: 0, data: { state: 'running', running: true, retentionSeconds: 30 * DAY_S, removed: 0 } });
    expect(res.body.data.cutoff).toBeLessThanOrEqual(Date.now() - 30 * DAY_S * 1000);
    const done = await finished();

    expect(done).toMatchObject({
      state: 'finished', running: false, removed: oldV + oldA,
      tables: [{ table: 'manager_visits', removed: oldV }, { table: 'audit_log', removed: oldA }],
      // 10 rows a batch, one table at a time
      batches: Math.ceil(oldV / 10) + Math.ceil(oldA / 10),
    });
    expect(done.finishedAt).toBeGreaterThanOrEqual(done.startedAt!);
    expect(await visitsBefore(us(), cutoff)).toBe(0);
    expect(await auditBefore(us(), cutoff)).toBe(0);
    expect((await us().select({ n: count() }).from(managerVisits))[0].n).toBe(totalVisits - oldV);
    const [started] = (await auditEntries(us(), 'dataCleanStart')).slice(-1);
    expect(started.detail.changes).toEqual(expect.arrayContaining([{ field: 'state', before: 'idle', after: 'running' }]));
  });

  it('refuses a second start while running with 15047, in both languages, leaving the run as it was', async () => {
    await setDataCleanRetention(us(), 30 * DAY_S);
    // Running in another copy of the service (its lease is live), so this copy does not touch it.
    const running = await buildDataCleanJob(us(), {
      state: 'running', startedAt: daysAgo(0), cutoff: daysAgo(30), retentionSeconds: 30 * DAY_S, removed: { manager_visits: 7 }, batches: 1,
      leaseOwner: 'another copy', leaseUntil: new Date(Date.now() + 3_600_000), startedBy: 'first',
    });
    const en = await env.call(contract.start, {}, { token: admin.token });
    expect(en.body).toMatchObject({ retCode: RetCode.DataCleanRunning, msg: RET_CODES[RetCode.DataCleanRunning].en });
    const zh = await env.call(contract.start, {}, { token: admin.token, lang: 'zh' });
    expect(zh.body).toMatchObject({ retCode: RetCode.DataCleanRunning, msg: RET_CODES[RetCode.DataCleanRunning].zh });
    expect((await us().select().from(dataCleanJobs))[0]).toEqual(running);
  });

  it('lets exactly one of two simultaneous starts through', async () => {
    await setDataCleanRetention(us(), 30 * DAY_S);
    await buildDataCleanJob(us(), { state: 'stopped' });
    await oldVisits(us(), 30);
    const replies = await Promise.all([1, 2].map(() => env.call(contract.start, {}, { token: admin.token })));
    expect(replies.map((r) => r.body.retCode).sort()).toEqual([0, RetCode.DataCleanRunning]);
    await finished();
  });

  it('stops between batches: counts match the rows deleted and nothing is deleted after the stop', async () => {
    await setDataCleanRetention(us(), 30 * DAY_S);
    await buildDataCleanJob(us(), { state: 'finished' });
    await oldVisits(us(), 80);
    const cutoff = daysAgo(30);
    const old = await visitsBefore(us(), cutoff);
    expect((await env.call(contract.start, {}, { token: admin.token })).body.retCode).toBe(0);
    await eventually(async () => (await status()).removed >= 10);
    const stopped = await env.call(contract.stop, {}, { token: admin.token });
    expect(stopped.body.data).toMatchObject({ state: 'stopped', running: false });
    const removed = stopped.body.data.tables[0].removed;
    expect(removed % 10).toBe(0); // whole batches only
    expect(removed).toBeLessThan(old);
    expect(await visitsBefore(us(), cutoff)).toBe(old - removed);
    expect(stopped.body.data.batches).toBe(removed / 10);
    const [entry] = (await auditEntries(us(), 'dataCleanStop')).slice(-1);
    expect(entry.detail.changes).toEqual(expect.arrayContaining([{ field: 'state', before: 'running', after: 'stopped' }]));
    // A later status says the same: the job did not go on.
    expect(await status()).toMatchObject({ state: 'stopped', removed });
    expect(await visitsBefore(us(), cutoff)).toBe(old - removed);
  });

  it('stop when nothing runs answers the status and writes no audit entry', async () => {
    await buildDataCleanJob(us(), { state: 'finished' });
    const entries = (await auditEntries(us(), 'dataCleanStop')).length;
    const res = await env.call(contract.stop, {}, { token: admin.token });
    expect(res.body).toMatchObject({ retCode: 0, data: { state: 'finished', running: false } });
    expect(await auditEntries(us(), 'dataCleanStop')).toHaveLength(entries);
  });

  it('says in its status the retention a start would use now, so the console can name the cutoff before asking', async () => {
    await buildDataCleanJob(us());
    await setDataCleanRetention(us(), 30 * DAY_S);
    expect(await status()).toMatchObject({ state: 'idle', retentionSeconds: null, configuredRetentionSeconds: 30 * DAY_S });
    await setDataCleanRetention(us(), 'thirty days');
    expect((await status()).configuredRetentionSeconds).toBeNull();
  });

  it.each([
    ['missing', undefined], ['not a number', 'thirty days'], ['zero', '0'],
  ])('refuses to start with 15048 when del_syslog_time is %s', async (_name, value) => {
    await buildDataCleanJob(us());
    await setDataCleanRetention(us(), value);
    const res = await env.call(contract.start, {}, { token: admin.token });
    expect(res.body.retCode).toBe(RetCode.DataCleanRetentionUnset);
    expect((await us().select().from(dataCleanJobs))[0].state).toBe('idle');
  });
});

describe('data clean across a restart', () => {
  let databases: Awaited<ReturnType<typeof durableDatabases>>;
  let system: TestSystem | undefined;
  let token: string;
  const start = async () => { system = await startTestSystem({ regions: ['US'], databases, config: JOB_CONFIG }); };
  const db = () => system!.regions.US!.database.db;

  beforeAll(async () => {
    databases = await durableDatabases(['account', 'US']);
    await start();
    token = (await buildOperator(system!.account!.database.db, { menus: ['maintenance'] })).token;
  }, 180_000);
  afterAll(async () => { await system?.close(); });

  it('resumes a running job after the service restarts and finishes with the right counts', async () => {
    await setDataCleanRetention(db(), 30 * DAY_S);
    await oldVisits(db(), 60);
    const cutoff = daysAgo(30);
    const old = await visitsBefore(db(), cutoff);
    expect((await system!.call(contract.start, {}, { token })).body.retCode).toBe(0);
    await eventually(async () => ((await system!.call(contract.status, {}, { token })).body.data.removed >= 10));
    await system!.close();
    system = undefined;
    await start();
    const interrupted = (await db().select().from(dataCleanJobs))[0];
    expect(interrupted.removed.manager_visits).toBeLessThanOrEqual(old);
    const done = await eventually(async () => {
      const s = (await system!.call(contract.status, {}, { token })).body.data;
      return s.state === 'finished' && s;
    });
    expect(done.tables[0]).toEqual({ table: 'manager_visits', removed: old });
    expect(await visitsBefore(db(), cutoff)).toBe(0);
  }, 180_000); // two starts of the services on a loaded machine
});
