import { ALL_ACTION_KEYS, MENU_IDS, RetCode, type ParsedRequestOf, type ResponseOf, type roles } from '@gwn/contract';
import { ApiError, invalid } from '../../core/api-error.ts';
import type { AccountCall } from '../shared/account-context.ts';
import { roleRepo, type RoleRecord } from './repo.ts';
import { grantsFrom, roleMenuTree } from './role-tree.ts';

type RoleInput = ParsedRequestOf<typeof roles.add>;

/** What the audit entry records of a role. */
const audited = (r: Pick<RoleRecord, 'roleName' | 'description' | 'menuIds' | 'actionKeys'>) =>
  ({ roleName: r.roleName, description: r.description, menuIds: [...r.menuIds].sort(), actionKeys: [...r.actionKeys].sort() });

/** Roles (spec 3 "Roles", §3–§6): a role is a set of menus and per-menu actions. */
export function roleService() {
  /** The role a call changes, locked; 1112003 when there is none, 15041 when it is built in. */
  async function editable(call: AccountCall, id: number): Promise<RoleRecord> {
    const role = await roleRepo(call.db).findForUpdate(id);
    if (!role) throw new ApiError(RetCode.RoleMissing);
    if (role.edit !== 0) throw new ApiError(RetCode.RoleBuiltIn);
    return role;
  }

  /** The role's name is free and its keys make a valid tree, else the refusal. */
  async function checked(call: AccountCall, input: RoleInput, exceptId: number | null) {
    const grants = grantsFrom(input.resourceKeyList);
    if (!grants.ok) throw invalid({ resourceKeyList: grants.reason });
    if (await roleRepo(call.db).nameTaken(input.roleName, exceptId)) throw new ApiError(RetCode.RoleNameExists);
    return { roleName: input.roleName, description: input.description, menuIds: grants.menuIds, actionKeys: grants.actionKeys };
  }

  async function reply(call: AccountCall, id: number): Promise<roles.RoleRow> {
    const repo = roleRepo(call.db);
    const role = (await repo.find(id))!;
    return { id: role.id, roleName: role.roleName, description: role.description, edit: role.edit, userCount: await repo.userCount(id) };
  }

  return {
    async list(_input: unknown, call: AccountCall): Promise<ResponseOf<typeof roles.list>> {
      return { result: await roleRepo(call.db).listWithUse() };
    },

    async functionTree(input: ParsedRequestOf<typeof roles.functionTree>, call: AccountCall): Promise<ResponseOf<typeof roles.functionTree>> {
      if (input.id === undefined) return { roleName: '', description: '', edit: 0, menus: roleMenuTree({ menuIds: [], actionKeys: [] }) };
      const role = await roleRepo(call.db).find(input.id);
      if (!role) throw new ApiError(RetCode.RoleMissing);
      // A super administrator's role grants everything, whatever its lists say.
      const grants = role.superAdmin ? { menuIds: [...MENU_IDS], actionKeys: [...ALL_ACTION_KEYS] } : role;
      return { roleName: role.roleName, description: role.description, edit: role.edit, menus: roleMenuTree(grants) };
    },

    async add(input: RoleInput, call: AccountCall): Promise<ResponseOf<typeof roles.add>> {
      const values = await checked(call, input, null);
      const id = await roleRepo(call.db).insert(values);
      call.audit.subject(values.roleName);
      call.audit.change(null, audited(values));
      return reply(call, id);
    },

    /** Its users' credentials carry the new permissions at every region within the session cache time. */
    async edit(input: ParsedRequestOf<typeof roles.edit>, call: AccountCall): Promise<ResponseOf<typeof roles.edit>> {
      const before = await editable(call, input.id);
      const values = await checked(call, input, before.id);
      await roleRepo(call.db).update(before.id, values);
      call.audit.subject(values.roleName);
      call.audit.change(audited(before), audited(values));
      return reply(call, before.id);
    },

    async remove(input: ParsedRequestOf<typeof roles.remove>, call: AccountCall): Promise<null> {
      const role = await editable(call, input.id);
      const repo = roleRepo(call.db);
      if ((await repo.userCount(role.id)) > 0) throw new ApiError(RetCode.RoleInUse);
      await repo.delete(role.id);
      call.audit.subject(role.roleName);
      call.audit.change(audited(role), null);
      return null;
    },
  };
}
