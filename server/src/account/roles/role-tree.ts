import {
  ALWAYS_GRANTED_MENUS, MENU_TREE, SUPER_ADMIN_ONLY_MENUS, type MenuDef, type MenuId, type roles,
} from '@gwn/contract';

/**
 * The menus the role editor offers: the catalogue's visible screens (hidden ones are always granted),
 * less the super-administrator-only ones (single sign-on), which no role can list.
 */
export function editableTree(tree: readonly MenuDef[] = MENU_TREE): MenuDef[] {
  return tree.flatMap((menu): MenuDef[] => {
    if (menu.hidden) return [];
    if (menu.children?.length) {
      const children = editableTree(menu.children);
      return children.length ? [{ ...menu, children }] : [];
    }
    return SUPER_ADMIN_ONLY_MENUS.has(menu.menuId) ? [] : [menu];
  });
}

/**
 * The editor's tree, ticked as a role grants it (nothing ticked for a new role but the always-granted menus),
 * with what the caller may tick (`mayGrant`: the delegation rule); a group is tickable when one of its screens is.
 */
export function roleMenuTree(
  grants: { menuIds: readonly string[]; actionKeys: readonly string[] }, mayGrant: (code: string) => boolean,
  tree: readonly MenuDef[] = editableTree(),
): roles.RoleMenuNode[] {
  const menus = new Set<string>([...grants.menuIds, ...ALWAYS_GRANTED_MENUS]);
  const actions = new Set(grants.actionKeys);
  return tree.map((menu) => {
    const children = roleMenuTree(grants, mayGrant, menu.children ?? []);
    const authority = [...(menu.authority ?? [])];
    return {
      menuId: menu.menuId, hidden: menu.hidden ?? false, hasChild: children.length ? '1' : '0',
      inuse: menus.has(menu.menuId), authority, authorityInUse: authority.filter((a) => actions.has(a)),
      grantable: children.length ? children.some((c) => c.grantable) : mayGrant(menu.menuId),
      authorityGrantable: authority.filter(mayGrant), children,
    };
  });
}

/** What a role saves, or why it cannot be saved (the field the 50005 names, and why). */
export type RoleGrants = { ok: true; menuIds: MenuId[]; actionKeys: string[] } | { ok: false; reason: string };

/**
 * Splits the editor's resourceKeyList into menus and actions, by the rules of spec 3 §4–§5: every key is
 * a menu or an action of the catalogue; an action needs its menu; a parent is granted only with at least one
 * child ('user checkbox error'), and a granted child brings its parent. The always-granted menus are added.
 */
export function grantsFrom(resourceKeyList: readonly string[], tree: readonly MenuDef[] = editableTree()): RoleGrants {
  const keys = new Set(resourceKeyList);
  const menuIds = new Set<MenuId>(ALWAYS_GRANTED_MENUS);
  const actionKeys: string[] = [];
  const known = new Set<string>(ALWAYS_GRANTED_MENUS);

  const walk = (menus: readonly MenuDef[]): string | null => {
    for (const menu of menus) {
      known.add(menu.menuId);
      (menu.authority ?? []).forEach((a) => known.add(a));
      const children = menu.children ?? [];
      if (children.length) {
        const problem = walk(children);
        if (problem) return problem;
        const childTicked = children.some((c) => menuIds.has(c.menuId));
        if (keys.has(menu.menuId) && !childTicked) return `user checkbox error: ${menu.menuId} needs at least one child`;
        if (childTicked) menuIds.add(menu.menuId);
      } else if (keys.has(menu.menuId)) {
        menuIds.add(menu.menuId);
      }
      for (const action of menu.authority ?? []) {
        if (!keys.has(action)) continue;
        if (!menuIds.has(menu.menuId)) return `${action} needs its menu ${menu.menuId}`;
        actionKeys.push(action);
      }
    }
    return null;
  };
  const problem = walk(tree);
  if (problem) return { ok: false, reason: problem };
  const unknown = [...keys].find((k) => !known.has(k));
  if (unknown !== undefined) return { ok: false, reason: `unknown menu or action ${unknown}` };
  return { ok: true, menuIds: [...menuIds], actionKeys };
}
