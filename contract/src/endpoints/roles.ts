import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { LIMITS } from '../limits.ts';
import { requiredText } from './common.ts';
import { serverId } from './admin-users.ts';

const id = z.coerce.number().int().positive().max(LIMITS.intMax);

export const roleRow = z.object({
  id: z.number().int(),
  roleName: z.string(),
  description: z.string(),
  /** 0: editable; non-zero: built in, cannot be edited or deleted. */
  edit: z.number().int(),
  /** Admin users holding the role: it cannot be deleted while this is above 0. */
  userCount: z.number().int(),
  /** The caller may edit and delete it: not built in, not their own, and nothing in it they lack (docs: "Delegation"). */
  mayEdit: z.boolean(),
});
export type RoleRow = z.infer<typeof roleRow>;

/** One node of the role editor's tree (spec 3 §3): the catalogue, with what the role grants. */
export interface RoleMenuNode {
  menuId: string;
  hidden: boolean;
  hasChild: '0' | '1';
  /** The role grants this menu. */
  inuse: boolean;
  /** The menu's action keys and which of them the role grants. */
  authority: string[];
  authorityInUse: string[];
  /** The caller holds this menu (a group: one of its screens), so may tick it; what they lack stays as it is. */
  grantable: boolean;
  /** The menu's action keys the caller holds, so may tick. */
  authorityGrantable: string[];
  children: RoleMenuNode[];
}
const roleMenuNode: z.ZodType<RoleMenuNode> = z.lazy(() => z.object({
  menuId: z.string(), hidden: z.boolean(), hasChild: z.enum(['0', '1']), inuse: z.boolean(),
  authority: z.array(z.string()), authorityInUse: z.array(z.string()),
  grantable: z.boolean(), authorityGrantable: z.array(z.string()), children: z.array(roleMenuNode),
}));
z.globalRegistry.add(roleMenuNode, { id: 'RoleMenuNode' });

export const list = endpoint({
  service: 'account', method: 'POST', path: '/admin/role/list', guard: 'role', audit: null,
  summary: 'Every role, built-in ones first',
  request: z.object({ serverId }),
  response: z.object({ result: z.array(roleRow) }),
});

export const functionTree = endpoint({
  service: 'account', method: 'POST', path: '/admin/role/function/tree', guard: 'role', audit: null,
  summary: 'The menu tree for the role editor; with an id, ticked as that role grants (1112003 when there is none)',
  request: z.object({ serverId, id: id.optional() }),
  response: z.object({ roleName: z.string(), description: z.string(), edit: z.number().int(), menus: z.array(roleMenuNode) }),
});

const roleFields = {
  roleName: requiredText(LIMITS.roleNameMax),
  description: z.string().trim().max(255).default(''),
  /** Menu ids and action keys the role grants (spec: resourceKeyList). */
  resourceKeyList: z.array(z.string().max(64)).max(200),
  serverId,
};

export const add = endpoint({
  service: 'account', method: 'POST', path: '/admin/role/add', guard: 'role', audit: 'roleAdd',
  summary: 'Creates a role; 10051 when the name exists, 50005 for an unknown key or a parent without a child, 15090 for a permission the caller lacks',
  request: z.object(roleFields),
  response: roleRow,
});

export const edit = endpoint({
  service: 'account', method: 'POST', path: '/admin/role/edit', guard: 'role', audit: 'roleEdit',
  summary: 'Changes a role (not a built-in one: 15041, not one the caller holds: 15094, nothing the caller lacks: 15090/15092); its users see the change within seconds everywhere',
  request: z.object({ id, ...roleFields }),
  response: roleRow,
});

export const remove = endpoint({
  service: 'account', method: 'POST', path: '/admin/role/delete', guard: 'role', audit: 'roleDelete',
  summary: 'Deletes a role; 10052 while a user holds it, 15041 for a built-in one, 1112003 when there is none',
  request: z.object({ id, serverId }),
  response: z.null(),
});
