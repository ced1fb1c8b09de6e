import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apDevices, enterpriseDevices, enterprises } from '@gwn/contract';
import { buildDevice, buildEnterprise } from '../../test/region-factories.ts';
import { useTestSystem } from '../../test/test-system.ts';
import { withKeptPlans, type Db } from './connect.ts';

const onPostgres = process.env.TEST_DB === 'postgres';

async function setting(db: Db<Record<string, unknown>>, name: 'plan_cache_mode' | 'jit' | 'max_parallel_workers_per_gather'): Promise<string> {
  const result = (await db.execute(sql.raw(`show ${name}`))) as unknown as { rows: Record<string, string>[] };
  return result.rows[0][name];
}

describe('prepared statements: plans kept or made per call (withKeptPlans)', () => {
  const env = useTestSystem({ regions: ['US'] });
  const viewer = env.operator({ menus: ['deviceManage', 'enterprise'] });

  it.runIf(onPostgres)('on PostgreSQL, plans each call with its values on the main pool and keeps one plan, neither compiled nor parallel, on the twin', async () => {
    const db = env.regionDb();
    expect(await setting(db, 'plan_cache_mode')).toBe('force_custom_plan');
    expect(await setting(withKeptPlans(db), 'plan_cache_mode')).toBe('force_generic_plan');
    expect(withKeptPlans(db)).not.toBe(db);
    expect(await setting(withKeptPlans(env.accountDb), 'plan_cache_mode')).toBe('force_generic_plan');
    // A kept plan is costed without its values: it is never compiled (JIT) nor run by parallel workers (connect.ts POOL_SESSIONS).
    for (const kept of [withKeptPlans(db), withKeptPlans(env.accountDb)]) {
      expect(await setting(kept, 'jit')).toBe('off');
      expect(await setting(kept, 'max_parallel_workers_per_gather')).toBe('0');
    }
  });

  it.skipIf(onPostgres)('on PGlite, which sends every statement unnamed, the database is its own twin', () => {
    expect(withKeptPlans(env.regionDb())).toBe(env.regionDb());
  });

  it('answers each call with its own values through a kept plan, past the calls after which PostgreSQL weighs one', async () => {
    const hex = () => Math.floor(Math.random() * 0xffffff).toString(16).toUpperCase().padStart(6, '0');
    for (let i = 0; i < 7; i++) {
      const owner = await buildEnterprise(env.regionDb(), { email: `kept-${hex().toLowerCase()}@plans.example` });
      const mac = `${hex()}${hex()}`;
      await buildDevice(env.regionDb(), { mac, enterpriseId: owner.id });
      const byEmail = await env.call(enterprises.list, { search: owner.email, pageNum: 1, pageSize: 20 }, { token: viewer.token });
      expect(byEmail.body.data.result.map((e: { enterpriseId: string }) => e.enterpriseId)).toEqual([owner.enterpriseId]);
      const byMac = await env.call(apDevices.manageList, { search: mac, pageNum: 1, pageSize: 20 }, { token: viewer.token });
      expect(byMac.body.data.result.map((d: { enterprise: string }) => d.enterprise)).toEqual([owner.enterpriseName]);
      // A fragment (read through its windows) and three digits (a scan): the newest match is this AP, with its enterprise.
      for (const fragment of [mac.slice(2, 8), mac.slice(5, 8)]) {
        const found = await env.call(apDevices.manageList, { search: fragment, pageNum: 1, pageSize: 20 }, { token: viewer.token });
        expect(found.body.data.result[0]).toMatchObject({ mac: mac.match(/../g)!.join(':'), enterprise: owner.enterpriseName });
      }
      const aps = await env.call(enterpriseDevices.apList, { enterpriseId: owner.enterpriseId, email: owner.email, pageNum: 1, pageSize: 20 }, { token: viewer.token });
      expect(aps.body.data).toMatchObject({ total: 1, apCount: 1 });
    }
  });
});
