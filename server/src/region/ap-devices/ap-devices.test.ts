import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apDevices as contract, enterpriseDevices } from '@gwn/contract';
import { eq } from 'drizzle-orm';
import { startTestSystem, type TestSystem } from '../../../test/harness.ts';
import { buildOperator } from '../../../test/factories.ts';
import { buildDevice, buildEnterprise, buildNetwork } from '../../../test/region-factories.ts';
import { devices } from '../../db/region-schema.ts';
import type { AccountDb, RegionDb } from '../../db/connect.ts';

describe('AP device search, delete, export and an enterprise\'s APs', () => {
  let system: TestSystem;
  let db: RegionDb;
  let accounts: AccountDb;
  let viewer: string;
  beforeAll(async () => {
    system = await startTestSystem({ regions: ['US'] });
    db = system.regions.US!.database.db;
    accounts = system.account!.database.db;
    viewer = (await buildOperator(accounts, { menus: ['deviceManage', 'enterprise'] })).token;
  });
  afterAll(() => system.close());

  /** A MAC prefix no other test uses: six random hex digits. */
  const prefix = () => Math.floor(Math.random() * 0xffffff).toString(16).toUpperCase().padStart(6, '0');

  it('finds APs by partial MAC in any case, with or without separators, with enterprise and network', async () => {
    const p = prefix();
    const e = await buildEnterprise(db);
    const n = await buildNetwork(db, e.id, 'Lobby');
    await buildDevice(db, { mac: `${p}00AA01`, enterpriseId: e.id, networkId: n.id, model: 'GWN7664' });
    await buildDevice(db, { mac: `${p}00AA02` });
    await buildDevice(db, { mac: `${p}00AA03`, kind: 'SWITCH' });
    expect((await system.call(contract.manageList, { search: p })).status).toBe(401);
    const other = await buildOperator(accounts, { menus: ['enterprise'] });
    expect((await system.call(contract.manageList, { search: p }, { token: other.token })).status).toBe(403);
    for (const search of ['', 'zz-not-hex']) {
      expect((await system.call(contract.manageList, { search }, { token: viewer })).body.retCode).toBe(50005);
    }
    const dashed = `${p.slice(0, 2)}-${p.slice(2, 4)}:${p.slice(4, 6)}:00`.toLowerCase();
    const res = await system.call(contract.manageList, { search: dashed, pageNum: 1, pageSize: 10 }, { token: viewer });
    expect(res.body.retCode).toBe(0);
    expect(res.body.data.total).toBe(2);
    const row = res.body.data.result.find((r: { mac: string }) => r.mac.endsWith('AA:01'));
    expect(row).toEqual({
      mac: `${p.slice(0, 2)}:${p.slice(2, 4)}:${p.slice(4, 6)}:00:AA:01`, apType: 'GWN7664', versionFirmware: '1.0.25.25',
      versionBoot: '1.0.1.2', enterprise: e.enterpriseName, enterpriseMainAccount: e.account, enterpriseEmail: e.email, network: 'Lobby',
    });
    // A whole MAC (any separators, any case) is an exact lookup: exactly that AP.
    const whole = await system.call(contract.manageList, { search: `${dashed}:aa:01`, pageNum: 1, pageSize: 10 }, { token: viewer });
    expect(whole.body.data.total).toBe(1);
    expect(whole.body.data.result.map((r: { mac: string }) => r.mac)).toEqual([row?.mac]);
  });

  it('deletes an AP by MAC (apDel)', async () => {
    const d = await buildDevice(db);
    expect((await system.call(contract.manageDelete, { mac: d.mac })).status).toBe(401);
    expect((await system.call(contract.manageDelete, { mac: d.mac }, { token: viewer })).status).toBe(403);
    const op = await buildOperator(accounts, { menus: ['deviceManage'], actions: ['apDel'] });
    expect((await system.call(contract.manageDelete, { mac: 'nope' }, { token: op.token })).body.retCode).toBe(50005);
    expect(await db.select().from(devices).where(eq(devices.mac, d.mac))).toHaveLength(1);
    expect((await system.call(contract.manageDelete, { mac: d.mac.toLowerCase() }, { token: op.token })).body.retCode).toBe(0);
    expect(await db.select().from(devices).where(eq(devices.mac, d.mac))).toHaveLength(0);
    expect((await system.call(contract.manageDelete, { mac: d.mac }, { token: op.token })).body.retCode).toBe(404);
  });

  it('exports the APs of a search as CSV through a single-use ticket (apExport)', async () => {
    const p = prefix();
    await buildDevice(db, { mac: `${p}000001` });
    await buildDevice(db, { mac: `${p}000002` });
    expect((await system.call(contract.exportTicket, { search: p })).status).toBe(401);
    expect((await system.call(contract.exportTicket, { search: p }, { token: viewer })).status).toBe(403);
    const op = await buildOperator(accounts, { menus: ['deviceManage'], actions: ['apExport'] });
    expect((await system.call(contract.exportTicket, { search: '' }, { token: op.token })).body.retCode).toBe(50005);
    const { body } = await system.call(contract.exportTicket, { search: p }, { token: op.token });
    const res = await system.regions.US!.app.inject({ method: 'GET', url: `${contract.exportCsv.path}?ticket=${body.data.ticket}` });
    const lines = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('mac,apType,versionFirmware,versionBoot,enterprise,enterpriseMainAccount,enterpriseEmail,network');
    expect(lines).toHaveLength(3);
    const again = await system.regions.US!.app.inject({ method: 'GET', url: `${contract.exportCsv.path}?ticket=${body.data.ticket}` });
    expect(again.json().retCode).toBe(10055);
  });

  it('lists one enterprise\'s APs with summary counts', async () => {
    const e = await buildEnterprise(db);
    const n1 = await buildNetwork(db, e.id, 'Floor 1');
    await buildNetwork(db, e.id, 'Floor 2');
    const p = prefix();
    await buildDevice(db, { mac: `${p}000001`, enterpriseId: e.id, networkId: n1.id, online: true });
    await buildDevice(db, { mac: `${p}000002`, enterpriseId: e.id, online: false });
    await buildDevice(db, { mac: `${p}000003`, enterpriseId: e.id, online: true });
    await buildDevice(db, { enterpriseId: e.id, kind: 'ROUTER' });
    const q = { enterpriseId: e.enterpriseId, email: e.email, pageNum: 1, pageSize: 2 };
    expect((await system.call(enterpriseDevices.apList, q)).status).toBe(401);
    const other = await buildOperator(accounts, { menus: ['deviceManage'] });
    expect((await system.call(enterpriseDevices.apList, q, { token: other.token })).status).toBe(403);
    expect((await system.call(enterpriseDevices.apList, { ...q, pageSize: 0 }, { token: viewer })).body.retCode).toBe(50005);
    const res = await system.call(enterpriseDevices.apList, q, { token: viewer });
    expect(res.body.data).toMatchObject({ total: 3, networkCount: 2, apCount: 3, onlineAP: 2, offlineAP: 1 });
    expect(res.body.data.result).toHaveLength(2);
    expect(res.body.data.result[0]).toMatchObject({ online: true, apType: 'GWN7660' });
    const pastEnd = await system.call(enterpriseDevices.apList, { ...q, pageNum: 3 }, { token: viewer });
    expect(pastEnd.body.data).toMatchObject({ total: 3, apCount: 3, result: [] });
    const one = await system.call(enterpriseDevices.apList, { ...q, search: `${p}000001`.toLowerCase() }, { token: viewer });
    expect(one.body.data.total).toBe(1);
    expect(one.body.data.result[0]).toMatchObject({ network: 'Floor 1', online: true });
    const wrongMail = await system.call(enterpriseDevices.apList, { ...q, email: 'someone@else.test' }, { token: viewer });
    expect(wrongMail.body.retCode).toBe(404);
  });
});
