import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transfers as contract } from '@gwn/contract';
import { eq } from 'drizzle-orm';
import { startTestSystem, type TestSystem } from '../../../test/harness.ts';
import { eventually } from '../../../test/eventually.ts';
import { buildOperator } from '../../../test/factories.ts';
import { buildDevice, buildEnterprise, buildNetwork } from '../../../test/region-factories.ts';
import { devices, enterprises, networks, regionAuditLog, transferJobs } from '../../db/region-schema.ts';
import type { AccountDb, RegionDb } from '../../db/connect.ts';
import { INTERNAL_TRANSFER } from './internal-routes.ts';

describe('enterprise transfer between regions', () => {
  let system: TestSystem;
  let us: RegionDb;
  let eu: RegionDb;
  let accounts: AccountDb;
  let op: string;
  let euUrl: string;
  beforeAll(async () => {
    system = await startTestSystem({ regions: ['US', 'EU'] });
    us = system.regions.US!.database.db;
    eu = system.regions.EU!.database.db;
    accounts = system.account!.database.db;
    op = (await buildOperator(accounts, { menus: ['enterprise'], actions: ['enterpriseTrans'] })).token;
    euUrl = system.config.regionUrls.EU;
  }, 180_000); // three services with their own databases start here
  afterAll(() => system.close());

  const requestFor = (e: typeof enterprises.$inferSelect) => ({
    copyEnterpriseId: e.enterpriseId, eid: e.centerEnterpriseId, email: e.email, username: e.username, name: e.enterpriseName,
    targetRegion: 'EU' as const,
  });
  const job = (jobId: string) => system.call(contract.status, { jobId }, { token: op });

  it('guards check, confirm and status (401, 403) and validates input (50005, nothing written)', async () => {
    const e = await buildEnterprise(us);
    const lacking = await buildOperator(accounts, { menus: ['enterprise'] });
    for (const ep of [contract.check, contract.confirm] as const) {
      expect((await system.call(ep, requestFor(e))).status).toBe(401);
      expect((await system.call(ep, requestFor(e), { token: lacking.token })).status).toBe(403);
      expect((await system.call(ep, { ...requestFor(e), email: '' }, { token: op })).body.retCode).toBe(50005);
      const wrong = await system.call(ep, { ...requestFor(e), name: 'Someone else' }, { token: op });
      expect(wrong.body.retCode).toBe(50005);
      expect(wrong.body.data.fields).toHaveProperty('name');
      expect((await system.call(ep, { ...requestFor(e), targetRegion: 'US' }, { token: op })).body.retCode).toBe(50005);
    }
    expect((await system.call(contract.status, { jobId: 'x' })).status).toBe(401);
    expect((await system.call(contract.status, { jobId: 'x' }, { token: lacking.token })).status).toBe(403);
    expect((await system.call(contract.status, {}, { token: op })).body.retCode).toBe(50005);
    expect(await us.select().from(transferJobs).where(eq(transferJobs.enterpriseId, e.enterpriseId))).toHaveLength(0);
  });

  it('refuses when the enterprise already exists in the target region (15020)', async () => {
    const e = await buildEnterprise(us);
    await buildEnterprise(eu, { enterpriseId: e.enterpriseId });
    expect((await system.call(contract.check, requestFor(e), { token: op })).body.retCode).toBe(15020);
  });

  it('copies the enterprise with networks and devices, verifies, then deletes it from the source', async () => {
    const e = await buildEnterprise(us, { outdoor: 1, googleAuth: 1 });
    const n = await buildNetwork(us, e.id, 'HQ');
    const ap = await buildDevice(us, { enterpriseId: e.id, networkId: n.id, online: true });
    const sw = await buildDevice(us, { enterpriseId: e.id, kind: 'SWITCH' });
    const check = await system.call(contract.check, requestFor(e), { token: op });
    expect(check.body.data).toEqual({ enterpriseName: e.enterpriseName, targetRegion: 'EU', networks: 1, devices: 2 });

    const started = await system.call(contract.confirm, requestFor(e), { token: op });
    expect(started.body.retCode).toBe(0);
    expect((await system.call(contract.confirm, requestFor(e), { token: op })).body.retCode).toBe(15021);
    const done = await eventually(async () => {
      const s = (await job(started.body.data.jobId)).body.data;
      return s.status === 'done' && s;
    });
    expect(done).toMatchObject({ networks: 1, devices: 2, targetRegion: 'EU' });

    const [copy] = await eu.select().from(enterprises).where(eq(enterprises.enterpriseId, e.enterpriseId));
    expect(copy).toMatchObject({ enterpriseName: e.enterpriseName, outdoor: 1, googleAuth: 1, email: e.email });
    const [euNet] = await eu.select().from(networks).where(eq(networks.enterpriseId, copy.id));
    expect(euNet.name).toBe('HQ');
    const euDevices = await eu.select().from(devices).where(eq(devices.enterpriseId, copy.id));
    expect(euDevices.map((d) => d.mac).sort()).toEqual([ap.mac, sw.mac].sort());
    expect(euDevices.find((d) => d.mac === ap.mac)?.networkId).toBe(euNet.id);
    expect(await us.select().from(enterprises).where(eq(enterprises.id, e.id))).toHaveLength(0);
    expect(await us.select().from(devices).where(eq(devices.mac, ap.mac))).toHaveLength(0);
    const audits = await us.select().from(regionAuditLog).where(eq(regionAuditLog.showKey, 'enterprise.transfer.done'));
    expect(audits.some((a) => a.detail.enterpriseId === e.enterpriseId)).toBe(true);
  });

  it('keeps retrying while the target is down and finishes once it is back, without losing the source', async () => {
    const e = await buildEnterprise(us);
    await buildDevice(us, { enterpriseId: e.id });
    system.config.regionUrls.EU = 'http://127.0.0.1:9';
    try {
      expect((await system.call(contract.check, requestFor(e), { token: op })).body.retCode).toBe(15022);
      // A job left in the middle by a restart looks exactly like this row; the runner picks it up.
      const [row] = await us.insert(transferJobs).values({
        jobKey: `resume-${e.enterpriseId}`, enterpriseId: e.enterpriseId, targetRegion: 'EU', status: 'copying', requestedBy: 'tester',
      }).returning();
      const failing = await eventually(async () => {
        const s = (await job(row.jobKey)).body.data;
        return s.attempts >= 1 && s;
      });
      expect(failing.status).toBe('copying');
      expect(failing.lastError).toBeTruthy();
      expect(await us.select().from(enterprises).where(eq(enterprises.id, e.id))).toHaveLength(1);
    } finally {
      system.config.regionUrls.EU = euUrl;
    }
    await eventually(async () => (await job(`resume-${e.enterpriseId}`)).body.data.status === 'done');
    expect(await eu.select().from(enterprises).where(eq(enterprises.enterpriseId, e.enterpriseId))).toHaveLength(1);
    expect(await us.select().from(enterprises).where(eq(enterprises.id, e.id))).toHaveLength(0);
  });

  it('copies again instead of deleting when the source changed after the copy was verified', async () => {
    const e = await buildEnterprise(us);
    const [row] = await us.insert(transferJobs).values({
      jobKey: `stale-${e.enterpriseId}`, enterpriseId: e.enterpriseId, targetRegion: 'EU', status: 'deleting',
      copiedDigest: 'digest-of-an-older-state', requestedBy: 'tester',
    }).returning();
    const late = await buildDevice(us, { enterpriseId: e.id });
    await eventually(async () => (await job(row.jobKey)).body.data.status === 'done');
    const [copy] = await eu.select().from(enterprises).where(eq(enterprises.enterpriseId, e.enterpriseId));
    expect(await eu.select().from(devices).where(eq(devices.mac, late.mac))).toEqual([expect.objectContaining({ enterpriseId: copy.id })]);
  });

  it('answers internal calls only with the shared secret, and a repeated import is idempotent', async () => {
    const app = system.regions.EU!.app;
    const snapshot = { enterprise: { enterpriseId: 'x' }, networks: [], devices: [] };
    const denied = await app.inject({ method: 'POST', url: INTERNAL_TRANSFER.import, payload: { jobKey: 'k', sourceRegion: 'US', snapshot } });
    expect(denied.statusCode).toBe(403);
    const e = await buildEnterprise(us);
    await buildDevice(us, { enterpriseId: e.id });
    const { readSnapshot } = await import('./snapshot.ts');
    const full = await readSnapshot(us, e.id);
    const headers = { 'x-internal-secret': system.config.internalSecret };
    for (let i = 0; i < 2; i++) {
      const res = await app.inject({ method: 'POST', url: INTERNAL_TRANSFER.import, headers, payload: { jobKey: `twice-${e.id}`, sourceRegion: 'US', snapshot: full } });
      expect(res.statusCode).toBe(200);
    }
    const copies = await eu.select().from(enterprises).where(eq(enterprises.enterpriseId, e.enterpriseId));
    expect(copies).toHaveLength(1);
    expect(await eu.select().from(devices).where(eq(devices.enterpriseId, copies[0].id))).toHaveLength(1);
    const other = await app.inject({ method: 'POST', url: INTERNAL_TRANSFER.import, headers, payload: { jobKey: `other-${e.id}`, sourceRegion: 'US', snapshot: full } });
    expect(other.statusCode).toBe(409);
  });
});
