import { useState } from 'react';
import { Menu, Skeleton, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useMatches } from 'react-router';
import type { MenuItem } from '@gwn/contract/console';
import { useMenuList, visibleMenus } from '../../api/menus.ts';
import { isRouteHandle } from '../../lib/route-handle.ts';
import { MENU_ICONS } from './menu-icons.tsx';

type Items = NonNullable<MenuProps['items']>;

function toItems(menus: MenuItem[], label: (id: string) => string): Items {
  return menus.map((m) => (m.children.length > 0
    ? { key: m.menuId, icon: MENU_ICONS[m.menuId], label: label(m.menuId), children: toItems(m.children, label) }
    : { key: m.menuId, icon: MENU_ICONS[m.menuId], label: <Link to={m.route}>{label(m.menuId)}</Link> }));
}

/** The chain of menu ids from the top down to the entry with `id`. */
function pathTo(menus: MenuItem[], id: string): string[] {
  for (const m of menus) {
    if (m.menuId === id) return [m.menuId];
    const below = pathTo(m.children, id);
    if (below.length) return [m.menuId, ...below];
  }
  return [];
}

/** The screen's menu: the deepest route naming one, else the menu whose route is the current path. */
function useSelectedMenuId(menus: MenuItem[]): string | undefined {
  const matches = useMatches();
  const { pathname } = useLocation();
  const fromRoute = matches.flatMap((m) => (isRouteHandle(m.handle) && m.handle.menuId ? [m.handle.menuId] : [])).at(-1);
  if (fromRoute) return fromRoute;
  const flat = (list: MenuItem[]): MenuItem[] => list.flatMap((m) => [m, ...flat(m.children)]);
  return flat(menus).find((m) => m.route === pathname)?.menuId;
}

/** The side menu built from the server's menu list (only entries with hidden false). */
export function SideMenu() {
  const { t } = useTranslation('menu');
  const { data, isPending } = useMenuList();
  const menus = visibleMenus(data ?? []);
  const selected = useSelectedMenuId(menus);
  const parents = selected ? pathTo(menus, selected).slice(0, -1) : [];
  const [openKeys, setOpenKeys] = useState<string[]>([]);
  // Opening a screen (by link, breadcrumb or address) unfolds its group; adjusted while rendering, not in an effect.
  const [openedFor, setOpenedFor] = useState<string | undefined>();
  if (selected !== openedFor && parents.length > 0) {
    setOpenedFor(selected);
    setOpenKeys([...new Set([...openKeys, ...parents])]);
  }
  if (isPending) return <Skeleton active style={{ padding: 16 }} />;
  return (
    <Menu
      className="side-menu"
      mode="inline"
      theme="dark"
      items={toItems(menus, (id) => t(id))}
      selectedKeys={selected ? [selected] : []}
      openKeys={openKeys}
      onOpenChange={setOpenKeys}
    />
  );
}
