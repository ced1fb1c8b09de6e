import { randomInt } from 'node:crypto';
import { PgSelectBase } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { auditLogRepo } from '../src/core/audit-log-repo.ts';
import { accountAuditLog } from '../src/db/account-schema.ts';
import { regionAuditLog } from '../src/db/region-schema.ts';
import { enterpriseApRepo } from '../src/region/ap-devices/repo.ts';
import { apSearchRepo } from '../src/region/ap-devices/search-repo.ts';
import { enterpriseSearchRepo } from '../src/region/enterprises/search-repo.ts';
import { DIGIT_GRAMS, MAC_GRAMS, TRIGRAMS } from '../src/region/shared/search/ngrams.ts';
import type { SearchPlan } from '../src/region/shared/search/search-plan.ts';
import { buildDevice, buildEnterprise, buildNetwork } from './region-factories.ts';
import { useTestSystem } from './test-system.ts';

/** One execution of a prepared select: the rows our mapping gave, and the rows Drizzle's own mapping gives for the same statement. */
interface Compared { name: string; ours: unknown[]; drizzle: unknown[] }

/**
 * Runs `work` with every prepared select twinned: the statement the repository prepares (and maps with
 * core/row-mapping-repo.ts) also runs, with the same values, as a second prepared query of the same builder left to
 * Drizzle's mapping. Restored afterwards (the server files of a worker share their modules).
 */
async function twinned(work: () => Promise<void>): Promise<Compared[]> {
  const compared: Compared[] = [];
  type Prepare = (this: unknown, name: string) => { execute(values?: Record<string, unknown>): Promise<unknown[]> };
  const proto = PgSelectBase.prototype as unknown as { prepare: Prepare };
  const original = proto.prepare;
  proto.prepare = function prepare(name) {
    const ours = original.call(this, name);
    const drizzle = original.call(this, name);
    const execute = ours.execute.bind(ours);
    ours.execute = async (values) => {
      const rows = await execute(values);
      compared.push({ name, ours: rows, drizzle: await drizzle.execute(values) });
      return rows;
    };
    return ours;
  };
  try {
    await work();
  } finally {
    proto.prepare = original;
  }
  return compared;
}

/** Every execution's rows equal Drizzle's (values and their types: toStrictEqual tells a Date from a string, 1 from '1'). */
function expectSameRows(compared: Compared[], names: RegExp[]) {
  for (const c of compared) expect(c.ours, c.name).toStrictEqual(c.drizzle);
  for (const name of names) {
    const runs = compared.filter((c) => name.test(c.name));
    expect(runs.length, `${name} ran`).toBeGreaterThan(0);
    expect(runs.some((c) => c.ours.length > 0), `${name} returned rows`).toBe(true);
  }
}

