import { describe, expect, it } from 'vitest';
import { enterprises as contract } from '@gwn/contract';
import { invalidInputOf, useTestSystem } from '../../../test/test-system.ts';
import { buildOperator } from '../../../test/factories.ts';
import { buildDevice, buildEnterprise } from '../../../test/region-factories.ts';
import { enterprises } from '../../db/region-schema.ts';

describe('enterprise list and switches', () => {
  const env = useTestSystem({ regions: ['US'] });
  const viewer = env.operator({ menus: ['enterprise'] });
  const db = () => env.regionDb();
  const tag = () => Math.random().toString(36).slice(2, 10);

  it('requires a credential and the enterprise menu', async () => {
    expect((await env.call(contract.list, { search: 'x' })).status).toBe(401);
    const other = await buildOperator(env.accountDb, { menus: ['dashboard'] });
    expect((await env.call(contract.list, { search: 'x' }, { token: other.token })).status).toBe(403);
  });

  it('refuses an empty or blank search with 50005', async () => {
    for (const search of ['', '   ']) {
      const res = await env.call(contract.list, { search }, { token: viewer.token });
      expect(res.body.retCode).toBe(50005);
      expect(invalidInputOf(res).fields).toHaveProperty('search');
    }
  });

  it('matches name, contact, account, e-mail and phone case-insensitively, with "online/total" APs', async () => {
    const t = tag();
    const byName = await buildEnterprise(db(), { enterpriseName: `Acme ${t} Hotels` });
    const byContact = await buildEnterprise(db(), { username: `Zoë ${t.toUpperCase()}` });
    const byAccount = await buildEnterprise(db(), { account: `login-${t}` });
    const byEmail = await buildEnterprise(db(), { email: `Boss.${t}@Example.test` });
    const byPhone = await buildEnterprise(db(), { phone: `+86 ${t}` });
    await buildEnterprise(db());
    await buildDevice(db(), { enterpriseId: byName.id, online: true });
    await buildDevice(db(), { enterpriseId: byName.id, online: false });
    await buildDevice(db(), { enterpriseId: byName.id, online: true, kind: 'ROUTER' });

    const res = await env.call(contract.list, { search: t.toUpperCase(), pageNum: 1, pageSize: 10 }, { token: viewer.token });
    expect(res.body.retCode).toBe(0);
    expect(res.body.data.total).toBe(5);
    const ids = res.body.data.result.map((r: { id: number }) => r.id).sort();
    expect(ids).toEqual([byName, byContact, byAccount, byEmail, byPhone].map((e) => e.id).sort());
    const row = res.body.data.result.find((r: { id: number }) => r.id === byName.id);
    expect(row).toMatchObject({ totalAP: '1/2', portal: 0, state: 1, activate: 1, isDelete: 0, enterpriseName: `Acme ${t} Hotels` });
    expect(row!.createTimeStr).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('treats LIKE wildcards literally and pages newest first', async () => {
    const t = tag();
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await buildEnterprise(db(), { enterpriseName: `Paged_${t}%${i}` }));
    await buildEnterprise(db(), { enterpriseName: `PagedX${t}` });
    const res = await env.call(contract.list, { search: `_${t}%`, pageNum: 2, pageSize: 2 }, { token: viewer.token });
    expect(res.body.data.total).toBe(3);
    expect(res.body.data.result.map((r: { id: number }) => r.id)).toEqual([made[0].id]);
  });

  it('narrows the list and its total by state, two-factor state and outdoor', async () => {
    const t = tag();
    const make = (name: string, values: { state?: number; googleAuth?: number; outdoor?: number }) =>
      buildEnterprise(db(), { enterpriseName: `Filtered ${t} ${name}`, ...values });
    const frozen = await make('frozen', { state: 0 });
    const pending = await make('pending', { googleAuth: 2 });
    const enabledOutdoor = await make('enabled outdoor', { googleAuth: 1, outdoor: 1 });
    const frozenOutdoor = await make('frozen outdoor', { state: 0, outdoor: 1 });
    const plain = await make('plain', {});
    const list = async (filter: object, pageNum = 1, pageSize = 10) => {
      const res = await env.call(contract.list, { search: `filtered ${t}`, filter, pageNum, pageSize }, { token: viewer.token });
      expect(res.body.retCode).toBe(0);
      return { total: res.body.data.total, ids: res.body.data.result.map((r: { id: number }) => r.id) };
    };
    const newestFirst = (...rows: { id: number }[]) => rows.map((r) => r.id).sort((a, b) => b - a);

    expect(await list({})).toEqual({ total: 5, ids: newestFirst(frozen, pending, enabledOutdoor, frozenOutdoor, plain) });
    expect(await list({ state: 0 })).toEqual({ total: 2, ids: newestFirst(frozen, frozenOutdoor) });
    expect(await list({ state: 1 })).toEqual({ total: 3, ids: newestFirst(pending, enabledOutdoor, plain) });
    expect(await list({ googleAuth: 2 })).toEqual({ total: 1, ids: [pending.id] });
    expect(await list({ googleAuth: 0 })).toEqual({ total: 3, ids: newestFirst(frozen, frozenOutdoor, plain) });
    expect(await list({ outdoor: 1, state: 1 })).toEqual({ total: 1, ids: [enabledOutdoor.id] });
    expect(await list({ outdoor: 1, state: 0, googleAuth: 1 })).toEqual({ total: 0, ids: [] });
    // Paged: the total counts only the filtered matches, and the second page holds the rest.
    expect(await list({ googleAuth: 0 }, 2, 2)).toEqual({ total: 3, ids: [frozen.id] });
    expect(await list({ googleAuth: 0 }, 3, 2)).toEqual({ total: 3, ids: [] });

    const res = await env.call(contract.list, { search: t, filter: { googleAuth: 3 } as never }, { token: viewer.token });
    expect(res.body.retCode).toBe(50005);
    const [row] = (await env.call(contract.list, { search: `filtered ${t} pending` }, { token: viewer.token })).body.data.result;
    expect(row.googleAuth).toBe(2);
  });

  describe('all enterprises of a contact e-mail', () => {
    it('requires a credential and the enterprise menu, and an e-mail', async () => {
      expect((await env.call(contract.allList, { email: 'a@example.test' })).status).toBe(401);
      const other = await buildOperator(env.accountDb, { menus: ['dashboard'] });
      expect((await env.call(contract.allList, { email: 'a@example.test' }, { token: other.token })).status).toBe(403);
      expect((await env.call(contract.allList, { email: ' ' }, { token: viewer.token })).body.retCode).toBe(50005);
    });

    it('lists every enterprise of the e-mail, whatever its case, oldest first', async () => {
      const t = tag();
      const first = await buildEnterprise(db(), { email: `Shared.${t}@Example.test` });
      const second = await buildEnterprise(db(), { email: `shared.${t}@example.test` });
      await buildEnterprise(db(), { email: `other.${t}@example.test` });
      await buildEnterprise(db(), { email: `shared.${t}@example.test.evil` });
      const third = await buildEnterprise(db(), { email: `SHARED.${t}@EXAMPLE.TEST` });
      const res = await env.call(contract.allList, { email: `shared.${t}@EXAMPLE.test` }, { token: viewer.token });
      expect(res.body.retCode).toBe(0);
      expect(res.body.data.result).toEqual([first, second, third].map((e) => ({
        id: e.id, enterpriseId: e.enterpriseId, centerEnterpriseId: e.centerEnterpriseId,
        enterpriseName: e.enterpriseName, username: e.username, email: e.email,
      })));
      expect((await env.call(contract.allList, { email: `nobody.${t}@example.test` }, { token: viewer.token })).body.data).toEqual({ result: [] });
    });

    it(`answers at most ${contract.CONTACT_ENTERPRISES_MAX}`, async () => {
      const email = `many.${tag()}@example.test`;
      const many = Array.from({ length: contract.CONTACT_ENTERPRISES_MAX + 1 }, (_, i) => ({
        enterpriseId: `many-${email}-${i}`, centerEnterpriseId: `c-${email}-${i}`, enterpriseName: `Many ${i}`,
        username: 'Many', account: `many-${i}-${email}`, email,
      }));
      const ids = (await db().insert(enterprises).values(many).returning({ id: enterprises.id })).map((r) => r.id).sort((a, b) => a - b);
      const res = await env.call(contract.allList, { email }, { token: viewer.token });
      expect(res.body.data.result.map((r: { id: number }) => r.id)).toEqual(ids.slice(0, contract.CONTACT_ENTERPRISES_MAX));
    });
  });
});
