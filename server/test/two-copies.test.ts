import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { count, eq, lt } from 'drizzle-orm';
import {
  apiLimits, APPLICATION_HEADERS, dataClean, DEVICE_HEADERS, deviceFiles, maintenanceNotice, openApi, transfers, type RegionName,
} from '@gwn/contract';
import { deviceKeyOf } from '../src/core/guard.ts';
import type { RegionDb } from '../src/db/connect.ts';
import {
  enterprises, maintenanceNoticeDeliveries, maintenanceNotices, managerVisits, transferImports,
} from '../src/db/region-schema.ts';
import type { DatabaseLocation } from '../src/system.ts';
import { jobEvents, type JobEvent } from '../src/core/jobs/job-events.ts';
import { eventually } from './eventually.ts';
import { buildOperator } from './factories.ts';
import { durableDatabases, startTestSystem, type TestSystem } from './harness.ts';
import { auditEntries } from './region-audit.ts';
import {
  buildApplication, buildDevice, buildEnterprise, buildMaintenanceNotice, buildManagerVisit, buildNetwork, randomMac, setDataCleanRetention,
} from './region-factories.ts';
import { startSecondCopy } from './second-copy.ts';
import { startSmtpSink, type SmtpSink } from './smtp-sink.ts';
import { uploadTo } from './upload-client.ts';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const DAY_MS = 86_400_000;
const md5 = (b: Buffer) => createHash('md5').update(b).digest('hex');
const shownMac = (mac: string) => mac.match(/.{2}/g)!.join(':');

/**
 * Two copies of region US on one PostgreSQL database, one Redis and one file store, as a region that outgrew
 * one process runs behind a load balancer (issue #24). Embedded PGlite is one process's database: two copies
 * cannot share it, so this file runs on PostgreSQL only (TEST_DB=postgres); the job kernel's own tests
 * (core/jobs/) check claims and leases on both databases with two kernels in one process.
 */
