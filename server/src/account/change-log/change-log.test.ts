import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auth, changeLogs as contract, type AuditAction } from '@gwn/contract';
import { buildOperator, buildRole } from '../../../test/factories.ts';
import { credentialsOf } from '../../../test/signin-helpers.ts';
import { useTestSystem } from '../../../test/test-system.ts';
import { accountAuditLog, sessions } from '../../db/account-schema.ts';
import { hashToken } from '../shared/session-token.ts';

const freshIp = () => `203.0.${randomInt(0, 255)}.${randomInt(1, 255)}`;
const ms = (iso: string) => new Date(iso).getTime();
type Row = { action: string; createTime: string; showKey: string; detailAll: { facts: Record<string, unknown> } };

describe('account-centre log (/admin/log/list)', () => {
  const env = useTestSystem({ regions: ['US'], config: { lockMaxFailures: 2, captchaAfterFailures: 10, sessionIdleMinutes: 30 } });
  const viewer = env.operator({ menus: ['changeLog'] });

  async function entry(ip: string, at: string, showKey: AuditAction = 'signIn') {
    await env.accountDb.insert(accountAuditLog).values({ at: new Date(at), accountName: 'bob', ip, showKey, detail: {} });
  }
  const list = (body: Record<string, unknown>, lang: 'en' | 'zh' = 'en') =>
    env.call(contract.accountList, body as never, { token: viewer.token, lang });
  const timesOf = (res: { body: { data: { result: Row[] } } }) => res.body.data.result.map((r) => r.createTime);

  it('runs a date range through the end of its last day (UTC)', async () => {
    const ip = freshIp();
    for (const at of ['2001-03-08T23:59:00Z', '2001-03-09T00:00:00Z', '2001-03-10T23:59:59Z', '2001-03-11T00:00:00Z']) await entry(ip, at);
    const res = await list({ search: ip, filter: { startTimestamp: ms('2001-03-09T00:00:00Z'), endTimestamp: ms('2001-03-10T00:00:00Z') } });
    expect(res.body.data.total).toBe(2);
    expect(timesOf(res)).toEqual(['2001-03-10T23:59:59.000Z', '2001-03-09T00:00:00.000Z']);
  });

  it('ends the range at the end of the day in the console\'s time zone', async () => {
    const ip = freshIp();
    // UTC+8: 10 March ends at 2001-03-10T16:00Z.
    for (const at of ['2001-03-10T15:59:00Z', '2001-03-10T16:00:00Z']) await entry(ip, at);
    const res = await list({ search: ip, filter: { startTimestamp: ms('2001-03-09T16:00:00Z'), endTimestamp: ms('2001-03-09T16:00:00Z'), utcOffsetMinutes: 480 } });
    expect(timesOf(res)).toEqual(['2001-03-10T15:59:00.000Z']);
  });

  it('sorts by time both ways and pages with the total', async () => {
    const ip = freshIp();
    for (const day of ['01', '02', '03']) await entry(ip, `2002-01-${day}T12:00:00Z`);
    const desc = await list({ search: ip, order: 'desc', pageSize: 2 });
    expect(desc.body.data).toMatchObject({ total: 3, totalEstimated: false });
    expect(timesOf(desc)).toEqual(['2002-01-03T12:00:00.000Z', '2002-01-02T12:00:00.000Z']);
    const asc = await list({ search: ip, order: 'asc', pageSize: 2, pageNum: 2 });
    expect(timesOf(asc)).toEqual(['2002-01-03T12:00:00.000Z']);
    expect(asc.body.data.total).toBe(3);
  });

  it('labels actions in Chinese for a Chinese console', async () => {
    const ip = freshIp();
    await entry(ip, '2003-01-01T00:00:00Z', 'signInFailed');
    const res = await list({ search: ip }, 'zh');
    expect(res.body.data.result[0].showKey).toBe('登录失败');
  });

  it('refuses a range that starts after it ends with 50005', async () => {
    const res = await list({ filter: { startTimestamp: ms('2004-02-01T00:00:00Z'), endTimestamp: ms('2004-01-01T00:00:00Z') } });
    expect(res.body.retCode).toBe(50005);
  });

  describe('what sign-in writes (nothing the product refuses escapes the log)', () => {
    const actionsFrom = async (ip: string) => ((await list({ search: ip, order: 'asc' })).body.data.result as Row[]);

    it('logs a wrong password, the failure that locks, and an attempt while locked', async () => {
      const op = await buildOperator(env.accountDb, {});
      const ip = freshIp();
      const from = { headers: { 'x-forwarded-for': ip } };
      for (let i = 0; i < 3; i++) await env.call(auth.login, credentialsOf(op, 'Wrong-pass-1'), from);
      const rows = await actionsFrom(ip);
      expect(rows.map((r) => r.action)).toEqual(['signInFailed', 'signInLocked', 'signInFailed']);
      expect(rows.map((r) => r.detailAll.facts.reason)).toEqual(['password', 'password', 'locked']);
      expect(rows[1].showKey).toBe('Sign-in locked after repeated failures');
    });

    it('logs a refused inactive account', async () => {
      const op = await buildOperator(env.accountDb, { active: 0 });
      const ip = freshIp();
      const res = await env.call(auth.login, credentialsOf(op), { headers: { 'x-forwarded-for': ip } });
      expect(res.body.retCode).not.toBe(0);
      const rows = await actionsFrom(ip);
      expect(rows.map((r) => [r.action, r.detailAll.facts.reason])).toEqual([['signInFailed', 'inactive']]);
    });

    it('logs a session that ends after inactivity, once, from the address it signed in from', async () => {
      const op = await buildOperator(env.accountDb, {});
      const ip = freshIp();
      await env.accountDb.update(sessions).set({ ip, lastSeenAt: sql`now() - interval '31 minutes'` }).where(eq(sessions.tokenHash, hashToken(op.token)));
      expect((await env.call(contract.accountList, {}, { token: op.token })).status).toBe(401);
      expect((await env.call(auth.logout, undefined, { token: op.token })).status).toBe(401);
      const rows = await actionsFrom(ip);
      expect(rows.map((r) => r.action)).toEqual(['sessionExpired']);
    });
  });

  it('shows each changed field by its label in the caller\'s language and the role\'s and operator\'s names next to their ids', async () => {
    const ip = freshIp();
    const [from, to] = [await buildRole(env.accountDb), await buildRole(env.accountDb)];
    const who = await buildOperator(env.accountDb);
    await env.accountDb.insert(accountAuditLog).values({
      at: new Date('2026-06-01T00:00:00Z'), accountName: 'bob', ip, showKey: 'adminUserEdit',
      detail: { changes: [{ field: 'roleId', before: from.id, after: to.id }, { field: 'userId', before: null, after: who.id }, { field: 'lang', before: 'en', after: 'zh' }] },
    });
    const [row] = (await list({ search: ip }, 'zh')).body.data.result;
    expect(row.detailAll.changes).toEqual([
      { field: 'roleId', label: '角色', before: from.id, after: to.id, beforeName: from.roleName, afterName: to.roleName },
      { field: 'userId', label: '用户', before: null, after: who.id, afterName: who.account },
      { field: 'lang', label: '语言', before: 'en', after: 'zh' },
    ]);
    const [en] = (await list({ search: ip })).body.data.result;
    expect(en.detailAll.changes[0]).toMatchObject({ label: 'Role' });
  });
});