describe('the hot list statements map their rows as Drizzle does (core/row-mapping-repo.ts)', () => {
  const env = useTestSystem({ regions: ['US'] });
  const digits = () => String(randomInt(1000, 9999));

  it('the enterprise search page, in each plan shape, filtered and sorted', async () => {
    const db = env.regionDb();
    const text = digits();
    const phone = `+1 555 ${text}`;
    const a = await buildEnterprise(db, { phone, state: 1, googleAuth: 2, outdoor: 1 });
    await buildEnterprise(db, { phone, state: 0 });
    await buildDevice(db, { enterpriseId: a.id, online: true });
    const plans: SearchPlan[] = [
      { kind: 'scan', estimatedMatches: null },
      { kind: 'index', index: TRIGRAMS.name, grams: [text.slice(0, 3), text.slice(1)], exact: false },
      { kind: 'index', index: DIGIT_GRAMS.name, grams: [text], exact: true },
    ];
    const compared = await twinned(async () => {
      const repo = enterpriseSearchRepo(db);
      for (const plan of plans) {
        await repo.search(text, plan, {}, 10, 0);
        await repo.search(text, plan, { state: 1 }, 10, 0);
        await repo.search(text, plan, {}, 10, 0, { field: 'apCount', direction: 'desc' });
      }
    });
    expectSameRows(compared, [/^enterprise_search_scan$/, /^enterprise_search_trigram2$/, /^enterprise_search_digits1_exact$/, /_filtered/, /_apCount_desc/]);
    // Every column type of the page is there: numbers (ids, counts), text, a date, nulls.
    const row = compared.find((c) => c.ours.length > 0)!.ours[0] as Record<string, unknown>;
    expect(row.createdAt).toBeInstanceOf(Date);
    expect(typeof row.apOnline).toBe('number');
  });

  it('the AP search pages: every AP of a state, a whole MAC, a fragment by scan and by index, with and without enterprise and network', async () => {
    const db = env.regionDb();
    const e = await buildEnterprise(db);
    const net = await buildNetwork(db, e.id);
    const inNetwork = await buildDevice(db, { enterpriseId: e.id, networkId: net.id, online: true });
    const free = await buildDevice(db, { online: true });
    const window = inNetwork.mac.slice(4, 8);
    const compared = await twinned(async () => {
      const repo = apSearchRepo(db);
      const scan: SearchPlan = { kind: 'scan', estimatedMatches: null };
      await repo.search('', scan, 40, 0, 'online');
      await repo.search('', scan, 50, 0, 'online');
      await repo.search('', scan, 50, 0, 'free');
      await repo.search(inNetwork.mac, scan, 10, 0);
      await repo.search(free.mac, scan, 10, 0);
      await repo.search(inNetwork.mac.slice(3, 9), scan, 10, 0);
      await repo.search(window, { kind: 'index', index: MAC_GRAMS.name, grams: [window], exact: true }, 10, 0);
    });
    // A state's page sent with its paging as values, and first pages written whole into their statement (search-repo.ts isWrittenPage).
    expectSameRows(compared, [
      /^ap_search_all_online$/, /^ap_search_all_online_50_0$/, /^ap_search_all_free_50_0$/, /^ap_search_whole$/, /^ap_search_scan$/,
      /^ap_search_mac1_exact$/,
    ]);
    const freeRow = compared.find((c) => c.name === 'ap_search_all_free_50_0')!.ours.find((r) => (r as { id: number }).id === free.id);
    expect(freeRow).toMatchObject({ enterprise: null, network: null, online: true });
  });

  it("one enterprise's APs: the summary and the page", async () => {
    const db = env.regionDb();
    const e = await buildEnterprise(db);
    const net = await buildNetwork(db, e.id);
    const ap = await buildDevice(db, { enterpriseId: e.id, networkId: net.id, online: true });
    await buildDevice(db, { enterpriseId: e.id });
    const compared = await twinned(async () => {
      const repo = enterpriseApRepo(db);
      await repo.summary(e.enterpriseId);
      await repo.page(e.enterpriseId, '', 10, 0);
      await repo.page(e.enterpriseId, ap.mac.slice(2, 8), 10, 0);
    });
    expectSameRows(compared, [/^enterprise_ap_summary$/, /^enterprise_ap_page$/]);
    expect(compared.find((c) => c.name === 'enterprise_ap_summary')!.ours).toEqual([
      { id: e.id, email: e.email, apCount: 2, onlineAP: 1, networkCount: 1 },
    ]);
  });

  it('the audit log pages of both services, by time both ways, by IP text, by address, by block and by range', async () => {
    const ip = `198.51.${randomInt(0, 255)}.${randomInt(1, 255)}`;
    const at = new Date('2026-03-01T10:00:00.123Z');
    const detail = { subject: 'item 1', changes: [{ field: 'name', before: 'a', after: null }], facts: { n: 1, ok: true } };
    const region = env.regionDb();
    await region.insert(regionAuditLog).values([{ at, accountName: 'alice', ip, showKey: 'parameterSave', detail }, { at, accountName: 'bob', ip, showKey: 'apDelete', detail: {} }]);
    await env.accountDb.insert(accountAuditLog).values({ at, accountName: 'carol', ip, showKey: 'signIn', detail });
    const block = `${ip.split('.').slice(0, 3).join('.')}.0/24`;
    const compared = await twinned(async () => {
      for (const repo of [auditLogRepo(region, regionAuditLog), auditLogRepo(env.accountDb, accountAuditLog as unknown as typeof regionAuditLog)]) {
        await repo.page({ order: 'desc', limit: 10, offset: 0 }, 100);
        await repo.page({ order: 'asc', limit: 10, offset: 0 }, 100);
        await repo.page({ ip, order: 'desc', limit: 10, offset: 0 }, 100);
        await repo.page({ ipAddress: ip, order: 'desc', limit: 10, offset: 0 }, 100);
        await repo.page({ ipBlock: block, order: 'desc', limit: 10, offset: 0 }, 100);
        await repo.page({ from: new Date(at.getTime() - 1000), before: new Date(at.getTime() + 1000), order: 'asc', limit: 10, offset: 0 }, 100);
      }
    });
    expectSameRows(compared, [/^audit_log_page_desc$/, /^audit_log_page_asc$/, /^audit_log_page_ip_desc$/, /^audit_log_page_addr_desc$/, /^audit_log_page_net_desc$/, /^audit_log_page_from_before_asc$/]);
    const row = compared.find((c) => c.name === 'audit_log_page_ip_desc')!.ours[0] as Record<string, unknown>;
    expect(row).toMatchObject({ at, ip, matchCount: expect.any(Number) });
    expect(row.detail).toEqual(expect.any(Object));
  });
});
