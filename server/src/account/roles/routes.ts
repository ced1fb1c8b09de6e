import { roles } from '@gwn/contract';
import type { AccountArea } from '../shared/account-context.ts';
import { roleService } from './service.ts';

/** Roles: the list, the editor's menu tree, add, edit and delete. */
export const registerRoles: AccountArea = (host) => {
  const service = roleService();
  host.handleAll(roles, service);
};
