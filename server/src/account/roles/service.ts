import { ALL_ACTION_KEYS, MENU_IDS, RetCode, type AuditAction, type roles } from '@gwn/contract';
import { ApiError, invalid } from '../../core/api-error.ts';
import { requirePrincipal } from '../../core/call.ts';
import type { Principal } from '../../core/principal.ts';
import type { AccountCall } from '../shared/account-context.ts';
import { enforceDelegation, holds, refusalToChangeRole, refusalToGrant } from '../shared/delegation.ts';
import { roleRepo, type RoleRecord } from './repo.ts';
import { grantsFrom, roleMenuTree } from './role-tree.ts';
import type { Req, Reply } from '../../core/handlers.ts';

type RoleInput = Req<typeof roles.add>;

/** What the audit entry records of a role. */
const audited = (r: Pick<RoleRecord, 'roleName' | 'description' | 'menuIds' | 'actionKeys'>) =>
  ({ roleName: r.roleName, description: r.description, menuIds: [...r.menuIds].sort(), actionKeys: [...r.actionKeys].sort() });

/** A role as the list shows it to this operator: whether they may edit it follows the delegation rule. */
const toRow = (role: RoleRecord & { userCount: number }, me: Principal): roles.RoleRow => ({
  id: role.id, roleName: role.roleName, description: role.description, edit: role.edit, userCount: role.userCount,
  mayEdit: role.edit === 0 && refusalToChangeRole(me, role) === null,
});

/** Roles (spec 3 "Roles", §3–§6): a role is a set of menus and per-menu actions. */
export function roleService() {
  /**
   * The role a call changes, locked; 1112003 when there is none, 15041 when it is built in, and refused
   * (and logged) when it is the operator's own or holds what they lack.
   */
  async function editable(call: AccountCall, id: number, action: AuditAction): Promise<RoleRecord> {
    const role = await roleRepo(call.db).findForUpdate(id);
    if (!role) throw new ApiError(RetCode.RoleMissing);
    if (role.edit !== 0) throw new ApiError(RetCode.RoleBuiltIn);
    enforceDelegation(refusalToChangeRole(requirePrincipal(call), role), { action, subject: role.roleName });
    return role;
  }

  /** The role's keys make a valid tree of what the operator holds, and its name is free; else the refusal. */
  async function checked(call: AccountCall, input: RoleInput, exceptId: number | null, attempt: { action: AuditAction; subject: string }) {
    const grants = grantsFrom(input.resourceKeyList);
    if (!grants.ok) throw invalid({ resourceKeyList: grants.reason });
    const refusal = refusalToGrant(requirePrincipal(call), { superAdmin: false, ...grants });
    enforceDelegation(refusal, attempt);
    if (await roleRepo(call.db).nameTaken(input.roleName, exceptId)) throw new ApiError(RetCode.RoleNameExists);
    return { roleName: input.roleName, description: input.description, menuIds: grants.menuIds, actionKeys: grants.actionKeys };
  }

  async function reply(call: AccountCall, id: number): Promise<roles.RoleRow> {
    const repo = roleRepo(call.db);
    const role = (await repo.find(id))!;
    return toRow({ ...role, userCount: await repo.userCount(id) }, requirePrincipal(call));
  }

  return {
    async list(_input: unknown, call: AccountCall): Promise<Reply<typeof roles.list>> {
      const me = requirePrincipal(call);
      return { result: (await roleRepo(call.db).listWithUse()).map((role) => toRow(role, me)) };
    },

    /** The editor's tree; what the operator lacks is marked so the editor cannot tick it (the service refuses it anyway). */
    async functionTree(input: Req<typeof roles.functionTree>, call: AccountCall): Promise<Reply<typeof roles.functionTree>> {
      const me = requirePrincipal(call);
      const mayGrant = (code: string) => holds(me, code);
      if (input.id === undefined) return { roleName: '', description: '', edit: 0, menus: roleMenuTree({ menuIds: [], actionKeys: [] }, mayGrant) };
      const role = await roleRepo(call.db).find(input.id);
      if (!role) throw new ApiError(RetCode.RoleMissing);
      // A super administrator's role grants everything, whatever its lists say.
      const grants = role.superAdmin ? { menuIds: [...MENU_IDS], actionKeys: [...ALL_ACTION_KEYS] } : role;
      return { roleName: role.roleName, description: role.description, edit: role.edit, menus: roleMenuTree(grants, mayGrant) };
    },

    async add(input: RoleInput, call: AccountCall): Promise<Reply<typeof roles.add>> {
      const values = await checked(call, input, null, { action: 'roleAdd', subject: input.roleName });
      const id = await roleRepo(call.db).insert(values);
      call.audit.subject(values.roleName);
      call.audit.change(null, audited(values));
      return reply(call, id);
    },

    /** Its users' credentials carry the new permissions at every region within the session cache time. */
    async edit(input: Req<typeof roles.edit>, call: AccountCall): Promise<Reply<typeof roles.edit>> {
      const before = await editable(call, input.id, 'roleEdit');
      const values = await checked(call, input, before.id, { action: 'roleEdit', subject: before.roleName });
      await roleRepo(call.db).update(before.id, values);
      call.audit.subject(values.roleName);
      call.audit.change(audited(before), audited(values));
      return reply(call, before.id);
    },

    async remove(input: Req<typeof roles.remove>, call: AccountCall): Promise<null> {
      const role = await editable(call, input.id, 'roleDelete');
      const repo = roleRepo(call.db);
      if ((await repo.userCount(role.id)) > 0) throw new ApiError(RetCode.RoleInUse);
      await repo.delete(role.id);
      call.audit.subject(role.roleName);
      call.audit.change(audited(role), null);
      return null;
    },
  };
}
