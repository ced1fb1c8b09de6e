import { beforeAll, describe, expect, it } from 'vitest';
import { apDevices, enterprises as enterpriseContract } from '@gwn/contract';
import { sql } from 'drizzle-orm';
import { useTestSystem } from '../../../../test/test-system.ts';

/**
 * Enough rows for the planner to treat a frequent text as dense: the page is found by walking the key
 * and the total is estimated, while rare texts still go through the n-gram indexes with exact totals.
 */
describe('searching a large table', () => {
  const env = useTestSystem({ regions: ['US'] });
  const viewer = env.operator({ menus: ['enterprise', 'deviceManage'] });
  const db = () => env.regionDb();
  // 12,001 enterprises, every fourth (3,001) with the contact "Ann Williams", every eighth (1,501, all
  // Williams) frozen; 12,001 APs with sequential MACs.
  const ROWS = 12_001;
  const WILLIAMS = 3001;
  const FROZEN_WILLIAMS = 1501;

  beforeAll(async () => {
    await db().execute(sql`
      INSERT INTO enterprises (enterprise_id, center_enterprise_id, enterprise_name, username, account, email, phone, state)
      SELECT 'scale-' || n, 'center-scale-' || n, 'Company ' || n, CASE WHEN n % 4 = 0 THEN 'Ann Williams' ELSE 'Bob Smith' END,
             'acct' || n, 'user' || n || '@example.test', '+1 555 ' || lpad(n::text, 6, '0'), CASE WHEN n % 8 = 0 THEN 0 ELSE 1 END
      FROM generate_series(0, ${ROWS - 1}) AS n`);
    await db().execute(sql`
      INSERT INTO devices (mac, kind, model) SELECT 'C074AD' || lpad(upper(to_hex(n)), 6, '0'), 'AP', 'GWN7660'
      FROM generate_series(0, ${ROWS - 1}) AS n`);
  }, 120_000);

  const list = (search: string, pageNum = 1, pageSize = 20, filter = {}) =>
    env.call(enterpriseContract.list, { search, filter, pageNum, pageSize }, { token: viewer.token }).then((r) => r.body.data);

  it('estimates the total of a frequent text and pages it newest first', async () => {
    const page = await list('WILLIAMS');
    expect(page.totalEstimated).toBe(true);
    expect(page.total).toBeGreaterThan(WILLIAMS * 0.7);
    expect(page.total).toBeLessThan(WILLIAMS * 1.3);
    expect(page.result).toHaveLength(20);
    expect(page.result.every((r: { username: string }) => r.username === 'Ann Williams')).toBe(true);
    const ids = page.result.map((r: { id: number }) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('pages a frequent text with a filter by the same scan: the total stays the text\'s estimate, the last page exact', async () => {
    const page = await list('WILLIAMS', 1, 20, { state: 0 });
    expect(page.totalEstimated).toBe(true);
    // The text's estimate: an upper bound of the filtered matches (the sample holds no filter columns).
    expect(page.total).toBeGreaterThan(FROZEN_WILLIAMS);
    expect(page.result).toHaveLength(20);
    expect(page.result.every((r: { username: string; state: number }) => r.username === 'Ann Williams' && r.state === 0)).toBe(true);
    const last = await list('williams', Math.ceil(FROZEN_WILLIAMS / 20), 20, { state: 0 });
    expect(last).toMatchObject({ total: FROZEN_WILLIAMS, totalEstimated: false });
    expect(last.result.map((r: { enterpriseId: string }) => r.enterpriseId)).toEqual(['scale-0']);
    expect(await list('williams', 1, 20, { state: 1, googleAuth: 2 })).toMatchObject({ total: 0, totalEstimated: false, result: [] });
  });

  it('gives the exact total on the last, short page of a frequent text', async () => {
    const last = await list('williams', Math.ceil(WILLIAMS / 20));
    expect(last).toMatchObject({ total: WILLIAMS, totalEstimated: false });
    expect(last.result).toHaveLength(1);
    expect(last.result[0].enterpriseId).toBe('scale-0');
  });

  it('finds a rare text through the index with an exact total', async () => {
    const page = await list('User4242@EXAMPLE');
    expect(page).toMatchObject({ total: 1, totalEstimated: false });
    expect(page.result[0].enterpriseId).toBe('scale-4242');
    const phone = await list('555 0100');
    expect(phone).toMatchObject({ total: 100, totalEstimated: false });
  });

  it('finds a run of digits through the 4-digit windows, with the exact total', async () => {
    // "0100" is in phones such as +1 555 000100, 001000 and 010100: its trigrams "010" and "100" are in most rows.
    const [{ n }] = ((await db().execute(sql`SELECT count(*)::int AS n FROM enterprises WHERE strpos(search_text, '0100') > 0`)) as unknown as { rows: { n: number }[] }).rows;
    expect(n).toBeGreaterThan(20);
    const page = await list('0100');
    expect(page).toMatchObject({ total: n, totalEstimated: false });
    expect(page.result).toHaveLength(20);
    expect(page.result.every((r: { phone: string }) => r.phone.replace(/\D/g, '').includes('0100'))).toBe(true);
  });

  it('keeps the 4-digit windows in step when an enterprise changes or is removed', async () => {
    const ids = (page: { result: { enterpriseId: string }[] }) => page.result.map((r) => r.enterpriseId);
    const before = await list('8765');
    const oldWindow = await list('0042'); // +1 555 000042 and some 100 others
    await db().execute(sql`UPDATE enterprises SET phone = '+1 555 987654' WHERE enterprise_id = 'scale-42'`);
    const moved = await list('8765');
    expect(moved.total).toBe(before.total + 1);
    expect(ids(moved)).toContain('scale-42');
    expect((await list('0042')).total).toBe(oldWindow.total - 1);
    await db().execute(sql`DELETE FROM enterprises WHERE enterprise_id = 'scale-42'`);
    expect(await list('8765')).toMatchObject({ total: before.total, result: before.result });
  });

  it('counts exactly when asked for a page past the end', async () => {
    expect(await list('user4242@', 3)).toMatchObject({ total: 1, totalEstimated: false, result: [] });
  });

  it('searches MAC fragments through their 4-digit windows, exactly, and estimates frequent ones', async () => {
    const call = (search: string) => env.call(apDevices.manageList, { search, pageNum: 1, pageSize: 20 }, { token: viewer.token }).then((r) => r.body.data);
    const six = await call('ad:00:2a:3');
    expect(six).toMatchObject({ totalEstimated: false, total: 16 });
    expect(six.result.every((r: { mac: string }) => r.mac.replace(/:/g, '').includes('AD002A3'))).toBe(true);
    // One 4-digit window is answered by the index alone: exactly the MACs holding it.
    expect(await call('2a3f')).toMatchObject({ totalEstimated: false, total: 1, result: [{ mac: 'C0:74:AD:00:2A:3F' }] });
    const whole = await call('C0-74-AD-00-2E-E0');
    expect(whole).toMatchObject({ total: 1, totalEstimated: false });
    const everywhere = await call('74AD');
    expect(everywhere.totalEstimated).toBe(true);
    expect(everywhere.result).toHaveLength(20);
  });
});