describe.skipIf(!inject('pgRunPrefix'))('two copies of a region on one database, Redis and file store', () => {
  let smtp: SmtpSink;
  let databases: Map<string, DatabaseLocation>;
  let first: TestSystem;
  let second: TestSystem;
  let admin: string;
  const db = (): RegionDb => first.regions.US!.database.db;
  const copies = () => [first, second] as const;
  const events: JobEvent[] = [];
  const record = (e: JobEvent) => { events.push(e); };
  /** The runners (one per copy) that finished units of a job. */
  const ownersDone = (kind: string) => new Set(events.filter((e) => e.kind === kind && e.type === 'done' && e.service === 'region US').map((e) => e.owner));

  beforeAll(async () => {
    // Each message is answered after a few milliseconds, so the two copies' sends overlap.
    smtp = await startSmtpSink({ delayMs: 5 });
    databases = await durableDatabases(['account', 'US', 'EU']);
    first = await startTestSystem({
      regions: ['US', 'EU'], databases,
      config: {
        smtpUrl: smtp.url,
        noticeMail: { batchSize: 10, concurrency: 3, maxAttempts: 3, retryMs: 40 },
        dataCleanBatchSize: 7, dataCleanPauseMs: 0,
        openApiLimits: { windowMs: 60_000, redisUrl: REDIS_URL, redisKeyPrefix: `gwn-test-${randomBytes(6).toString('hex')}:` },
      },
    });
    second = await startSecondCopy(first, databases, 'US');
    admin = (await buildOperator(first.account!.database.db)).token;
    jobEvents.on('job', record);
  }, 180_000);
  afterAll(async () => {
    jobEvents.off('job', record);
    await second?.close();
    await first?.close();
    await smtp?.close();
  });

  it('e-mails a notice to every enterprise contact exactly once, however the two copies share the work', async () => {
    const contacts: string[] = [];
    for (let i = 0; i < 120; i++) contacts.push((await buildEnterprise(db(), { email: `two-copies-${i}@example.test` })).email);
    const live = (await db().select({ n: count() }).from(enterprises).where(eq(enterprises.isDelete, 0)))[0].n;
    const res = await first.call(maintenanceNotice.submit, {
      start: Date.UTC(2026, 11, 1, 1), end: Date.UTC(2026, 11, 1, 3), timezone: 'UTC', subject: 'Two copies',
      html: '<p>Window {{start}} - {{end}}</p>', popTips: 0, recipientMode: -1, emails: [], regionSelect: ['US'],
    }, { token: admin });
    expect(res.body.retCode).toBe(0);
    const id = (res.body.data.notice as maintenanceNotice.NoticeView).id;
    const progress = async () => (await second.call(maintenanceNotice.read, {}, { token: admin })).body.data.notice!.progress;
    const done = await eventually(async () => { const p = await progress(); return p.status === 'done' && p; }, 60_000);
    expect(done).toEqual({ status: 'done', total: live, sent: live, failed: 0 });
    for (const c of contacts) expect(smtp.to(c), c).toHaveLength(1);
    expect(smtp.received.filter((m) => m.raw.includes('Subject: Two copies'))).toHaveLength(live);
    const rows = await db().select({ n: count() }).from(maintenanceNoticeDeliveries).where(eq(maintenanceNoticeDeliveries.noticeId, id));
    expect(rows[0].n).toBe(live);
    expect(ownersDone('notice-mail').size, 'both copies e-mailed').toBe(2);
  });

  it('takes over the recipients a copy held when it died (kill -9), once its lease has run out', async () => {
    const notice = await buildMaintenanceNotice(db(), { subject: 'Orphaned', sendStatus: 'sending', enumerated: 1, popTips: 0 });
    const to = Array.from({ length: 6 }, (_, i) => `orphaned-${i}@example.test`);
    // What a copy killed mid-send leaves: its recipients leased to it, never to be renewed or given back.
    const leaseEnd = new Date(Date.now() + 2000);
    await db().insert(maintenanceNoticeDeliveries).values(to.map((email) => ({
      noticeId: notice.id, email, leaseOwner: 'a copy killed with -9', leaseUntil: leaseEnd,
    })));
    await db().update(maintenanceNotices).set({ total: to.length }).where(eq(maintenanceNotices.id, notice.id));
    const done = await eventually(async () => {
      const [row] = await db().select().from(maintenanceNotices).where(eq(maintenanceNotices.id, notice.id));
      return row.sendStatus === 'done' && row;
    }, 30_000);
    expect(done).toMatchObject({ total: 6, sent: 6, failed: 0 });
    const rows = await db().select().from(maintenanceNoticeDeliveries).where(eq(maintenanceNoticeDeliveries.noticeId, notice.id));
    for (const r of rows) expect(r.sentAt!.getTime()).toBeGreaterThanOrEqual(leaseEnd.getTime());
    for (const t of to) expect(smtp.to(t), t).toHaveLength(1);
  });

  it('runs a data clean once: the counts equal the rows deleted, batch by batch', async () => {
    await setDataCleanRetention(db(), 30 * 86_400);
    for (let i = 0; i < 40; i++) await buildManagerVisit(db(), { createdAt: new Date(Date.now() - 40 * DAY_MS) });
    const cutoff = new Date(Date.now() - 30 * DAY_MS);
    const old = (await db().select({ n: count() }).from(managerVisits).where(lt(managerVisits.createdAt, cutoff)))[0].n;
    expect((await second.call(dataClean.start, {}, { token: admin })).body.retCode).toBe(0);
    const done = await eventually(async () => {
      const s = (await first.call(dataClean.status, {}, { token: admin })).body.data;
      return s.state === 'finished' && s;
    }, 60_000);
    expect(done.tables[0]).toEqual({ table: 'manager_visits', removed: old });
    expect(done.batches).toBe(Math.ceil(old / 7));
    expect((await db().select({ n: count() }).from(managerVisits).where(lt(managerVisits.createdAt, cutoff)))[0].n).toBe(0);
  });

  it('runs a transfer once: one copy in the target region, one end in the audit log', async () => {
    const e = await buildEnterprise(db());
    const n = await buildNetwork(db(), e.id, 'HQ');
    await buildDevice(db(), { enterpriseId: e.id, networkId: n.id });
    const request = {
      copyEnterpriseId: e.enterpriseId, eid: e.centerEnterpriseId, email: e.email, username: e.username, name: e.enterpriseName,
      targetRegion: 'EU' as RegionName,
    };
    const started = await second.call(transfers.confirm, request, { token: admin });
    expect(started.body.retCode).toBe(0);
    const jobId = started.body.data.jobId as string;
    await eventually(async () => (await first.call(transfers.status, { jobId }, { token: admin })).body.data!.status === 'done', 60_000);
    const eu = first.regions.EU!.database.db;
    expect(await eu.select().from(enterprises).where(eq(enterprises.enterpriseId, e.enterpriseId))).toHaveLength(1);
    expect(await eu.select().from(transferImports).where(eq(transferImports.jobKey, jobId))).toHaveLength(1);
    expect(await db().select().from(enterprises).where(eq(enterprises.enterpriseId, e.enterpriseId))).toHaveLength(0);
    expect(await auditEntries(db(), 'enterpriseTransferDone', e.enterpriseId)).toHaveLength(1);
  });

  it('keeps open-API limits exact across the copies (counts shared in Redis)', async () => {
    const app = await buildApplication(db());
    expect((await first.call(apiLimits.add, { mode: 1, appId: app.appId, url: openApi.devices.path, count: 5 }, { token: admin })).body.retCode)
      .toBe(0);
    const headers = { [APPLICATION_HEADERS.appId]: app.appId, [APPLICATION_HEADERS.secret]: app.secret };
    const statuses = await Promise.all(Array.from({ length: 10 }, (_, i) =>
      copies()[i % 2].regions.US!.app.inject({ method: 'GET', url: openApi.devices.path, headers }).then((r) => r.statusCode)));
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    const listed = await second.call(apiLimits.list, { filter: { appId: app.appId } }, { token: admin });
    // "Used in this window" counts the answered calls only (issue #26), across both copies.
    expect(listed.body.data.result[0]).toMatchObject({ used: 5 });
  });

  it('downloads from one copy a core file uploaded to the other', async () => {
    const mac = randomMac();
    const content = randomBytes(50_000);
    const up = await uploadTo(deviceFiles.upload, {
      app: first.regions.US!.app, fileName: 'core_dump.gz', content, query: { model: 'GWN7660', firmwareVersion: '1.0.3.9' },
      headers: { [DEVICE_HEADERS.mac]: shownMac(mac), [DEVICE_HEADERS.key]: deviceKeyOf(first.config.deviceSecrets.US, mac) },
    });
    expect(up.body.retCode).toBe(0);
    const res = await second.regions.US!.app.inject({
      method: 'GET', url: deviceFiles.download.path, query: { id: String(up.body.data!.id), mac: shownMac(mac) }, headers: { authorization: admin },
    });
    expect(res.statusCode).toBe(200);
    expect(md5(res.rawPayload)).toBe(md5(content));
  });
});
