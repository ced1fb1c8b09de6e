import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transfers as contract, type RegionName } from '@gwn/contract';
import { eq } from 'drizzle-orm';
import type { DatabaseLocation } from '../../system.ts';
import { durableDatabases, startTestSystem, type TestSystem } from '../../../test/harness.ts';
import { eventually } from '../../../test/eventually.ts';
import { buildOperator } from '../../../test/factories.ts';
import { buildDevice, buildEnterprise, buildNetwork } from '../../../test/region-factories.ts';
import { auditEntries } from '../../../test/region-audit.ts';
import { devices, enterprises } from '../../db/region-schema.ts';

/**
 * Each region runs alone on a database that outlives it, so it can be stopped while a transfer is under
 * way and started again on its own rows, as a restart does; the account service runs throughout.
 */
describe('a transfer survives a restart of either region mid-copy', () => {
  type Region = Extract<RegionName, 'US' | 'EU'>;
  let databases: Map<string, DatabaseLocation>;
  let account: TestSystem;
  const running: Partial<Record<Region, TestSystem>> = {};
  let op: string;

  const start = async (region: Region) => {
    running[region] = await startTestSystem({
      account: false, regions: [region], databases, accountInternalUrl: account.account!.url,
      // One address book and one shared secret for every service: a restarted region publishes its new address in it.
      config: { regionUrls: account.config.regionUrls, internalSecret: account.config.internalSecret },
    });
  };
  const stop = async (region: Region) => {
    await running[region]?.close();
    delete running[region];
  };
  const db = (region: Region) => running[region]!.regions[region]!.database.db;
  const us = () => running.US!;

  beforeAll(async () => {
    databases = await durableDatabases(['account', 'US', 'EU']);
    account = await startTestSystem({ regions: [], databases });
    await start('US');
    await start('EU');
    op = (await buildOperator(account.account!.database.db, { menus: ['enterprise'], actions: ['enterpriseTrans'] })).token;
  }, 180_000);
  afterAll(async () => {
    await stop('US');
    await stop('EU');
    await account.close();
  });

  /** An enterprise of US with a network and two devices, and the job moving it to EU, started with both regions up. */
  async function startTransfer() {
    const e = await buildEnterprise(db('US'));
    const n = await buildNetwork(db('US'), e.id, 'HQ');
    const macs = [(await buildDevice(db('US'), { enterpriseId: e.id, networkId: n.id })).mac, (await buildDevice(db('US'), { enterpriseId: e.id })).mac];
    const request = {
      copyEnterpriseId: e.enterpriseId, eid: e.centerEnterpriseId, email: e.email, username: e.username, name: e.enterpriseName,
      targetRegion: 'EU' as const,
    };
    const started = await us().call(contract.confirm, request, { token: op });
    expect(started.body.retCode).toBe(0);
    return { e, macs, jobId: started.body.data.jobId as string };
  }
  const status = async (jobId: string) => (await us().call(contract.status, { jobId }, { token: op })).body.data!;
  /** The job has met the stopped target at least once and is waiting to retry. */
  const waitingForTarget = (jobId: string) => eventually(async () => {
    const s = await status(jobId);
    return s.attempts >= 1 && s.status !== 'done' && s;
  });
  /** Done, with the enterprise and all its devices once in EU, nothing left in US, and the end audited once. */
  async function expectMoved(jobId: string, e: { enterpriseId: string }, macs: string[]) {
    await eventually(async () => (await status(jobId)).status === 'done');
    const copies = await db('EU').select().from(enterprises).where(eq(enterprises.enterpriseId, e.enterpriseId));
    expect(copies).toHaveLength(1);
    const copied = await db('EU').select({ mac: devices.mac }).from(devices).where(eq(devices.enterpriseId, copies[0].id));
    expect(copied.map((d) => d.mac).sort()).toEqual([...macs].sort());
    expect(await db('US').select().from(enterprises).where(eq(enterprises.enterpriseId, e.enterpriseId))).toHaveLength(0);
    // The job ended once, with its status: one entry, whatever restarts came between.
    expect(await auditEntries(db('US'), 'enterpriseTransferDone', e.enterpriseId)).toHaveLength(1);
  }

  it('the target stops as the copy starts: the source keeps its enterprise, and the job finishes once the target is back', async () => {
    const { e, macs, jobId } = await startTransfer();
    await stop('EU');
    const waiting = await waitingForTarget(jobId);
    expect(waiting.lastError).toBeTruthy();
    expect(await db('US').select().from(enterprises).where(eq(enterprises.enterpriseId, e.enterpriseId))).toHaveLength(1);
    await start('EU');
    await expectMoved(jobId, e, macs);
  });

  it('the source stops with the job under way: started again on its rows, it resumes the job and finishes it', async () => {
    const { e, macs, jobId } = await startTransfer();
    await stop('EU');
    await waitingForTarget(jobId);
    await stop('US');
    await start('EU');
    await start('US');
    await expectMoved(jobId, e, macs);
  });
});
