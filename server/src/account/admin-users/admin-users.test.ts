import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminUsers, auth, deviceTypes, RetCode } from '@gwn/contract';
import { accountAuditLog, adminUsers as users, sessions } from '../../db/account-schema.ts';
import { eventually } from '../../../test/eventually.ts';
import { buildOperator, buildRole, sessionIdOf } from '../../../test/factories.ts';
import { tablesChangedBy } from '../../../test/contract/table-digest.ts';
import type { CallResult } from '../../../test/harness.ts';
import { useTestSystem } from '../../../test/test-system.ts';
import { digestPassword } from '../shared/password.ts';

describe('admin users: list, add, edit, delete, remove second factor, sessions', () => {
  const env = useTestSystem({ regions: ['US'] });
  // A super administrator: what users it may act on is the delegation rule's, tested in shared/delegation.test.ts.
  const admin = env.operator();
  const db = () => env.accountDb;
  const userRow = async (id: number) => (await db().select().from(users).where(eq(users.id, id)))[0];
  const rootId = async () => (await db().select({ id: users.id }).from(users).where(eq(users.account, 'root')))[0].id;
  const newUser = (roleId: number, tag: string) => {
    const password = digestPassword('Secret-pass1');
    return { userName: `User ${tag}`, account: `acct-${tag}`, userEmail: `${tag}@example.test`, roleId, password, confirmPassword: password };
  };
  const regionStatus = async (token: string) =>
    (await env.call(deviceTypes.deviceTypeList, {}, { token, region: 'US' })).status;

  it('adds a user (hashed password, creator recorded, audited) and lists it with dashes left to the console', async () => {
    const role = await buildRole(db(), { menus: ['modelManage'] });
    const res = await env.call(adminUsers.add, newUser(role.id, 'add1'), { token: admin.token });
    expect(res.body).toMatchObject({ retCode: 0, data: { account: 'acct-add1', role: role.roleName, creator: admin.account, active: 1, googleAuth: 0 } });
    const row = await userRow(res.body.data.id);
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.parentId).toBe(admin.id);
    const list = await env.call(adminUsers.list, { search: 'acct-add1' }, { token: admin.token });
    expect(list.body.data).toMatchObject({ total: 1, result: [{ account: 'acct-add1', lastActiveIp: '', lastActiveTimeStr: '', isCurrent: false }] });
    const audit = await db().select().from(accountAuditLog).where(eq(accountAuditLog.showKey, 'adminUserAdd'));
    expect(audit.at(-1)!.detail).toMatchObject({ subject: 'acct-add1' });
    expect(JSON.stringify(audit.at(-1)!.detail)).not.toContain(row.passwordHash);
  });

  it('pages the list and finds by name, e-mail or account (a % in the search is literal)', async () => {
    const role = await buildRole(db());
    for (const tag of ['pg1', 'pg2', 'pg3']) await env.call(adminUsers.add, newUser(role.id, `${tag}page`), { token: admin.token });
    const first = await env.call(adminUsers.list, { search: 'page', pageSize: 2, pageNum: 1 }, { token: admin.token });
    const second = await env.call(adminUsers.list, { search: 'page', pageSize: 2, pageNum: 2 }, { token: admin.token });
    expect(first.body.data.total).toBe(3);
    expect([...first.body.data.result, ...second.body.data.result].map((u: { account: string }) => u.account).sort())
      .toEqual(['acct-pg1page', 'acct-pg2page', 'acct-pg3page']);
    expect((await env.call(adminUsers.list, { search: 'pg2page@example' }, { token: admin.token })).body.data.total).toBe(1);
    expect((await env.call(adminUsers.list, { search: '%' }, { token: admin.token })).body.data.total).toBe(0);
  });

  it('refuses a duplicate account (1111105) or name (10002) and an unknown role (1112003), writing nothing', async () => {
    const role = await buildRole(db());
    await env.call(adminUsers.add, newUser(role.id, 'dup'), { token: admin.token });
    for (const [payload, code] of [
      [{ ...newUser(role.id, 'dupx'), account: 'ACCT-DUP' }, RetCode.UsernameExists],
      [{ ...newUser(role.id, 'dupy'), userName: 'User dup' }, RetCode.UserNameExists],
      [newUser(999_999, 'dupz'), RetCode.RoleMissing],
      [{ ...newUser(role.id, 'dupw'), confirmPassword: digestPassword('other') }, RetCode.InvalidParameters],
      [{ ...newUser(role.id, 'dupv'), account: 'a'.repeat(65) }, RetCode.InvalidParameters],
    ] as const) {
      const { value, changed } = await tablesChangedBy(db(), () => env.call(adminUsers.add, payload, { token: admin.token }));
      expect(value.body.retCode).toBe(code);
      expect(changed).toEqual([]);
    }
  });

  it('edits a user; deactivating ends their sessions and a region refuses them within 5 s', async () => {
    const user = await buildOperator(db(), { menus: ['modelManage'] });
    expect(await regionStatus(user.token)).toBe(200);
    const res = await env.call(adminUsers.edit, {
      userId: user.id, userName: 'Renamed', account: user.account, userEmail: 'renamed@example.test', roleId: user.roleId, active: 0,
    }, { token: admin.token });
    expect(res.body).toMatchObject({ retCode: 0, data: { name: 'Renamed', active: 0 } });
    await eventually(async () => (await regionStatus(user.token)) === 401, 5_000);
    const audit = await db().select().from(accountAuditLog).where(eq(accountAuditLog.showKey, 'adminUserEdit'));
    expect(audit.at(-1)!.detail).toMatchObject({ changes: expect.arrayContaining([{ field: 'active', before: 1, after: 0 }]) });
  });

  it('never edits, deletes or forces out the operator themselves (15040); root only root changes (15093, a logged attempt)', async () => {
    const root = await rootId();
    const me = (await userRow(admin.id));
    const ownAttempts: (() => Promise<CallResult>)[] = [
      () => env.call(adminUsers.edit, { userId: admin.id, userName: 'x', account: me.account, userEmail: 'x@example.test', roleId: me.roleId }, { token: admin.token }),
      () => env.call(adminUsers.remove, { userId: admin.id, password: digestPassword(admin.password) }, { token: admin.token }),
      () => env.call(adminUsers.endAllUserSessions, { userId: admin.id }, { token: admin.token }),
      () => env.call(adminUsers.closeMfa, { id: admin.id, password: digestPassword(admin.password) }, { token: admin.token }),
    ];
    for (const attempt of ownAttempts) {
      const { value, changed } = await tablesChangedBy(db(), attempt);
      expect(value.body.retCode).toBe(RetCode.UserProtected);
      expect(changed).toEqual([]);
    }
    const rootAttempts: (() => Promise<CallResult>)[] = [
      () => env.call(adminUsers.edit, { userId: root, userName: 'x', account: 'root', userEmail: 'x@example.test', roleId: me.roleId }, { token: admin.token }),
      () => env.call(adminUsers.remove, { userId: root, password: digestPassword(admin.password) }, { token: admin.token }),
      () => env.call(adminUsers.endAllUserSessions, { userId: root }, { token: admin.token }),
    ];
    for (const attempt of rootAttempts) {
      const { value, changed } = await tablesChangedBy(db(), attempt);
      expect(value.body.retCode).toBe(RetCode.RootOnly);
      expect(changed).toEqual(['audit_log']);
    }
  });

  it("deletes a user only with the operator's right password: a wrong one (10024) deletes nothing and locks nothing", async () => {
    const user = await buildOperator(db(), { menus: ['modelManage'] });
    expect(await regionStatus(user.token)).toBe(200);
    const wrong = await tablesChangedBy(db(), () => env.call(adminUsers.remove, { userId: user.id, password: digestPassword('wrong-one1') }, { token: admin.token }));
    expect(wrong.value.body.retCode).toBe(RetCode.WrongPassword);
    expect(wrong.changed).toEqual([]);
    const right = await env.call(adminUsers.remove, { userId: user.id, password: digestPassword(admin.password) }, { token: admin.token });
    expect(right.body.retCode).toBe(0);
    expect(await userRow(user.id)).toBeUndefined();
    expect(await db().select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    await eventually(async () => (await regionStatus(user.token)) === 401, 5_000);
    expect((await env.call(adminUsers.remove, { userId: user.id, password: digestPassword(admin.password) }, { token: admin.token })).body.retCode)
      .toBe(RetCode.NotFound);
  });

  it("removes another user's enabled second factor; 10056 when it is not enabled", async () => {
    const user = await buildOperator(db(), { menus: ['dashboard'], totpSecret: 'JBSWY3DPEHPK3PXP' });
    const mine = digestPassword(admin.password);
    expect((await env.call(adminUsers.closeMfa, { id: user.id, password: mine }, { token: admin.token })).body.retCode).toBe(0);
    expect(await userRow(user.id)).toMatchObject({ googleAuth: 0, totpSecret: null });
    const again = await tablesChangedBy(db(), () => env.call(adminUsers.closeMfa, { id: user.id, password: mine }, { token: admin.token }));
    expect(again.value.body.retCode).toBe(RetCode.MfaNotEnabled);
    expect(again.changed).toEqual([]);
  });

  it("clears another user's abandoned two-factor setup (pending), audited from 2 to 0", async () => {
    const user = await buildOperator(db(), { menus: ['dashboard'] });
    await db().update(users).set({ googleAuth: 2, totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DP', mfaPendingUntil: new Date(Date.now() + 600_000) }).where(eq(users.id, user.id));
    const res = await env.call(adminUsers.closeMfa, { id: user.id, password: digestPassword(admin.password) }, { token: admin.token });
    expect(res.body.retCode).toBe(0);
    expect(await userRow(user.id)).toMatchObject({ googleAuth: 0, totpSecret: null, mfaPendingUntil: null });
    const audit = (await db().select().from(accountAuditLog).where(eq(accountAuditLog.showKey, 'adminUserMfaRemove'))).find((a) => a.detail.subject === user.account);
    expect(audit?.detail.changes).toEqual([{ field: 'googleAuth', before: 2, after: 0 }]);
  });

  it("removes another user's second factor only with the operator's own password, like delete: none (50005) or a wrong one (10024) removes nothing and locks nothing", async () => {
    const user = await buildOperator(db(), { menus: ['dashboard'], totpSecret: 'JBSWY3DPEHPK3PXP' });
    const attempts = [
      { call: () => env.call(adminUsers.closeMfa, { id: user.id } as { id: number; password: string }, { token: admin.token }), code: RetCode.InvalidParameters },
      { call: () => env.call(adminUsers.closeMfa, { id: user.id, password: digestPassword('wrong-one1') }, { token: admin.token }), code: RetCode.WrongPassword },
      // The removed operator's password is not the acting operator's.
      { call: () => env.call(adminUsers.closeMfa, { id: user.id, password: digestPassword(user.password) }, { token: admin.token }), code: RetCode.WrongPassword },
    ];
    for (const attempt of attempts) {
      const { value, changed } = await tablesChangedBy(db(), attempt.call);
      expect(value.body.retCode).toBe(attempt.code);
      expect(changed).toEqual([]);
    }
    const zh = await env.call(adminUsers.closeMfa, { id: user.id, password: digestPassword('wrong-one1') }, { token: admin.token, lang: 'zh' });
    expect(zh.body.msg).toBe('密码错误');
    expect(await userRow(user.id)).toMatchObject({ googleAuth: 1 });
    expect((await env.call(adminUsers.closeMfa, { id: user.id, password: digestPassword(admin.password) }, { token: admin.token })).body.retCode).toBe(0);
    expect(await userRow(user.id)).toMatchObject({ googleAuth: 0 });
  });

  it("lists a user's sessions with their browser; ending one makes that credential fail at the region within 5 s", async () => {
    const user = await buildOperator(db(), { menus: ['modelManage'] });
    await env.call(auth.sessionLogin, {}, { token: user.token, headers: { 'user-agent': 'TestBrowser/1.0' } });
    expect(await regionStatus(user.token)).toBe(200);
    const list = await env.call(adminUsers.userSessions, { userId: user.id }, { token: admin.token });
    const sessionId = await sessionIdOf(db(), user.token);
    expect(list.body.data.result).toEqual([expect.objectContaining({ id: sessionId, ip: '127.0.0.1', browser: 'TestBrowser/1.0', isCurrent: false })]);
    expect((await env.call(adminUsers.endUserSession, { userId: user.id, sessionId }, { token: admin.token })).body.retCode).toBe(0);
    await eventually(async () => (await regionStatus(user.token)) === 401, 5_000);
    expect((await env.call(adminUsers.userSessions, { userId: user.id }, { token: admin.token })).body.data.result).toEqual([]);
    const again = await tablesChangedBy(db(), () => env.call(adminUsers.endUserSession, { userId: user.id, sessionId }, { token: admin.token }));
    expect(again.value.body.retCode).toBe(RetCode.NotFound);
    expect(again.changed).toEqual([]);
  });

  it('forces a user out: every session ends', async () => {
    const user = await buildOperator(db(), { menus: ['modelManage'] });
    const res = await env.call(adminUsers.endAllUserSessions, { userId: user.id }, { token: admin.token });
    expect(res.body).toMatchObject({ retCode: 0, data: { ended: 1 } });
    expect((await env.call(adminUsers.mySessions, {}, { token: user.token })).status).toBe(401);
  });

  it("the operator's own sessions: listed with the current one marked; ending one of them ends only that one", async () => {
    const me = await buildOperator(db(), { menus: ['dashboard'] });
    const mine = await env.call(adminUsers.mySessions, {}, { token: me.token });
    expect(mine.body.data.result).toEqual([expect.objectContaining({ isCurrent: true })]);
    const other = await buildOperator(db(), { menus: ['dashboard'] });
    const foreign = await tablesChangedBy(db(), async () => env.call(adminUsers.endMySession, { sessionId: await sessionIdOf(db(), other.token) }, { token: me.token }));
    expect(foreign.value.body.retCode).toBe(RetCode.NotFound);
    expect(foreign.changed).toEqual([]);
    expect((await env.call(adminUsers.endMySession, { sessionId: mine.body.data.result[0].id }, { token: me.token })).body.retCode).toBe(0);
    expect((await env.call(adminUsers.mySessions, {}, { token: me.token })).status).toBe(401);
    expect((await env.call(adminUsers.mySessions, {}, { token: other.token })).status).toBe(200);
  });
});
