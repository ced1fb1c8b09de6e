import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterprises as contract } from '@gwn/contract';
import { and, eq } from 'drizzle-orm';
import { startTestSystem, type TestSystem } from '../../../test/harness.ts';
import { buildOperator } from '../../../test/factories.ts';
import { buildDevice, buildEnterprise } from '../../../test/region-factories.ts';
import { enterprises, regionAuditLog } from '../../db/region-schema.ts';
import type { RegionDb } from '../../db/connect.ts';
import type { AccountDb } from '../../db/connect.ts';

describe('enterprise list and switches', () => {
  let system: TestSystem;
  let db: RegionDb;
  let accounts: AccountDb;
  let viewer: string;
  beforeAll(async () => {
    system = await startTestSystem({ regions: ['US'] });
    db = system.regions.US!.database.db;
    accounts = system.account!.database.db;
    viewer = (await buildOperator(accounts, { menus: ['enterprise'] })).token;
  });
  afterAll(() => system.close());

  const tag = () => Math.random().toString(36).slice(2, 10);

  it('requires a credential and the enterprise menu', async () => {
    expect((await system.call(contract.list, { search: 'x' })).status).toBe(401);
    const other = await buildOperator(accounts, { menus: ['dashboard'] });
    expect((await system.call(contract.list, { search: 'x' }, { token: other.token })).status).toBe(403);
  });

  it('refuses an empty or blank search with 50005', async () => {
    for (const search of ['', '   ']) {
      const res = await system.call(contract.list, { search }, { token: viewer });
      expect(res.body.retCode).toBe(50005);
      expect(res.body.data.fields).toHaveProperty('search');
    }
  });

  it('matches name, contact, account, e-mail and phone case-insensitively, with "online/total" APs', async () => {
    const t = tag();
    const byName = await buildEnterprise(db, { enterpriseName: `Acme ${t} Hotels` });
    const byContact = await buildEnterprise(db, { username: `Zoë ${t.toUpperCase()}` });
    const byAccount = await buildEnterprise(db, { account: `login-${t}` });
    const byEmail = await buildEnterprise(db, { email: `Boss.${t}@Example.test` });
    const byPhone = await buildEnterprise(db, { phone: `+86 ${t}` });
    await buildEnterprise(db);
    await buildDevice(db, { enterpriseId: byName.id, online: true });
    await buildDevice(db, { enterpriseId: byName.id, online: false });
    await buildDevice(db, { enterpriseId: byName.id, online: true, kind: 'ROUTER' });

    const res = await system.call(contract.list, { search: t.toUpperCase(), pageNum: 1, pageSize: 10 }, { token: viewer });
    expect(res.body.retCode).toBe(0);
    expect(res.body.data.total).toBe(5);
    const ids = res.body.data.result.map((r: { id: number }) => r.id).sort();
    expect(ids).toEqual([byName, byContact, byAccount, byEmail, byPhone].map((e) => e.id).sort());
    const row = res.body.data.result.find((r: { id: number }) => r.id === byName.id);
    expect(row).toMatchObject({ totalAP: '1/2', portal: 0, state: 1, activate: 1, isDelete: 0, enterpriseName: `Acme ${t} Hotels` });
    expect(row.createTimeStr).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('treats LIKE wildcards literally and pages newest first', async () => {
    const t = tag();
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await buildEnterprise(db, { enterpriseName: `Paged_${t}%${i}` }));
    await buildEnterprise(db, { enterpriseName: `PagedX${t}` });
    const res = await system.call(contract.list, { search: `_${t}%`, pageNum: 2, pageSize: 2 }, { token: viewer });
    expect(res.body.data.total).toBe(3);
    expect(res.body.data.result.map((r: { id: number }) => r.id)).toEqual([made[0].id]);
  });

  describe('switches', () => {
    const cases = [
      { ep: contract.setPayment, guard: 'enterprisePayment', column: 'payment', body: (e: string) => ({ enterpriseId: e, payment: 1, name: 'n' }) },
      { ep: contract.setPortal, guard: 'enterprisePortal', column: 'portal', body: (e: string) => ({ enterpriseId: e, portal: 1, name: 'n' }) },
      { ep: contract.setTopWebsites, guard: 'top_websites_switch', column: 'isShowTopWebsites', body: (e: string) => ({ enterpriseId: e, isShowTopWebsites: 1, name: 'n' }) },
      { ep: contract.setHardwareReset, guard: 'hardwareReset', column: 'isShowHardwareReset', body: (e: string) => ({ enterpriseId: e, enable: 1, name: 'n' }) },
      { ep: contract.setIspConfig, guard: 'isp_config_switch', column: 'isShowIspConfig', body: (e: string) => ({ enterpriseId: e, enable: 1 }) },
      { ep: contract.setHighPrecisionUsageControl, guard: 'high_precision_usage_control_switch', column: 'highPrecisionUsageControl', body: (e: string) => ({ enterpriseId: e, enable: 1 }) },
    ] as const;

    for (const c of cases) {
      it(`${c.ep.path}: 401, 403 without ${c.guard}, 50005 writes nothing, success is audited`, async () => {
        const e = await buildEnterprise(db);
        // The union of request types is too wide for call()'s inference; each body matches its endpoint.
        const call = (body: object, token?: string) => system.call(c.ep, body as never, { token });
        expect((await call(c.body(e.enterpriseId))).status).toBe(401);
        const lacking = await buildOperator(accounts, { menus: ['enterprise'] });
        expect((await call(c.body(e.enterpriseId), lacking.token)).status).toBe(403);
        const allowed = await buildOperator(accounts, { menus: ['enterprise'], actions: [c.guard] });
        const bad = await call({ ...c.body(e.enterpriseId), enable: 2, payment: 2, portal: 2, isShowTopWebsites: 2 }, allowed.token);
        expect(bad.body.retCode).toBe(50005);
        const [unchanged] = await db.select().from(enterprises).where(eq(enterprises.id, e.id));
        expect(unchanged[c.column] ?? 0).toBe(0);
        expect((await call(c.body(e.enterpriseId), allowed.token)).body.retCode).toBe(0);
        const [changed] = await db.select().from(enterprises).where(eq(enterprises.id, e.id));
        expect(changed[c.column]).toBe(1);
        const audits = await db.select().from(regionAuditLog).where(eq(regionAuditLog.showKey, `enterprise.switch.${c.column}`));
        expect(audits.some((a) => a.detail.enterpriseId === e.enterpriseId)).toBe(true);
        expect((await call(c.body('no-such-enterprise'), allowed.token)).body.retCode).toBe(404);
      });
    }

    it('outdoor goes by row id', async () => {
      const e = await buildEnterprise(db);
      expect((await system.call(contract.setOutdoor, { id: e.id, outdoor: 1 })).status).toBe(401);
      const lacking = await buildOperator(accounts, { menus: ['enterprise'] });
      expect((await system.call(contract.setOutdoor, { id: e.id, outdoor: 1 }, { token: lacking.token })).status).toBe(403);
      const op = await buildOperator(accounts, { menus: ['enterprise'], actions: ['enterpriseExternal'] });
      expect((await system.call(contract.setOutdoor, { id: -1, outdoor: 1 }, { token: op.token })).body.retCode).toBe(50005);
      expect((await system.call(contract.setOutdoor, { id: e.id, outdoor: 1, name: 'x' }, { token: op.token })).body.retCode).toBe(0);
      const [row] = await db.select({ outdoor: enterprises.outdoor }).from(enterprises).where(eq(enterprises.id, e.id));
      expect(row.outdoor).toBe(1);
    });

    it('the statistics cache turns on once and then refuses with 15013', async () => {
      const e = await buildEnterprise(db);
      expect((await system.call(contract.openCache, { enterpriseId: e.enterpriseId })).status).toBe(401);
      const lacking = await buildOperator(accounts, { menus: ['enterprise'] });
      expect((await system.call(contract.openCache, { enterpriseId: e.enterpriseId }, { token: lacking.token })).status).toBe(403);
      const op = await buildOperator(accounts, { menus: ['enterprise'], actions: ['statisticsCache'] });
      expect((await system.call(contract.openCache, { enterpriseId: '' }, { token: op.token })).body.retCode).toBe(50005);
      expect((await system.call(contract.openCache, { enterpriseId: e.enterpriseId }, { token: op.token })).body.retCode).toBe(0);
      expect((await system.call(contract.openCache, { enterpriseId: e.enterpriseId }, { token: op.token })).body.retCode).toBe(15013);
      const rows = await db.select().from(enterprises).where(and(eq(enterprises.id, e.id), eq(enterprises.isOpenCache, 1)));
      expect(rows).toHaveLength(1);
    });
  });
});
