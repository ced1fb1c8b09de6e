import { describe, expect, it } from 'vitest';
import { enterprises as contract } from '@gwn/contract';
import { invalidInputOf, useTestSystem } from '../../../test/test-system.ts';
import { eq, inArray } from 'drizzle-orm';
import { devices, enterprises } from '../../db/region-schema.ts';
import { buildDevice, buildEnterprise } from '../../../test/region-factories.ts';
import { DIGIT_GRAMS, TRIGRAMS } from '../shared/search/ngrams.ts';
import type { SearchPlan } from '../shared/search/search-plan.ts';
import { enterpriseSearchRepo } from './search-repo.ts';

/** Sorting the enterprise list (issue 16, "Tables"): created time, state and APs, both ways, id breaking ties. */
describe('the enterprise list sorted by the operator', () => {
  const env = useTestSystem({ regions: ['US'] });
  const viewer = env.operator({ menus: ['enterprise'] });
  const tag = () => Math.random().toString(36).slice(2, 10);
  /** Four random hex digits, for MACs written in one statement. */
  const t6 = () => Math.floor(Math.random() * 0xffff).toString(16).toUpperCase().padStart(4, '0');
  const at = (day: number) => new Date(Date.UTC(2026, 0, day));

  /** Three enterprises created on days 3, 1, 2 (so the id order is not the time order); the middle one frozen. */
  async function threeOf(text: string) {
    const db = env.regionDb();
    const third = await buildEnterprise(db, { enterpriseName: `Sort ${text} c`, phone: `+1 555 ${text}`, createdAt: at(3) });
    const first = await buildEnterprise(db, { enterpriseName: `Sort ${text} a`, phone: `+1 555 ${text}`, createdAt: at(1), state: 0 });
    const second = await buildEnterprise(db, { enterpriseName: `Sort ${text} b`, phone: `+1 555 ${text}`, createdAt: at(2) });
    return { first, second, third };
  }

  it('sorts by created time both ways and by state, through the list call', async () => {
    const t = tag();
    const { first, second, third } = await threeOf(t);
    const ids = async (body: object) => {
      const res = await env.call(contract.list, { search: t, ...body }, { token: viewer.token });
      expect(res.body.retCode).toBe(0);
      expect(res.body.data.total).toBe(3);
      return res.body.data.result.map((r: { id: number }) => r.id);
    };
    expect(await ids({ sortField: 'createTime', sortOrder: 'asc' })).toEqual([first.id, second.id, third.id]);
    expect(await ids({ sortField: 'createTime', sortOrder: 'desc' })).toEqual([third.id, second.id, first.id]);
    expect(await ids({ sortField: 'createTime' })).toEqual([third.id, second.id, first.id]);
    // Frozen (0) first ascending; the two normal ones follow their ids in the same direction.
    expect(await ids({ sortField: 'state', sortOrder: 'asc' })).toEqual([first.id, third.id, second.id]);
    expect(await ids({ sortField: 'state', sortOrder: 'desc' })).toEqual([second.id, third.id, first.id]);
    // No sort: newest first, as before.
    expect(await ids({})).toEqual([second.id, first.id, third.id]);
  });

  it('sorts by the number of APs, both ways, and shows the same number in totalAP', async () => {
    const t = tag();
    const { first, second, third } = await threeOf(t);
    const db = env.regionDb();
    // first: 2 APs (one online) and a router, which is not an AP; second: none; third: 1 AP.
    await buildDevice(db, { enterpriseId: first.id, online: true });
    await buildDevice(db, { enterpriseId: first.id });
    await buildDevice(db, { enterpriseId: first.id, kind: 'ROUTER' });
    await buildDevice(db, { enterpriseId: third.id });
    const rows = async (body: object) => {
      const res = await env.call(contract.list, { search: t, ...body }, { token: viewer.token });
      expect(res.body.retCode).toBe(0);
      return res.body.data.result.map((r: { id: number; totalAP: string }) => [r.id, r.totalAP]);
    };
    expect(await rows({ sortField: 'apCount', sortOrder: 'desc' })).toEqual([[first.id, '1/2'], [third.id, '0/1'], [second.id, '0/0']]);
    expect(await rows({ sortField: 'apCount', sortOrder: 'asc' })).toEqual([[second.id, '0/0'], [third.id, '0/1'], [first.id, '1/2']]);
  });

  it('keeps each enterprise\'s AP count in step with every change to its devices', async () => {
    const db = env.regionDb();
    const a = await buildEnterprise(db);
    const b = await buildEnterprise(db);
    const counts = async () => {
      const rows = await db.select({ id: enterprises.id, n: enterprises.apCount }).from(enterprises).where(inArray(enterprises.id, [a.id, b.id]));
      return Object.fromEntries(rows.map((r) => [r.id === a.id ? 'a' : 'b', r.n]));
    };
    // Several in one statement, as the demo data and transfers write them.
    const made = await db.insert(devices).values(['01', '02', '03'].map((n) => ({
      mac: `C074AD${t6()}${n}`, kind: 'AP', model: 'GWN7660', enterpriseId: a.id,
    }))).returning();
    const router = await buildDevice(db, { enterpriseId: b.id, kind: 'ROUTER' });
    expect(await counts()).toEqual({ a: 3, b: 0 });
    await db.update(devices).set({ enterpriseId: b.id }).where(eq(devices.id, made[0].id)); // moved
    await db.update(devices).set({ kind: 'AP' }).where(eq(devices.id, router.id)); // now counted
    await db.update(devices).set({ online: true }).where(inArray(devices.id, made.map((d) => d.id))); // no change in count
    expect(await counts()).toEqual({ a: 2, b: 2 });
    await db.update(devices).set({ enterpriseId: null }).where(eq(devices.id, made[1].id)); // freed
    await db.delete(devices).where(eq(devices.id, router.id));
    expect(await counts()).toEqual({ a: 1, b: 1 });
  });

  it('pages a sorted list without overlap', async () => {
    const t = tag();
    const { first, second, third } = await threeOf(t);
    const page = async (pageNum: number) => (await env.call(contract.list, {
      search: t, sortField: 'createTime', sortOrder: 'asc', pageNum, pageSize: 2,
    }, { token: viewer.token })).body.data.result.map((r: { id: number }) => r.id);
    expect([...await page(1), ...await page(2)]).toEqual([first.id, second.id, third.id]);
  });

  it('refuses a field it does not sort by, or another direction, with 50005 naming the field', async () => {
    for (const [body, field] of [[{ sortField: 'email' }, 'sortField'], [{ sortField: 'state', sortOrder: 'up' }, 'sortOrder']] as const) {
      const res = await env.call(contract.list, { search: 'x', ...body } as never, { token: viewer.token });
      expect(res.body.retCode).toBe(50005);
      expect(invalidInputOf(res).fields).toHaveProperty(field);
    }
  });

  // The planner picks the plan by table size; each shape has its own statement, so each is checked here.
  const plans: Record<string, (window: string) => SearchPlan> = {
    scan: () => ({ kind: 'scan', estimatedMatches: null }),
    trigrams: (w) => ({ kind: 'index', index: TRIGRAMS.name, grams: [w.slice(0, 3), w.slice(1)], exact: false }),
    'one 4-digit key': (w) => ({ kind: 'index', index: DIGIT_GRAMS.name, grams: [w], exact: true }),
  };
  Object.entries(plans).forEach(([shape, planFor], i) => {
    it(`orders a ${shape} plan by created time, state and APs, with its count`, async () => {
      const repo = enterpriseSearchRepo(env.regionDb());
      const text = `846${i}`;
      const { first, second, third } = await threeOf(text);
      const plan = planFor(text);
      const rows = await repo.search(text, plan, {}, 10, 0, { field: 'createTime', direction: 'asc' });
      expect(rows.map((r) => r.id)).toEqual([first.id, second.id, third.id]);
      expect(rows[0].matchCount).toBe(plan.kind === 'index' ? 3 : null);
      const byState = await repo.search(text, plan, { state: 1 }, 10, 0, { field: 'state', direction: 'desc' });
      expect(byState.map((r) => r.id)).toEqual([second.id, third.id]);
      await buildDevice(env.regionDb(), { enterpriseId: second.id });
      const byAps = await repo.search(text, plan, {}, 10, 0, { field: 'apCount', direction: 'desc' });
      expect(byAps.map((r) => r.id)).toEqual([second.id, first.id, third.id]); // then by id, newest first
    });
  });
});
