import { describe, expect, it } from 'vitest';
import { apDevices as contract, enterpriseDevices } from '@gwn/contract';
import { eq } from 'drizzle-orm';
import { useTestSystem } from '../../../test/test-system.ts';
import { buildOperator } from '../../../test/factories.ts';
import { buildDevice, buildEnterprise, buildNetwork } from '../../../test/region-factories.ts';
import { auditEntries } from '../../../test/region-audit.ts';
import { devices } from '../../db/region-schema.ts';

describe('AP device search, delete, export and an enterprise\'s APs', () => {
  const env = useTestSystem({ regions: ['US'] });
  const viewer = env.operator({ menus: ['deviceManage', 'enterprise'] });
  const db = () => env.regionDb();
  const download = (ticket: string) => env.regionApp().inject({ method: 'GET', url: `${contract.exportCsv.path}?ticket=${ticket}` });

  /** A MAC prefix no other test uses: six random hex digits. */
  const prefix = () => Math.floor(Math.random() * 0xffffff).toString(16).toUpperCase().padStart(6, '0');

  it('finds APs by partial MAC in any case, with or without separators, with enterprise and network', async () => {
    const p = prefix();
    const e = await buildEnterprise(db());
    const n = await buildNetwork(db(), e.id, 'Lobby');
    await buildDevice(db(), { mac: `${p}00AA01`, enterpriseId: e.id, networkId: n.id, model: 'GWN7664', online: true });
    await buildDevice(db(), { mac: `${p}00AA02` });
    await buildDevice(db(), { mac: `${p}00AA03`, kind: 'SWITCH' });
    expect((await env.call(contract.manageList, { search: p })).status).toBe(401);
    const other = await buildOperator(env.accountDb, { menus: ['enterprise'] });
    expect((await env.call(contract.manageList, { search: p }, { token: other.token })).status).toBe(403);
    expect((await env.call(contract.manageList, { search: '' }, { token: viewer.token })).body.retCode).toBe(50005);
    // Not a MAC: the refusal says how to type one, in the request's language.
    const notHex = await env.call(contract.manageList, { search: 'zz-not-hex' }, { token: viewer.token });
    expect(notHex.body).toMatchObject({ retCode: 15065, msg: expect.stringContaining('00:0B:82:12:34:56') });
    const notHexZh = await env.call(contract.manageList, { search: 'zz-not-hex' }, { token: viewer.token, lang: 'zh' });
    expect(notHexZh.body.msg).toContain('请输入完整的 MAC');
    const dashed = `${p.slice(0, 2)}-${p.slice(2, 4)}:${p.slice(4, 6)}:00`.toLowerCase();
    const res = await env.call(contract.manageList, { search: dashed, pageNum: 1, pageSize: 10 }, { token: viewer.token });
    expect(res.body.retCode).toBe(0);
    expect(res.body.data.total).toBe(2);
    const row = res.body.data.result.find((r: { mac: string }) => r.mac.endsWith('AA:01'));
    expect(row).toEqual({
      mac: `${p.slice(0, 2)}:${p.slice(2, 4)}:${p.slice(4, 6)}:00:AA:01`, online: true, apType: 'GWN7664', versionFirmware: '1.0.25.25',
      versionBoot: '1.0.1.2', enterprise: e.enterpriseName, enterpriseMainAccount: e.account, enterpriseEmail: e.email, network: 'Lobby',
    });
    // A whole MAC (any separators, any case) is an exact lookup: exactly that AP.
    const whole = await env.call(contract.manageList, { search: `${dashed}:aa:01`, pageNum: 1, pageSize: 10 }, { token: viewer.token });
    expect(whole.body.data.total).toBe(1);
    expect(whole.body.data.result.map((r: { mac: string }) => r.mac)).toEqual([row?.mac]);
  });

  it('lists the APs of each slice of the dashboard\'s APs ring without a search, and narrows a search by one', async () => {
    const p = prefix();
    const live = await buildEnterprise(db());
    const gone = await buildEnterprise(db(), { isDelete: 1 });
    const ap = (suffix: string, over: Parameters<typeof buildDevice>[1]) => buildDevice(db(), { mac: `${p}${suffix}`, ...over });
    await ap('000001', { enterpriseId: live.id, online: true });
    await ap('000002', { enterpriseId: live.id, online: false });
    await ap('000003', { enterpriseId: live.id, online: true, kind: 'ROUTER' }); // not an AP
    await ap('000004', { enterpriseId: gone.id, online: true }); // a deleted enterprise's: in no slice
    await ap('000005', { online: true }); // free
    await ap('000006', { online: false }); // free but offline: in no slice
    const mine = async (body: object) => {
      const res = await env.call(contract.manageList, { pageSize: 100, ...body }, { token: viewer.token });
      expect(res.body.retCode).toBe(0);
      expect(res.body.data.totalEstimated).toBe(false);
      // This test's APs are the newest, so the first page holds every one of them in the state.
      return res.body.data.result.map((r: { mac: string }) => r.mac.replaceAll(':', '')).filter((m: string) => m.startsWith(p)).map((m: string) => m.slice(6));
    };
    expect(await mine({ state: 'online' })).toEqual(['000001']);
    expect(await mine({ state: 'offline' })).toEqual(['000002']);
    expect(await mine({ state: 'free' })).toEqual(['000005']);
    expect(await mine({ search: p, state: 'offline' })).toEqual(['000002']);
    expect(await mine({ search: p })).toEqual(['000006', '000005', '000004', '000002', '000001']);
    // Neither a search nor a state: nothing to list.
    const neither = await env.call(contract.manageList, {}, { token: viewer.token });
    expect(neither.body).toMatchObject({ retCode: 50005, data: { fields: { search: expect.any(String) } } });
    expect((await env.call(contract.manageList, { state: 'lost' } as never, { token: viewer.token })).body.retCode).toBe(50005);
  });

  it('pages a state\'s list alike whether a page is written into its statement or sent as values', async () => {
    const live = await buildEnterprise(db());
    const states = { online: { enterpriseId: live.id, online: true }, offline: { enterpriseId: live.id, online: false }, free: { online: true } };
    for (const over of Object.values(states)) for (let i = 0; i < 41; i++) await buildDevice(db(), over);
    for (const state of Object.keys(states) as contract.ApState[]) {
      const page = async (pageNum: number, pageSize: number): Promise<string[]> => {
        const res = await env.call(contract.manageList, { state, pageNum, pageSize }, { token: viewer.token });
        expect(res.body.retCode).toBe(0);
        return res.body.data.result.map((r: { mac: string }) => r.mac);
      };
      // The first three pages at a console page size are written statements (search-repo.ts isWrittenPage); a fourth
      // page, and a page of 40, send their paging as values.
      const byTens = [...await page(1, 10), ...await page(2, 10), ...await page(3, 10), ...await page(4, 10)];
      expect(new Set(byTens).size).toBe(40);
      expect(byTens).toEqual(await page(1, 40));
      expect([...await page(1, 20), ...await page(2, 20)]).toEqual(byTens);
    }
  });

  it('deletes an AP by MAC (apDel), recording what was deleted; an unknown MAC changes and records nothing', async () => {
    const e = await buildEnterprise(db());
    const d = await buildDevice(db(), { enterpriseId: e.id, model: 'GWN7664' });
    const shown = contract.formatMac(d.mac);
    expect((await env.call(contract.manageDelete, { mac: d.mac })).status).toBe(401);
    expect((await env.call(contract.manageDelete, { mac: d.mac }, { token: viewer.token })).status).toBe(403);
    const op = await buildOperator(env.accountDb, { menus: ['deviceManage'], actions: ['apDel'] });
    expect((await env.call(contract.manageDelete, { mac: 'nope' }, { token: op.token })).body.retCode).toBe(50005);
    const router = await buildDevice(db(), { kind: 'ROUTER' });
    expect((await env.call(contract.manageDelete, { mac: router.mac }, { token: op.token })).body.retCode).toBe(404);
    expect(await db().select().from(devices).where(eq(devices.mac, router.mac))).toHaveLength(1);
    expect(await db().select().from(devices).where(eq(devices.mac, d.mac))).toHaveLength(1);
    expect(await auditEntries(db(), 'apDelete')).toEqual([]);

    expect((await env.call(contract.manageDelete, { mac: shown.toLowerCase() }, { token: op.token })).body.retCode).toBe(0);
    expect(await db().select().from(devices).where(eq(devices.mac, d.mac))).toHaveLength(0);
    const [entry, ...more] = await auditEntries(db(), 'apDelete');
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ userId: op.id, accountName: op.account });
    expect(entry.detail).toEqual({
      subject: shown,
      changes: [
        { field: 'mac', before: shown, after: null }, { field: 'model', before: 'GWN7664', after: null },
        { field: 'versionFirmware', before: '1.0.25.25', after: null }, { field: 'enterprise', before: e.enterpriseName, after: null },
      ],
    });
    expect((await env.call(contract.manageDelete, { mac: d.mac }, { token: op.token })).body.retCode).toBe(404);
    expect(await auditEntries(db(), 'apDelete')).toHaveLength(1);
  });

  it('exports the APs of a search as CSV through a single-use ticket (apExport)', async () => {
    const p = prefix();
    await buildDevice(db(), { mac: `${p}000001` });
    await buildDevice(db(), { mac: `${p}000002` });
    expect((await env.call(contract.exportTicket, { search: p })).status).toBe(401);
    expect((await env.call(contract.exportTicket, { search: p }, { token: viewer.token })).status).toBe(403);
    const op = await buildOperator(env.accountDb, { menus: ['deviceManage'], actions: ['apExport'] });
    expect((await env.call(contract.exportTicket, { search: '' }, { token: op.token })).body.retCode).toBe(50005);
    expect((await env.call(contract.exportTicket, { search: 'GG' }, { token: op.token })).body.retCode).toBe(15065);
    expect(await auditEntries(db(), 'apExport')).toEqual([]);
    const { body } = await env.call(contract.exportTicket, { search: p.toLowerCase() }, { token: op.token });
    expect(await auditEntries(db(), 'apExport')).toEqual([expect.objectContaining({ userId: op.id, detail: { facts: { search: p } } })]);
    const res = await download(body.data.ticket);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="aps-\d{8}-\d{6}\.csv"/);
    const lines = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('mac,apType,versionFirmware,versionBoot,enterprise,enterpriseMainAccount,enterpriseEmail,network');
    expect(lines).toHaveLength(3);
    const again = await download(body.data.ticket);
    expect(again.json().retCode).toBe(10055);
  });

  it('lists one enterprise\'s APs with summary counts', async () => {
    const e = await buildEnterprise(db());
    const n1 = await buildNetwork(db(), e.id, 'Floor 1');
    await buildNetwork(db(), e.id, 'Floor 2');
    const p = prefix();
    await buildDevice(db(), { mac: `${p}000001`, enterpriseId: e.id, networkId: n1.id, online: true });
    await buildDevice(db(), { mac: `${p}000002`, enterpriseId: e.id, online: false });
    await buildDevice(db(), { mac: `${p}000003`, enterpriseId: e.id, online: true });
    await buildDevice(db(), { enterpriseId: e.id, kind: 'ROUTER' });
    const q = { enterpriseId: e.enterpriseId, email: e.email, pageNum: 1, pageSize: 2 };
    expect((await env.call(enterpriseDevices.apList, q)).status).toBe(401);
    const other = await buildOperator(env.accountDb, { menus: ['deviceManage'] });
    expect((await env.call(enterpriseDevices.apList, q, { token: other.token })).status).toBe(403);
    expect((await env.call(enterpriseDevices.apList, { ...q, pageSize: 0 }, { token: viewer.token })).body.retCode).toBe(50005);
    const res = await env.call(enterpriseDevices.apList, q, { token: viewer.token });
    expect(res.body.data).toMatchObject({ total: 3, networkCount: 2, apCount: 3, onlineAP: 2, offlineAP: 1 });
    expect(res.body.data.result).toHaveLength(2);
    expect(res.body.data.result[0]).toMatchObject({ online: true, apType: 'GWN7660' });
    const pastEnd = await env.call(enterpriseDevices.apList, { ...q, pageNum: 3 }, { token: viewer.token });
    expect(pastEnd.body.data).toMatchObject({ total: 3, apCount: 3, result: [] });
    const one = await env.call(enterpriseDevices.apList, { ...q, search: `${p}000001`.toLowerCase() }, { token: viewer.token });
    expect(one.body.data.total).toBe(1);
    expect(one.body.data.result[0]).toMatchObject({ network: 'Floor 1', online: true });
    const wrongMail = await env.call(enterpriseDevices.apList, { ...q, email: 'someone@else.test' }, { token: viewer.token });
    expect(wrongMail.body.retCode).toBe(404);
  });
});
