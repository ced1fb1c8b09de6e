import { MENU_TREE } from '@gwn/contract';
import { requirePrincipal } from '../../core/call.ts';
import { AUTH_SLICES } from '../endpoint-splits.ts';
import type { AccountArea } from '../shared/account-context.ts';
import { menusForRole } from './menus-for-role.ts';

/** The side menu of the signed-in operator. */
export const registerMenus: AccountArea = (host) => {
  host.handleAll(AUTH_SLICES.menus, {
    menuList: async (_input, call) => ({ menus: menusForRole(MENU_TREE, requirePrincipal(call)) }),
  });
};
