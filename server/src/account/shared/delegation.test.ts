import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminUsers, RetCode, roles } from '@gwn/contract';
import { accountAuditLog, adminUsers as users, roles as roleTable } from '../../db/account-schema.ts';
import { buildOperator, buildRole, sessionIdOf, type BuiltOperator } from '../../../test/factories.ts';
import { tablesChangedBy } from '../../../test/contract/table-digest.ts';
import { useTestSystem } from '../../../test/test-system.ts';
import { digestPassword } from './password.ts';
import { sessionRepo } from './session-repo.ts';
import { hashToken, newToken } from './session-token.ts';

type Reply = { body: { retCode: number; msg: string } };
interface Target { id: number; account: string; token: string }

/*
 * Issue 23, items 1-3: every way a delegated operator could reach beyond their own permissions is refused by
 * the service with its own retCode, and the only thing written is the refused attempt in the account log.
 */
describe('delegated administration cannot escalate', () => {
  const env = useTestSystem({ regions: ['US'] });
  const db = () => env.accountDb;
  const usersHolder = env.operator({ menus: ['users'] });
  const roleHolder = env.operator({ menus: ['role'] });
  const superAdminRoleId = async () =>
    (await db().select({ id: roleTable.id }).from(roleTable).where(and(eq(roleTable.superAdmin, true), eq(roleTable.edit, 1))))[0].id;
  const userRow = async (id: number) => (await db().select().from(users).where(eq(users.id, id)))[0];
  const password = digestPassword('Secret-pass1');
  const newUser = (roleId: number, tag: string) =>
    ({ userName: `User ${tag}`, account: `acct-${tag}`, userEmail: `${tag}@example.test`, roleId, password, confirmPassword: password });
  const editOf = (target: { id: number; account: string }, roleId: number, more: { active?: 0 | 1; userEmail?: string } = {}) =>
    ({ userId: target.id, userName: `Name ${target.account}`, account: target.account, userEmail: `${target.account}@example.test`, roleId, ...more });

  /** root, with a live session and its second factor on (so removing it would succeed but for the rule). */
  async function rootTarget(): Promise<Target> {
    const [root] = await db().select({ id: users.id }).from(users).where(eq(users.account, 'root'));
    await db().update(users).set({ googleAuth: 1, clientType: 1, totpSecret: 'JBSWY3DPEHPK3PXP' }).where(eq(users.id, root.id));
    const token = newToken();
    await sessionRepo(db()).create({ tokenHash: hashToken(token), userId: root.id, region: 'US', lang: 'en', ip: '127.0.0.1' });
    return { id: root.id, account: 'root', token };
  }

  /** Every act on a user the issue names, as `operator` would try it on `target` (keeping or giving `roleId`). */
  async function actsOn(operator: BuiltOperator, target: Target, roleId: number) {
    const sessionId = await sessionIdOf(db(), target.token);
    return [
      ['adminUserEdit', () => env.call(adminUsers.edit, editOf(target, roleId, { userEmail: 'taken-over@example.test' }), { token: operator.token })],
      ['adminUserEdit', () => env.call(adminUsers.edit, editOf(target, roleId, { active: 0 }), { token: operator.token })],
      ['adminUserDelete', () => env.call(adminUsers.remove, { userId: target.id, password: digestPassword(operator.password) }, { token: operator.token })],
      ['adminUserSessionEnd', () => env.call(adminUsers.endUserSession, { userId: target.id, sessionId }, { token: operator.token })],
      ['adminUserSignedOut', () => env.call(adminUsers.endAllUserSessions, { userId: target.id }, { token: operator.token })],
      ['adminUserMfaRemove', () => env.call(adminUsers.closeMfa, { id: target.id, password: digestPassword(operator.password) }, { token: operator.token })],
    ] as const;
  }

  /** The attempt is answered with `code` in the caller's language, and the only thing written is its entry in the account log. */
  async function refusedAndLogged(operator: BuiltOperator, attempt: () => Promise<Reply>, code: number, logged: { attempted: string; subject: string; reason: string }) {
    const { value, changed } = await tablesChangedBy(db(), attempt);
    expect(value.body.retCode, `${logged.attempted} on ${logged.subject}`).toBe(code);
    expect(changed, `${logged.attempted} on ${logged.subject} writes only its log entry`).toEqual(['audit_log']);
    const [entry] = await db().select().from(accountAuditLog).orderBy(desc(accountAuditLog.id)).limit(1);
    expect(entry).toMatchObject({
      showKey: 'delegationRefused', accountName: operator.account, userId: operator.id,
      detail: { subject: logged.subject, facts: expect.objectContaining({ attempted: logged.attempted, reason: logged.reason }) },
    });
  }

  describe('a holder of users', () => {
    it('cannot create a super administrator (15092) nor a user whose role holds what it lacks (15090)', async () => {
      await refusedAndLogged(usersHolder, async () => env.call(adminUsers.add, newUser(await superAdminRoleId(), 'su1'), { token: usersHolder.token }),
        RetCode.SuperAdminOnly, { attempted: 'adminUserAdd', subject: 'acct-su1', reason: 'superAdminOnly' });
      const wider = await buildRole(db(), { menus: ['users', 'modelManage'] });
      await refusedAndLogged(usersHolder, () => env.call(adminUsers.add, newUser(wider.id, 'su2'), { token: usersHolder.token }),
        RetCode.GrantBeyondOwn, { attempted: 'adminUserAdd', subject: 'acct-su2', reason: 'lacksPermissions' });
      const [entry] = await db().select().from(accountAuditLog).orderBy(desc(accountAuditLog.id)).limit(1);
      expect(entry.detail.facts).toMatchObject({ role: wider.roleName, lacking: ['modelManage'] });
    });

    it('cannot edit a user it may manage into a super administrator (15092)', async () => {
      const narrow = await buildRole(db(), { menus: ['users'] });
      const user = await buildOperator(db(), { menus: ['users'] });
      await db().update(users).set({ roleId: narrow.id }).where(eq(users.id, user.id));
      await refusedAndLogged(usersHolder, async () => env.call(adminUsers.edit, editOf(user, await superAdminRoleId()), { token: usersHolder.token }),
        RetCode.SuperAdminOnly, { attempted: 'adminUserEdit', subject: user.account, reason: 'superAdminOnly' });
      expect((await userRow(user.id)).roleId).toBe(narrow.id);
    });

    it('cannot edit, deactivate, delete, force out or remove the second factor of a super administrator (15092)', async () => {
      const superAdmin = await buildOperator(db(), { totpSecret: 'JBSWY3DPEHPK3PXP' });
      for (const [attempted, attempt] of await actsOn(usersHolder, superAdmin, superAdmin.roleId)) {
        await refusedAndLogged(usersHolder, attempt, RetCode.SuperAdminOnly, { attempted, subject: superAdmin.account, reason: 'superAdminOnly' });
      }
      expect(await userRow(superAdmin.id)).toMatchObject({ active: 1, googleAuth: 1, email: `${superAdmin.account}@example.test` });
    });

    it('cannot touch root, whose second factor it could remove before (15093)', async () => {
      const root = await rootTarget();
      const rootRole = (await userRow(root.id)).roleId;
      for (const [attempted, attempt] of await actsOn(usersHolder, root, rootRole)) {
        await refusedAndLogged(usersHolder, attempt, RetCode.RootOnly, { attempted, subject: 'root', reason: 'rootOnly' });
      }
      expect(await userRow(root.id)).toMatchObject({ active: 1, googleAuth: 1 });
    });

    it('not even a super administrator changes root (15093); root is changed only by root', async () => {
      const superAdmin = await buildOperator(db());
      const root = await rootTarget();
      await refusedAndLogged(superAdmin, () => env.call(adminUsers.closeMfa, { id: root.id, password: digestPassword(superAdmin.password) }, { token: superAdmin.token }),
        RetCode.RootOnly, { attempted: 'adminUserMfaRemove', subject: 'root', reason: 'rootOnly' });
    });

    it('cannot act on a user whose role holds a permission it lacks (15091), and says so in both languages', async () => {
      const wider = await buildOperator(db(), { menus: ['users', 'modelManage'] });
      for (const [attempted, attempt] of await actsOn(usersHolder, wider, wider.roleId)) {
        await refusedAndLogged(usersHolder, attempt, RetCode.UserBeyondOwnGrants, { attempted, subject: wider.account, reason: 'lacksPermissions' });
      }
      const zh = await env.call(adminUsers.endAllUserSessions, { userId: wider.id }, { token: usersHolder.token, lang: 'zh' });
      expect(zh.body).toMatchObject({ retCode: RetCode.UserBeyondOwnGrants, msg: '该用户拥有您没有的权限，您不能更改该用户' });
    });

    it('may still manage users within its own permissions, and gives only roles it holds', async () => {
      const manager = await buildOperator(db(), { menus: ['users', 'modelManage'], actions: ['deviceTypeAdd'] });
      const within = await buildRole(db(), { menus: ['modelManage'], actions: ['deviceTypeAdd'] });
      const beyond = await buildRole(db(), { menus: ['modelManage'], actions: ['deviceTypeDelete'] });
      const added = await env.call(adminUsers.add, newUser(within.id, 'ok1'), { token: manager.token });
      expect(added.body).toMatchObject({ retCode: 0, data: { mayManage: true } });
      const edited = await env.call(adminUsers.edit, editOf({ id: added.body.data.id, account: 'acct-ok1' }, within.id, { active: 0 }), { token: manager.token });
      expect(edited.body.retCode).toBe(0);

      const options = (await env.call(adminUsers.roleOptions, {}, { token: manager.token })).body.data.result.map((r: { id: number }) => r.id);
      expect(options).toContain(within.id);
      expect(options).not.toContain(beyond.id);
      expect(options).not.toContain(await superAdminRoleId());

      const rows = (await env.call(adminUsers.list, { pageSize: 50 }, { token: manager.token })).body.data.result as adminUsers.AdminUserRow[];
      const mayManage = (account: string) => rows.find((r) => r.account === account)?.mayManage;
      expect(mayManage('acct-ok1')).toBe(true);
      expect(mayManage('root')).toBe(false);
      expect(mayManage(manager.account)).toBe(false);
      expect(mayManage(usersHolder.account)).toBe(true);
    });
  });

  describe('a holder of role', () => {
    it('cannot edit its own role, not even to add users (15094)', async () => {
      const own = (await db().select().from(roleTable).where(eq(roleTable.id, roleHolder.roleId)))[0];
      await refusedAndLogged(roleHolder, () => env.call(roles.edit, { id: own.id, roleName: own.roleName, resourceKeyList: ['role', 'users'] }, { token: roleHolder.token }),
        RetCode.OwnRoleLocked, { attempted: 'roleEdit', subject: own.roleName, reason: 'ownRole' });
      await refusedAndLogged(roleHolder, () => env.call(roles.remove, { id: own.id }, { token: roleHolder.token }),
        RetCode.OwnRoleLocked, { attempted: 'roleDelete', subject: own.roleName, reason: 'ownRole' });
    });

    it('cannot create a role with permissions it lacks (15090)', async () => {
      await refusedAndLogged(roleHolder, () => env.call(roles.add, { roleName: 'Grab users', resourceKeyList: ['role', 'users'] }, { token: roleHolder.token }),
        RetCode.GrantBeyondOwn, { attempted: 'roleAdd', subject: 'Grab users', reason: 'lacksPermissions' });
    });

    it('cannot widen another role beyond itself (15090), nor edit or delete one holding what it lacks', async () => {
      const narrow = await buildRole(db(), { menus: ['role'] });
      await refusedAndLogged(roleHolder, () => env.call(roles.edit, { id: narrow.id, roleName: narrow.roleName, resourceKeyList: ['role', 'users'] }, { token: roleHolder.token }),
        RetCode.GrantBeyondOwn, { attempted: 'roleEdit', subject: narrow.roleName, reason: 'lacksPermissions' });
      const wider = await buildRole(db(), { menus: ['role', 'changeLog'] });
      await refusedAndLogged(roleHolder, () => env.call(roles.edit, { id: wider.id, roleName: wider.roleName, resourceKeyList: ['role'] }, { token: roleHolder.token }),
        RetCode.GrantBeyondOwn, { attempted: 'roleEdit', subject: wider.roleName, reason: 'lacksPermissions' });
      await refusedAndLogged(roleHolder, () => env.call(roles.remove, { id: wider.id }, { token: roleHolder.token }),
        RetCode.GrantBeyondOwn, { attempted: 'roleDelete', subject: wider.roleName, reason: 'lacksPermissions' });
    });

    it("cannot edit a role held by a super administrator (15092)", async () => {
      const superAdmin = await buildOperator(db()); // its role is editable (edit 0) and grants everything
      const role = (await db().select().from(roleTable).where(eq(roleTable.id, superAdmin.roleId)))[0];
      await refusedAndLogged(roleHolder, () => env.call(roles.edit, { id: role.id, roleName: role.roleName, resourceKeyList: ['role'] }, { token: roleHolder.token }),
        RetCode.SuperAdminOnly, { attempted: 'roleEdit', subject: role.roleName, reason: 'superAdminOnly' });
    });

    it('may edit a role within its own permissions; the list and the tree show what it may change and tick', async () => {
      const editor = await buildOperator(db(), { menus: ['role', 'modelManage'], actions: ['deviceTypeAdd'] });
      const narrow = await buildRole(db(), { menus: ['modelManage'] });
      const wider = await buildRole(db(), { menus: ['changeLog'] });
      const saved = await env.call(roles.edit, { id: narrow.id, roleName: narrow.roleName, resourceKeyList: ['modelManage', 'deviceTypeAdd'] }, { token: editor.token });
      expect(saved.body).toMatchObject({ retCode: 0, data: { mayEdit: true } });

      const list = (await env.call(roles.list, {}, { token: editor.token })).body.data.result as roles.RoleRow[];
      const mayEdit = (id: number) => list.find((r) => r.id === id)?.mayEdit;
      expect([mayEdit(narrow.id), mayEdit(wider.id), mayEdit(editor.roleId), mayEdit(await superAdminRoleId())]).toEqual([true, false, false, false]);

      const tree = (await env.call(roles.functionTree, {}, { token: editor.token })).body.data.menus as roles.RoleMenuNode[];
      const node = (id: string) => tree.flatMap((n) => [n, ...n.children]).find((n) => n.menuId === id)!;
      expect(node('modelManage')).toMatchObject({ grantable: true, authorityGrantable: ['deviceTypeAdd'] });
      expect(node('userManage')).toMatchObject({ grantable: true });
      expect(node('users')).toMatchObject({ grantable: false });
      expect(node('changeLog')).toMatchObject({ grantable: false });
      expect(node('systemManage')).toMatchObject({ grantable: false });
    });
  });
});
