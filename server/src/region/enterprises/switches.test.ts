import { describe, expect, it } from 'vitest';
import { enterprises as contract } from '@gwn/contract';
import { eq } from 'drizzle-orm';
import { useTestSystem } from '../../../test/test-system.ts';
import { buildOperator } from '../../../test/factories.ts';
import { buildEnterprise } from '../../../test/region-factories.ts';
import { auditEntries } from '../../../test/region-audit.ts';
import { enterprises } from '../../db/region-schema.ts';

describe('enterprise switches', () => {
  const env = useTestSystem({ regions: ['US'] });
  const db = () => env.regionDb();
  const rowOf = async (id: number) => (await db().select().from(enterprises).where(eq(enterprises.id, id)))[0];

  const cases = [
    { ep: contract.setPayment, guard: 'enterprisePayment', column: 'payment', body: (e: string, v: number) => ({ enterpriseId: e, payment: v, name: 'n' }) },
    { ep: contract.setPortal, guard: 'enterprisePortal', column: 'portal', body: (e: string, v: number) => ({ enterpriseId: e, portal: v, name: 'n' }) },
    { ep: contract.setTopWebsites, guard: 'top_websites_switch', column: 'isShowTopWebsites', body: (e: string, v: number) => ({ enterpriseId: e, isShowTopWebsites: v, name: 'n' }) },
    { ep: contract.setHardwareReset, guard: 'hardwareReset', column: 'isShowHardwareReset', body: (e: string, v: number) => ({ enterpriseId: e, enable: v, name: 'n' }) },
    { ep: contract.setIspConfig, guard: 'isp_config_switch', column: 'isShowIspConfig', body: (e: string, v: number) => ({ enterpriseId: e, enable: v }) },
    { ep: contract.setHighPrecisionUsageControl, guard: 'high_precision_usage_control_switch', column: 'highPrecisionUsageControl', body: (e: string, v: number) => ({ enterpriseId: e, enable: v }) },
  ] as const;

  for (const c of cases) {
    it(`${c.ep.path}: 401, 403 without ${c.guard}; 50005 and 404 change and record nothing; success records before and after`, async () => {
      const e = await buildEnterprise(db());
      // The union of request types is too wide for call()'s inference; each body matches its endpoint.
      const call = (body: object, token?: string) => env.call(c.ep, body as never, { token });
      const entries = () => auditEntries(db(), c.ep.audit, e.enterpriseName);
      const recorded = (await auditEntries(db(), c.ep.audit)).length;
      expect((await call(c.body(e.enterpriseId, 1))).status).toBe(401);
      const lacking = await buildOperator(env.accountDb, { menus: ['enterprise'] });
      expect((await call(c.body(e.enterpriseId, 1), lacking.token)).status).toBe(403);
      const allowed = await buildOperator(env.accountDb, { menus: ['enterprise'], actions: [c.guard] });
      expect((await call(c.body(e.enterpriseId, 2), allowed.token)).body.retCode).toBe(50005);
      expect((await call(c.body('no-such-enterprise', 1), allowed.token)).body.retCode).toBe(404);
      expect((await rowOf(e.id))[c.column] ?? 0).toBe(0);
      expect(await auditEntries(db(), c.ep.audit)).toHaveLength(recorded);

      expect((await call(c.body(e.enterpriseId, 1), allowed.token)).body.retCode).toBe(0);
      expect((await rowOf(e.id))[c.column]).toBe(1);
      const [entry, ...more] = await entries();
      expect(more).toEqual([]);
      expect(entry).toMatchObject({ userId: allowed.id, accountName: allowed.account });
      expect(entry.detail.changes).toEqual([{ field: c.column, before: 0, after: 1 }]);

      // The value it already has: success, nothing changed, nothing recorded.
      expect((await call(c.body(e.enterpriseId, 1), allowed.token)).body.retCode).toBe(0);
      expect(await entries()).toHaveLength(1);
      expect((await call(c.body(e.enterpriseId, 0), allowed.token)).body.retCode).toBe(0);
      expect((await entries())[1].detail.changes).toEqual([{ field: c.column, before: 1, after: 0 }]);
    });
  }

  it('outdoor goes by row id, and records its before and after', async () => {
    const e = await buildEnterprise(db());
    expect((await env.call(contract.setOutdoor, { id: e.id, outdoor: 1 })).status).toBe(401);
    const lacking = await buildOperator(env.accountDb, { menus: ['enterprise'] });
    expect((await env.call(contract.setOutdoor, { id: e.id, outdoor: 1 }, { token: lacking.token })).status).toBe(403);
    const op = await buildOperator(env.accountDb, { menus: ['enterprise'], actions: ['enterpriseExternal'] });
    expect((await env.call(contract.setOutdoor, { id: -1, outdoor: 1 }, { token: op.token })).body.retCode).toBe(50005);
    const recorded = (await auditEntries(db(), 'enterpriseOutdoorSwitch')).length;
    const missing = (await db().select({ id: enterprises.id }).from(enterprises).orderBy(enterprises.id)).at(-1)?.id ?? 0;
    expect((await env.call(contract.setOutdoor, { id: missing + 1000, outdoor: 1 }, { token: op.token })).body.retCode).toBe(404);
    expect(await auditEntries(db(), 'enterpriseOutdoorSwitch')).toHaveLength(recorded);

    expect((await env.call(contract.setOutdoor, { id: e.id, outdoor: 1, name: 'x' }, { token: op.token })).body.retCode).toBe(0);
    expect((await rowOf(e.id)).outdoor).toBe(1);
    const [entry] = await auditEntries(db(), 'enterpriseOutdoorSwitch', e.enterpriseName);
    expect(entry.detail).toEqual({ subject: e.enterpriseName, changes: [{ field: 'outdoor', before: 0, after: 1 }] });
  });

  it('the statistics cache turns on once and then refuses with 15013, recording only the first', async () => {
    const e = await buildEnterprise(db());
    expect((await env.call(contract.openCache, { enterpriseId: e.enterpriseId })).status).toBe(401);
    const lacking = await buildOperator(env.accountDb, { menus: ['enterprise'] });
    expect((await env.call(contract.openCache, { enterpriseId: e.enterpriseId }, { token: lacking.token })).status).toBe(403);
    const op = await buildOperator(env.accountDb, { menus: ['enterprise'], actions: ['statisticsCache'] });
    expect((await env.call(contract.openCache, { enterpriseId: '' }, { token: op.token })).body.retCode).toBe(50005);
    expect((await env.call(contract.openCache, { enterpriseId: 'no-such-enterprise' }, { token: op.token })).body.retCode).toBe(404);
    expect((await env.call(contract.openCache, { enterpriseId: e.enterpriseId }, { token: op.token })).body.retCode).toBe(0);
    const recorded = (await auditEntries(db(), 'enterpriseCacheOpen')).length;
    expect((await env.call(contract.openCache, { enterpriseId: e.enterpriseId }, { token: op.token })).body.retCode).toBe(15013);
    expect(await auditEntries(db(), 'enterpriseCacheOpen')).toHaveLength(recorded);
    expect((await rowOf(e.id)).isOpenCache).toBe(1);
    const entries = await auditEntries(db(), 'enterpriseCacheOpen', e.enterpriseName);
    expect(entries.map((a) => a.detail.changes)).toEqual([[{ field: 'isOpenCache', before: 0, after: 1 }]]);
  });
});
