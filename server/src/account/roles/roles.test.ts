import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminUsers, auth, deviceTypes, RetCode, roles } from '@gwn/contract';
import { accountAuditLog, roles as roleTable } from '../../db/account-schema.ts';
import { eventually } from '../../../test/eventually.ts';
import { buildOperator, buildRole } from '../../../test/factories.ts';
import { tablesChangedBy } from '../../../test/contract/table-digest.ts';
import { useTestSystem } from '../../../test/test-system.ts';

describe('roles: list, menu tree, add, edit, delete', () => {
  const env = useTestSystem({ regions: ['US'] });
  // A super administrator: which roles it may change is the delegation rule's, tested in shared/delegation.test.ts.
  const admin = env.operator();
  const db = () => env.accountDb;
  const roleRow = async (id: number) => (await db().select().from(roleTable).where(eq(roleTable.id, id)))[0];
  const builtInId = async () => (await db().select({ id: roleTable.id }).from(roleTable).where(eq(roleTable.edit, 1)))[0].id;
  const unchanged = async (attempt: () => Promise<{ body: { retCode: number } }>, code: number) => {
    const { value, changed } = await tablesChangedBy(db(), attempt);
    expect(value.body.retCode).toBe(code);
    expect(changed).toEqual([]);
  };

  it('adds a role from the editor keys: a ticked child brings its parent, the always-granted menus come along', async () => {
    const res = await env.call(roles.add, { roleName: 'Device types only', resourceKeyList: ['modelManage', 'deviceTypeAdd', 'users'] }, { token: admin.token });
    expect(res.body).toMatchObject({ retCode: 0, data: { roleName: 'Device types only', edit: 0, userCount: 0 } });
    const row = await roleRow(res.body.data.id);
    expect(row.menuIds).toEqual(expect.arrayContaining(['modelManage', 'users', 'userManage', 'dashboard', 'welcome']));
    expect(row.actionKeys).toEqual(['deviceTypeAdd']);
    const tree = await env.call(roles.functionTree, { id: row.id }, { token: admin.token });
    const modelManage = tree.body.data.menus.find((m: { menuId: string }) => m.menuId === 'modelManage');
    expect(modelManage).toMatchObject({ inuse: true, authorityInUse: ['deviceTypeAdd'] });
    expect(modelManage!.authority).toEqual(expect.arrayContaining(['deviceTypeAdd', 'deviceTypeEdit', 'deviceTypeDelete']));
    expect(tree.body.data.menus.find((m: { menuId: string }) => m.menuId === 'dashboard')).toMatchObject({ inuse: true });
    const audit = await db().select().from(accountAuditLog).where(eq(accountAuditLog.showKey, 'roleAdd'));
    expect(audit.at(-1)!.detail).toMatchObject({ subject: 'Device types only' });
  });

  it('refuses a parent without a child, an action without its menu and an unknown key (50005), and a duplicate name (10051)', async () => {
    await env.call(roles.add, { roleName: 'Taken', resourceKeyList: [] }, { token: admin.token });
    await unchanged(() => env.call(roles.add, { roleName: 'p1', resourceKeyList: ['userManage'] }, { token: admin.token }), RetCode.InvalidParameters);
    await unchanged(() => env.call(roles.add, { roleName: 'p2', resourceKeyList: ['deviceTypeAdd'] }, { token: admin.token }), RetCode.InvalidParameters);
    await unchanged(() => env.call(roles.add, { roleName: 'p3', resourceKeyList: ['nope'] }, { token: admin.token }), RetCode.InvalidParameters);
    await unchanged(() => env.call(roles.add, { roleName: 'TAKEN', resourceKeyList: [] }, { token: admin.token }), RetCode.RoleNameExists);
    await unchanged(() => env.call(roles.add, { roleName: 'x'.repeat(33), resourceKeyList: [] }, { token: admin.token }), RetCode.InvalidParameters);
  });

  it('never edits or deletes a built-in role (15041); a missing one is 1112003', async () => {
    const id = await builtInId();
    await unchanged(() => env.call(roles.edit, { id, roleName: 'Changed', resourceKeyList: [] }, { token: admin.token }), RetCode.RoleBuiltIn);
    await unchanged(() => env.call(roles.remove, { id }, { token: admin.token }), RetCode.RoleBuiltIn);
    await unchanged(() => env.call(roles.remove, { id: 999_999 }, { token: admin.token }), RetCode.RoleMissing);
    await unchanged(() => env.call(roles.edit, { id: 999_999, roleName: 'x', resourceKeyList: [] }, { token: admin.token }), RetCode.RoleMissing);
    expect((await env.call(roles.functionTree, { id: 999_999 }, { token: admin.token })).body.retCode).toBe(RetCode.RoleMissing);
  });

  it('a role in use cannot be deleted (10052); once free it can', async () => {
    const user = await buildOperator(db(), { menus: ['dashboard'] });
    await unchanged(() => env.call(roles.remove, { id: user.roleId }, { token: admin.token }), RetCode.RoleInUse);
    const list = await env.call(roles.list, {}, { token: admin.token });
    expect(list.body.data.result.find((r: { id: number }) => r.id === user.roleId)).toMatchObject({ userCount: 1 });
    const spare = await buildRole(db());
    const sysAdmin = await buildOperator(db(), { menus: ['users'] });
    await env.call(adminUsers.edit, { userId: user.id, userName: 'moved', account: user.account, userEmail: 'moved@example.test', roleId: spare.id }, { token: sysAdmin.token });
    expect((await env.call(roles.remove, { id: user.roleId }, { token: admin.token })).body.retCode).toBe(0);
    expect(await roleRow(user.roleId)).toBeUndefined();
  });

  it('a removed role permission is refused at a region within 5 s, and the menu list drops it', async () => {
    const role = (await env.call(roles.add, { roleName: 'Shrinking', resourceKeyList: ['modelManage'] }, { token: admin.token })).body.data;
    const user = await buildOperator(db(), { menus: ['dashboard'] });
    const sysAdmin = await buildOperator(db());
    await env.call(adminUsers.edit, { userId: user.id, userName: 'shrink', account: user.account, userEmail: 'shrink@example.test', roleId: role.id }, { token: sysAdmin.token });
    const regionStatus = async () => (await env.call(deviceTypes.deviceTypeList, {}, { token: user.token, region: 'US' })).status;
    await eventually(async () => (await regionStatus()) === 200, 5_000);
    expect((await env.call(roles.edit, { id: role.id, roleName: 'Shrinking', resourceKeyList: ['featureList'] }, { token: admin.token })).body.retCode).toBe(0);
    await eventually(async () => (await regionStatus()) === 403, 5_000);
    const menus = (await env.call(auth.menuList, {}, { token: user.token })).body.data.menus.map((m: { menuId: string }) => m.menuId);
    expect(menus).toContain('featureList');
    expect(menus).not.toContain('modelManage');
  });
});
