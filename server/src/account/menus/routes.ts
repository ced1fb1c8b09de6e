import { auth, IMPLEMENTED_MENUS, MENU_TREE } from '@gwn/contract';
import { registerEndpoint, type EndpointHost } from '../../core/register-endpoint.ts';
import { requirePrincipal } from '../../core/request-context.ts';
import { menusForRole } from './menus-for-role.ts';

export function registerMenuRoutes(host: EndpointHost): void {
  registerEndpoint(host, auth.menuList, async (_input, ctx) => ({
    menus: menusForRole(MENU_TREE, requirePrincipal(ctx), IMPLEMENTED_MENUS),
  }));
}
