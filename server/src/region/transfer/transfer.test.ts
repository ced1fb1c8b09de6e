import { describe, expect, it } from 'vitest';
import { internal, transfers as contract } from '@gwn/contract';
import { eq } from 'drizzle-orm';
import { INTERNAL_SECRET_HEADER } from '../../core/guard.ts';
import { invalidInputOf, useTestSystem } from '../../../test/test-system.ts';
import { eventually } from '../../../test/eventually.ts';
import { buildOperator } from '../../../test/factories.ts';
import { buildDevice, buildEnterprise, buildNetwork } from '../../../test/region-factories.ts';
import { auditEntries } from '../../../test/region-audit.ts';
import { devices, enterprises, networks, transferJobs } from '../../db/region-schema.ts';
import { snapshotRepo } from './snapshot-repo.ts';

describe('enterprise transfer between regions', () => {
  const env = useTestSystem({ regions: ['US', 'EU'] });
  const op = env.operator({ menus: ['enterprise'], actions: ['enterpriseTrans'] });
  const us = () => env.regionDb('US');
  const eu = () => env.regionDb('EU');

  const requestFor = (e: typeof enterprises.$inferSelect) => ({
    copyEnterpriseId: e.enterpriseId, eid: e.centerEnterpriseId, email: e.email, username: e.username, name: e.enterpriseName,
    targetRegion: 'EU' as const,
  });
  const job = (jobId: string) => env.call(contract.status, { jobId }, { token: op.token });
  const jobDone = (jobId: string) => eventually(async () => {
    const s = (await job(jobId)).body.data!;
    return ['done', 'failed'].includes(s.status) && s;
  });

  it('guards check, confirm and status (401, 403) and validates input (50005, nothing written)', async () => {
    const e = await buildEnterprise(us());
    const lacking = await buildOperator(env.accountDb, { menus: ['enterprise'] });
    for (const ep of [contract.check, contract.confirm] as const) {
      expect((await env.call(ep, requestFor(e))).status).toBe(401);
      expect((await env.call(ep, requestFor(e), { token: lacking.token })).status).toBe(403);
      expect((await env.call(ep, { ...requestFor(e), email: '' }, { token: op.token })).body.retCode).toBe(50005);
      const wrong = await env.call(ep, { ...requestFor(e), name: 'Someone else' }, { token: op.token });
      expect(wrong.body.retCode).toBe(50005);
      expect(invalidInputOf(wrong).fields).toHaveProperty('name');
      expect((await env.call(ep, { ...requestFor(e), targetRegion: 'US' }, { token: op.token })).body.retCode).toBe(50005);
      expect((await env.call(ep, { ...requestFor(e), copyEnterpriseId: 'no-such-enterprise' }, { token: op.token })).body.retCode).toBe(404);
    }
    expect((await env.call(contract.status, { jobId: 'x' })).status).toBe(401);
    expect((await env.call(contract.status, { jobId: 'x' }, { token: lacking.token })).status).toBe(403);
    expect((await env.call(contract.status, {}, { token: op.token })).body.retCode).toBe(50005);
    expect(await us().select().from(transferJobs).where(eq(transferJobs.enterpriseId, e.enterpriseId))).toHaveLength(0);
    expect(await auditEntries(us(), 'enterpriseTransferStart', e.enterpriseName)).toEqual([]);
  });

  it('refuses when the enterprise already exists in the target region (15020), starting nothing', async () => {
    const e = await buildEnterprise(us());
    await buildEnterprise(eu(), { enterpriseId: e.enterpriseId });
    expect((await env.call(contract.check, requestFor(e), { token: op.token })).body.retCode).toBe(15020);
    expect((await env.call(contract.confirm, requestFor(e), { token: op.token })).body.retCode).toBe(15020);
    expect(await us().select().from(transferJobs).where(eq(transferJobs.enterpriseId, e.enterpriseId))).toHaveLength(0);
    expect(await auditEntries(us(), 'enterpriseTransferStart', e.enterpriseName)).toEqual([]);
  });

  it('copies the enterprise with networks and devices, verifies, then deletes it from the source, audited on both sides', async () => {
    const e = await buildEnterprise(us(), { outdoor: 1, googleAuth: 1 });
    const n = await buildNetwork(us(), e.id, 'HQ');
    const ap = await buildDevice(us(), { enterpriseId: e.id, networkId: n.id, online: true });
    const sw = await buildDevice(us(), { enterpriseId: e.id, kind: 'SWITCH' });
    const check = await env.call(contract.check, requestFor(e), { token: op.token });
    expect(check.body.data).toEqual({ enterpriseName: e.enterpriseName, targetRegion: 'EU', networks: 1, devices: 2 });

    const started = await env.call(contract.confirm, requestFor(e), { token: op.token });
    expect(started.body.retCode).toBe(0);
    const jobId = started.body.data.jobId as string;
    expect((await env.call(contract.confirm, requestFor(e), { token: op.token })).body.retCode).toBe(15021);
    const [start, ...moreStarts] = await auditEntries(us(), 'enterpriseTransferStart', e.enterpriseName);
    expect(moreStarts).toEqual([]);
    expect(start).toMatchObject({ userId: op.id, accountName: op.account });
    expect(start.detail.changes).toEqual(expect.arrayContaining([{ field: 'jobId', before: null, after: jobId }, { field: 'targetRegion', before: null, after: 'EU' }]));
    expect(await jobDone(jobId)).toMatchObject({ status: 'done', networks: 1, devices: 2, targetRegion: 'EU' });

    const [copy] = await eu().select().from(enterprises).where(eq(enterprises.enterpriseId, e.enterpriseId));
    // ap_count is the target's own count of what it received (one AP; the switch is not one), never the source's.
    expect(copy).toMatchObject({ enterpriseName: e.enterpriseName, outdoor: 1, googleAuth: 1, email: e.email, apCount: 1 });
    const [euNet] = await eu().select().from(networks).where(eq(networks.enterpriseId, copy.id));
    expect(euNet.name).toBe('HQ');
    const euDevices = await eu().select().from(devices).where(eq(devices.enterpriseId, copy.id));
    expect(euDevices.map((d) => d.mac).sort()).toEqual([ap.mac, sw.mac].sort());
    expect(euDevices.find((d) => d.mac === ap.mac)?.networkId).toBe(euNet.id);
    expect(await us().select().from(enterprises).where(eq(enterprises.id, e.id))).toHaveLength(0);
    expect(await us().select().from(devices).where(eq(devices.mac, ap.mac))).toHaveLength(0);

    const [done] = await auditEntries(us(), 'enterpriseTransferDone', e.enterpriseId);
    expect(done).toMatchObject({ userId: null, accountName: op.account });
    expect(done.detail).toMatchObject({
      changes: [{ field: 'status', before: 'deleting', after: 'done' }], facts: { jobId, enterpriseId: e.enterpriseId, targetRegion: 'EU' },
    });
    const [received, ...moreReceived] = await auditEntries(eu(), 'enterpriseTransferReceive', e.enterpriseName);
    expect(moreReceived).toEqual([]);
    expect(received).toMatchObject({ accountName: 'region US', detail: { facts: { jobId, sourceRegion: 'US' } } });
    expect(received.detail.changes).toEqual(expect.arrayContaining([{ field: 'devices', before: null, after: 2 }]));
  });

  it('keeps retrying while the target is down and finishes once it is back, without losing the source', async () => {
    const e = await buildEnterprise(us());
    await buildDevice(us(), { enterpriseId: e.id });
    const { regionUrls } = env.system.config;
    const euUrl = regionUrls.EU;
    regionUrls.EU = 'http://127.0.0.1:9';
    try {
      expect((await env.call(contract.check, requestFor(e), { token: op.token })).body.retCode).toBe(15022);
      // A job left in the middle by a restart looks exactly like this row; the runner picks it up.
      const [row] = await us().insert(transferJobs).values({
        jobKey: `resume-${e.enterpriseId}`, enterpriseId: e.enterpriseId, targetRegion: 'EU', status: 'copying', requestedBy: 'tester',
      }).returning();
      const failing = await eventually(async () => {
        const s = (await job(row.jobKey)).body.data!;
        return s.attempts >= 1 && s;
      });
      expect(failing.status).toBe('copying');
      expect(failing.lastError).toBeTruthy();
      expect(await us().select().from(enterprises).where(eq(enterprises.id, e.id))).toHaveLength(1);
    } finally {
      regionUrls.EU = euUrl;
    }
    expect(await jobDone(`resume-${e.enterpriseId}`)).toMatchObject({ status: 'done' });
    expect(await eu().select().from(enterprises).where(eq(enterprises.enterpriseId, e.enterpriseId))).toHaveLength(1);
    expect(await us().select().from(enterprises).where(eq(enterprises.id, e.id))).toHaveLength(0);
  });

  it('copies again instead of deleting when the source changed after the copy was verified', async () => {
    const e = await buildEnterprise(us());
    const [row] = await us().insert(transferJobs).values({
      jobKey: `stale-${e.enterpriseId}`, enterpriseId: e.enterpriseId, targetRegion: 'EU', status: 'deleting',
      copiedDigest: 'digest-of-an-older-state', requestedBy: 'tester',
    }).returning();
    const late = await buildDevice(us(), { enterpriseId: e.id });
    expect(await jobDone(row.jobKey)).toMatchObject({ status: 'done' });
    const [copy] = await eu().select().from(enterprises).where(eq(enterprises.enterpriseId, e.enterpriseId));
    expect(await eu().select().from(devices).where(eq(devices.mac, late.mac))).toEqual([expect.objectContaining({ enterpriseId: copy.id })]);
  });

  it('fails the job for good, audited, when the target refuses the copy (the enterprise appeared there meanwhile)', async () => {
    const e = await buildEnterprise(us());
    await buildEnterprise(eu(), { enterpriseId: e.enterpriseId });
    const [row] = await us().insert(transferJobs).values({
      jobKey: `taken-${e.enterpriseId}`, enterpriseId: e.enterpriseId, targetRegion: 'EU', status: 'copying', requestedBy: 'tester',
    }).returning();
    const failed = await jobDone(row.jobKey);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    expect(failed.lastError).toMatch(/already exists/);
    expect(await us().select().from(enterprises).where(eq(enterprises.id, e.id))).toHaveLength(1);
    const [entry] = await auditEntries(us(), 'enterpriseTransferFail', e.enterpriseId);
    expect(entry).toMatchObject({ accountName: 'tester', detail: { changes: [{ field: 'status', before: 'copying', after: 'failed' }] } });
    expect(await auditEntries(eu(), 'enterpriseTransferReceive', e.enterpriseName)).toEqual([]);
  });

  it('answers internal calls only with the shared secret; a repeated import is idempotent and recorded once', async () => {
    const snapshot = { enterprise: { enterpriseId: 'x' }, networks: [], devices: [] };
    const importCall = (payload: object, headers?: Record<string, string>, token?: string) =>
      env.call(internal.transferImport, payload as never, { region: 'EU', headers, token });
    expect((await importCall({ jobKey: 'k', sourceRegion: 'US', snapshot })).status).toBe(401);
    expect((await importCall({ jobKey: 'k', sourceRegion: 'US', snapshot }, undefined, op.token)).status).toBe(403);
    expect((await importCall({ jobKey: 'k', sourceRegion: 'US', snapshot }, { [INTERNAL_SECRET_HEADER]: 'wrong' })).status).toBe(403);
    for (const ep of [internal.transferProbe, internal.transferVerify]) {
      expect((await env.call(ep, { jobKey: 'k', enterpriseId: 'x' } as never, { region: 'EU', token: op.token })).status).toBe(403);
    }

    const e = await buildEnterprise(us());
    await buildDevice(us(), { enterpriseId: e.id });
    const full = await snapshotRepo(us()).read(e.id);
    const secret = { [INTERNAL_SECRET_HEADER]: env.system.config.internalSecret };
    for (let i = 0; i < 2; i++) {
      const res = await importCall({ jobKey: `twice-${e.id}`, sourceRegion: 'US', snapshot: full }, secret);
      expect(res.body).toMatchObject({ retCode: 0, data: { imported: true } });
    }
    const copies = await eu().select().from(enterprises).where(eq(enterprises.enterpriseId, e.enterpriseId));
    expect(copies).toHaveLength(1);
    expect(await eu().select().from(devices).where(eq(devices.enterpriseId, copies[0].id))).toHaveLength(1);
    expect(await auditEntries(eu(), 'enterpriseTransferReceive', e.enterpriseName)).toHaveLength(1);
    const verified = await env.call(internal.transferVerify, { jobKey: `twice-${e.id}` }, { region: 'EU', headers: secret });
    expect(verified.body.data.digest).toMatch(/^[0-9a-f]{64}$/);
    const probe = (jobKey?: string) => env.call(internal.transferProbe, { enterpriseId: e.enterpriseId, jobKey }, { region: 'EU', headers: secret });
    expect((await probe(`twice-${e.id}`)).body.data).toEqual({ taken: false });
    expect((await probe()).body.data).toEqual({ taken: true });

    const other = await importCall({ jobKey: `other-${e.id}`, sourceRegion: 'US', snapshot: full }, secret);
    expect(other.body.retCode).toBe(15020);
    expect(await eu().select().from(enterprises).where(eq(enterprises.enterpriseId, e.enterpriseId))).toHaveLength(1);
    expect((await env.call(internal.transferVerify, { jobKey: `other-${e.id}` }, { region: 'EU', headers: secret })).body.data).toEqual({ digest: null });
  });
});
