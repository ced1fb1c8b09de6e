import { roles } from '@gwn/contract';
import type { AccountArea } from '../shared/account-context.ts';
import { roleService } from './service.ts';

/** Roles: the list, the editor's menu tree, add, edit and delete. */
export const registerRoles: AccountArea = (host) => {
  const service = roleService();
  host.handle(roles.list, service.list);
  host.handle(roles.functionTree, service.functionTree);
  host.handle(roles.add, service.add);
  host.handle(roles.edit, service.edit);
  host.handle(roles.remove, service.remove);
};
