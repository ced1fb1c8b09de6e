import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { auth, type MenuItem } from '@gwn/contract/console';
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

/**
 * How often a visible console asks for its menus again: a role changed while the operator is signed in
 * reaches the side menu, the buttons and the screen gate within this plus one call (issue 23: within 5 s).
 */
export const MENU_POLL_MS = 3_000;

/** The prefix of the menu list's query in every region: invalidate it to ask again at once (after a 403). */
export const MENUS_KEY = accountKey('menus');

async function fetchMenus(): Promise<MenuItem[]> {
  // Quiet: a poll that fails while the network is down must not repeat a red message every few seconds.
  const { menus } = await api(auth.menuList, {}, { quiet: true });
  setMenuButList(permissionCodes(menus));
  return menus;
}

/**
 * The operator's menu list; reloaded when the region changes (spec 1 §4) and every MENU_POLL_MS while the tab
 * is visible, and stored as menuButList (what usePermission reads). While another region's list loads the previous
 * one stays, so a region switch does not unmount the open screen (app/layout/screen-gate.tsx waits for a list).
 */
export function useMenuList() {
  const region = useCurrentRegion();
  return useQuery({ queryKey: [...MENUS_KEY, region], queryFn: fetchMenus, staleTime: Infinity, refetchInterval: MENU_POLL_MS,
    placeholderData: keepPreviousData });
}
