import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { changeLogs as contract, remoteServers, type AuditAction, type AuditDetail } from '@gwn/contract';
import { invalidInputOf, useTestSystem } from '../../../test/test-system.ts';
import { regionAuditLog } from '../../db/region-schema.ts';
import { buildEnterprise } from '../../../test/region-factories.ts';

/** An address no other test of the file uses, so a search by it sees only this test's entries. */
const freshIp = () => `198.51.${randomInt(0, 255)}.${randomInt(1, 255)}`;

describe('system change log (/admin/user/changeLog)', () => {
  const env = useTestSystem({ regions: ['US'] });
  const viewer = env.operator({ menus: ['changeLog'] });
  const admin = env.operator({ menus: ['changeLog', 'sshServerConfig'] });

  async function entry(ip: string, at: string, showKey: AuditAction | string, detail: AuditDetail = {}) {
    await env.regionDb().insert(regionAuditLog).values({ at: new Date(at), accountName: 'alice', ip, showKey, detail });
  }
  const list = (body: Record<string, unknown>, lang: 'en' | 'zh' = 'en') =>
    env.call(contract.systemList, body as never, { token: viewer.token, lang });

  it('pages the entries of one IP address newest first, with the total, and oldest first on request', async () => {
    const ip = freshIp();
    await entry(ip, '2026-01-01T10:00:00Z', 'parameterSave');
    await entry(ip, '2026-01-02T10:00:00Z', 'parameterDelete');
    await entry(ip, '2026-01-03T10:00:00Z', 'remoteServerAdd');
    await entry(freshIp(), '2026-01-04T10:00:00Z', 'remoteServerAdd');

    const first = await list({ search: ` ${ip} `, pageSize: 2, pageNum: 1 });
    expect(first.body.retCode).toBe(0);
    expect(first.body.data).toMatchObject({ total: 3, totalEstimated: false });
    expect(first.body.data.result.map((r: { action: string }) => r.action)).toEqual(['remoteServerAdd', 'parameterDelete']);
    const second = await list({ search: ip, pageSize: 2, pageNum: 2 });
    expect(second.body.data.total).toBe(3);
    expect(second.body.data.result.map((r: { action: string }) => r.action)).toEqual(['parameterSave']);
    // A page past the end is empty and still says how many there are.
    const past = await list({ search: ip, pageSize: 2, pageNum: 3 });
    expect(past.body.data).toMatchObject({ total: 3, totalEstimated: false, result: [] });

    const oldest = await list({ search: ip, order: 'asc', type: 'time' });
    expect(oldest.body.data.result.map((r: { createTime: string }) => r.createTime)).toEqual([
      '2026-01-01T10:00:00.000Z', '2026-01-02T10:00:00.000Z', '2026-01-03T10:00:00.000Z',
    ]);
  });

  const exportCsv = (payload: Record<string, unknown>, lang: 'en' | 'zh' = 'en') => env.regionApp().inject({
    method: 'POST', url: contract.systemExport.path, payload, headers: { authorization: viewer.token, 'accept-language': lang },
  });

  /** A /24 no other test of the file uses. */
  const freshBlock = () => `10.${randomInt(0, 255)}.${randomInt(0, 255)}`;

  it('finds the entries of an address prefix or a CIDR block, not those of a neighbouring block', async () => {
    const block = freshBlock();
    await entry(`${block}.7`, '2026-02-01T00:00:00Z', 'parameterSave');
    await entry(`${block}.200`, '2026-02-01T00:01:00Z', 'parameterDelete');
    const [a, b] = block.split('.');
    const neighbour = `${a}.${b}.${(Number(block.split('.')[2]) + 1) % 256}.7`;
    await entry(neighbour, '2026-02-01T00:02:00Z', 'parameterSave');
    const ipsOf = async (search: string) => (await list({ search })).body.data.result.map((r: { ip: string }) => r.ip);
    expect(await ipsOf(block)).toEqual([`${block}.200`, `${block}.7`]);
    expect(await ipsOf(`${block}.`)).toEqual([`${block}.200`, `${block}.7`]);
    expect(await ipsOf(`${block}.0/25`)).toEqual([`${block}.7`]);
    expect(await ipsOf(`${block}.7`)).toEqual([`${block}.7`]);
    // A whole address is itself, not every address that starts with its text (10.x.y.2 is not 10.x.y.200).
    expect(await ipsOf(`${block}.2`)).toEqual([]);
    // An IPv6 address is itself however it is written.
    const v6 = `2001:db8:${randomInt(1, 0xffff).toString(16)}::7`;
    await entry(v6, '2026-02-01T00:03:00Z', 'parameterSave');
    expect(await ipsOf(v6.toUpperCase().replace('::', ':0:0:0:0:'))).toEqual([v6]);
  });

  it('answers a whole address from the (ip_net, at, id) index in time order (PGlite and PostgreSQL)', async () => {
    const db = env.regionDb();
    await db.transaction(async (tx) => {
      // A test's few entries would be read whole and sorted; the plan a large log gets reads the index in order.
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_sort = off`);
      const plan = await tx.execute(sql`explain select id from audit_log where ip_net = '10.1.2.3'::inet order by at desc, id desc limit 20`);
      const rows = (plan as unknown as { rows: Record<string, string>[] }).rows;
      expect(rows.map((r) => Object.values(r)[0]).join('\n')).toMatch(/audit_log_ip_net_at_id_idx/);
    });
  });

  it('answers a block search from the GiST index of ip_net (PGlite and PostgreSQL)', async () => {
    const db = env.regionDb();
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const plan = await tx.execute(sql`explain select id from audit_log where ip_net <<= '10.1.0.0/16'::inet order by at desc, id desc limit 20`);
      const rows = (plan as unknown as { rows: Record<string, string>[] }).rows;
      expect(rows.map((r) => Object.values(r)[0]).join('\n')).toMatch(/audit_log_ip_net_idx/);
    });
  });

  it('exports the filtered log as CSV with a BOM, labels in the caller\'s language, every matching entry in order', async () => {
    const block = freshBlock();
    await entry(`${block}.1`, '2026-05-01T08:00:00Z', 'parameterSave', { changes: [{ field: 'value', before: '1', after: '2' }] });
    await entry(`${block}.2`, '2026-05-01T09:00:00Z', 'remoteServerAdd', { subject: 'us-east / z1' });
    const res = await exportCsv({ search: `${block}.0/24` }, 'zh');
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(res.body.startsWith('\uFEFF时间（UTC）,账号,IP 地址,操作,详情')).toBe(true);
    const lines = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(new RegExp(`^2026-05-01 09:00:00,alice,${block.replace(/\./g, '\\.')}\\.2,`));
    expect(lines[2]).toContain('值: 1 → 2');
    const asc = await exportCsv({ search: `${block}.0/24`, order: 'asc' });
    expect(asc.body.replace(/^\uFEFF/, '').trim().split('\r\n')[1]).toMatch(/^2026-05-01 08:00:00,/);
  });

  it('labels the action in the caller\'s language and keeps an unknown key as it is', async () => {
    const ip = freshIp();
    await entry(ip, '2026-03-01T00:00:00Z', 'deviceTypeEdit', { subject: 'GWN7660' });
    await entry(ip, '2026-03-01T00:01:00Z', 'retiredAction');
    const en = await list({ search: ip }, 'en');
    expect(en.body.data.result.map((r: { showKey: string }) => r.showKey)).toEqual(['retiredAction', 'Device type edited']);
    const zh = await list({ search: ip }, 'zh');
    expect(zh.body.data.result.map((r: { showKey: string }) => r.showKey)).toEqual(['retiredAction', '编辑设备型号']);
  });

  it('shows a real change with every changed field before -> after', async () => {
    const ip = freshIp();
    const add = await env.call(remoteServers.add, { serviceRegion: 'us-east', zone: `z-${ip}`, serverIp: '192.0.2.7' },
      { token: admin.token, headers: { 'x-forwarded-for': ip } });
    expect(add.body.retCode).toBe(0);
    const edit = await env.call(remoteServers.update, { id: add.body.data.id, serviceRegion: 'us-west', zone: `z-${ip}`, serverIp: '192.0.2.7' },
      { token: admin.token, headers: { 'x-forwarded-for': ip } });
    expect(edit.body.retCode).toBe(0);

    const [latest] = (await list({ search: ip })).body.data.result;
    expect(latest).toMatchObject({
      accountName: admin.account, ip, action: 'remoteServerEdit', showKey: 'Remote server edited',
      detail: `us-west / z-${ip} / 192.0.2.7`,
      detailAll: { subject: `us-west / z-${ip} / 192.0.2.7`, changes: [{ field: 'serviceRegion', label: 'Service region', before: 'us-east', after: 'us-west' }], facts: {} },
    });
  });

  it('sums up an entry without a subject by its changed fields, then by its facts', async () => {
    const ip = freshIp();
    await entry(ip, '2026-04-01T00:00:00Z', 'parameterSave', { changes: [{ field: 'value', before: '1', after: '2' }, { field: 'note', before: null, after: 'x' }] });
    await entry(ip, '2026-04-01T00:01:00Z', 'enterpriseExport', { facts: { search: 'acme', rows: 3 } });
    const rows = (await list({ search: ip })).body.data.result;
    expect(rows[1].detail).toBe('Value, Note');
    expect(rows[0].detail.split(', ').sort()).toEqual(['rows: 3', 'search: acme']);
    expect((await list({ search: ip }, 'zh')).body.data.result[1].detail).toBe('值, 备注');
  });

  it('estimates a total above the counting cap and says so', async () => {
    const ip = freshIp();
    const many = contract.CHANGE_LOG_LIMITS.countCap + 50;
    await env.regionDb().execute(sql`insert into audit_log (at, account_name, ip, show_key)
      select timestamptz '2025-01-01' + g * interval '1 second', 'bulk', ${ip}, 'parameterSave' from generate_series(1, ${many}) g`);
    const res = await list({ search: ip, pageSize: 10 });
    expect(res.body.data.totalEstimated).toBe(true);
    expect(res.body.data.total).toBeGreaterThan(contract.CHANGE_LOG_LIMITS.countCap);
    expect(res.body.data.result).toHaveLength(10);
    // The last, short page is exact whatever the count.
    const last = await list({ search: ip, pageSize: 100, pageNum: Math.ceil(many / 100) });
    expect(last.body.data).toMatchObject({ total: many, totalEstimated: false });
  });

  it('refuses a page beyond the reachable offset with 50005 naming pageNum', async () => {
    const res = await list({ pageSize: 100, pageNum: contract.CHANGE_LOG_LIMITS.maxOffset / 100 + 2 });
    expect(res.body.retCode).toBe(50005);
    expect(Object.keys(invalidInputOf(res).fields)).toContain('pageNum');
  });

  it('names the enterprise and the region next to their ids in change details, before and after', async () => {
    const ip = freshIp();
    const acme = await buildEnterprise(env.regionDb());
    await entry(ip, '2026-06-01T00:00:00Z', 'enterpriseTransferStart', {
      changes: [{ field: 'enterpriseId', before: null, after: acme.enterpriseId }, { field: 'targetRegion', before: 'US', after: 'EU' }],
    });
    const [row] = (await list({ search: ip }, 'zh')).body.data.result;
    expect(row.detailAll.changes).toEqual([
      { field: 'enterpriseId', label: '企业', before: null, after: acme.enterpriseId, afterName: acme.enterpriseName },
      { field: 'targetRegion', label: '目标区域', before: 'US', after: 'EU', beforeName: '全球', afterName: '欧洲' },
    ]);
  });
});
