import { useQuery } from '@tanstack/react-query';
import { auth, type MenuItem } from '@gwn/contract';
import { setMenuButList, useCurrentRegion } from '../lib/session-storage.ts';
import { api } from './client.ts';
import { accountKey } from './query-keys.ts';

/** Every permission code the menu list grants: the menu ids and their action keys (stored as menuButList). */
export function permissionCodes(menus: readonly MenuItem[]): string[] {
  return menus.flatMap((m) => [m.menuId, ...m.authority, ...permissionCodes(m.children)]);
}

/** Menus the side menu shows: hidden ones (reached from the header) are dropped at every level. */
export function visibleMenus(menus: readonly MenuItem[]): MenuItem[] {
  return menus.filter((m) => !m.hidden).map((m) => ({ ...m, children: visibleMenus(m.children) }));
}

async function fetchMenus(): Promise<MenuItem[]> {
  const { menus } = await api(auth.menuList, {});
  setMenuButList(permissionCodes(menus));
  return menus;
}

/** The operator's menu list; reloaded when the region changes (spec 1 §4), and stored as menuButList. */
export function useMenuList() {
  const region = useCurrentRegion();
  return useQuery({ queryKey: accountKey('menus', region), queryFn: fetchMenus, staleTime: Infinity });
}
