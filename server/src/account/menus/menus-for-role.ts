import { SUPER_ADMIN_ONLY_MENUS, type MenuDef, type MenuId, type MenuItem } from '@gwn/contract';

/** What a role grants, as the menu list sees it. */
export interface MenuGrants {
  superAdmin: boolean;
  /** Menu ids and action keys the role grants. */
  permissions: readonly string[];
}

/**
 * The side menu of an operator: the catalogue cut down to what the role grants (a super administrator:
 * everything). A group shows when at least one of its screens survives;
 * a leaf when it is granted. Each item carries the action keys of its screen that the role grants.
 */
export function menusForRole(tree: readonly MenuDef[], grants: MenuGrants): MenuItem[] {
  const granted = new Set(grants.permissions);
  const allows = (code: string) => grants.superAdmin || (granted.has(code) && !SUPER_ADMIN_ONLY_MENUS.has(code as MenuId));
  return tree.flatMap((menu): MenuItem[] => {
    const children = menusForRole(menu.children ?? [], grants);
    const isGroup = (menu.children?.length ?? 0) > 0;
    const visible = isGroup ? children.length > 0 : allows(menu.menuId);
    if (!visible) return [];
    return [{
      menuId: menu.menuId,
      hidden: menu.hidden ?? false,
      authority: (menu.authority ?? []).filter(allows),
      hasChild: children.length > 0 ? '1' : '0',
      route: menu.route,
      children,
    }];
  });
}
