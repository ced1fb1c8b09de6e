import { ALWAYS_GRANTED_MENUS, type roles } from '@gwn/contract/console';

type Node = roles.RoleMenuNode;

/** Menus every role has (the dashboard among them): always ticked, never editable (spec 3 §4). */
export const isFixedMenu = (menuId: string): boolean => (ALWAYS_GRANTED_MENUS as readonly string[]).includes(menuId);

/** The ticked menu ids and action keys of the editor, as the tree from the service grants them. */
export function initialSelection(nodes: readonly Node[]): Set<string> {
  const picked = new Set<string>();
  const walk = (list: readonly Node[]) => list.forEach((n) => {
    if (n.inuse || isFixedMenu(n.menuId)) picked.add(n.menuId);
    n.authorityInUse.forEach((a) => picked.add(a));
    walk(n.children);
  });
  walk(nodes);
  return picked;
}

/** The path of menus from the root to a menu, itself last; empty when it is not in the tree. */
function pathTo(nodes: readonly Node[], menuId: string): Node[] {
  for (const n of nodes) {
    if (n.menuId === menuId) return [n];
    const below = pathTo(n.children, menuId);
    if (below.length) return [n, ...below];
  }
  return [];
}

function everythingUnder(node: Node): string[] {
  return [node.menuId, ...node.authority, ...node.children.flatMap(everythingUnder)];
}

/**
 * Ticks or unticks a menu. Ticking a menu ticks its parents (a child is what makes a parent valid);
 * unticking one unticks its actions and children. Fixed menus do not change.
 */
export function toggleMenu(nodes: readonly Node[], selection: ReadonlySet<string>, menuId: string, checked: boolean): Set<string> {
  const next = new Set(selection);
  const path = pathTo(nodes, menuId);
  const node = path.at(-1);
  if (!node || isFixedMenu(menuId)) return next;
  if (checked) path.forEach((n) => next.add(n.menuId));
  else everythingUnder(node).filter((k) => !isFixedMenu(k)).forEach((k) => next.delete(k));
  return next;
}

/** Ticks or unticks an action of a menu; ticking it ticks the menu (an action needs its screen). */
export function toggleAction(nodes: readonly Node[], selection: ReadonlySet<string>, menuId: string, action: string, checked: boolean): Set<string> {
  const next = checked ? toggleMenu(nodes, selection, menuId, true) : new Set(selection);
  if (checked) next.add(action);
  else next.delete(action);
  return next;
}

/** Parent menus ticked without any ticked child: saving them is the 'user checkbox error' (spec 3 §5). */
export function parentsWithoutChild(nodes: readonly Node[], selection: ReadonlySet<string>): string[] {
  return nodes.flatMap((n) => [
    ...(n.children.length && selection.has(n.menuId) && !n.children.some((c) => selection.has(c.menuId)) ? [n.menuId] : []),
    ...parentsWithoutChild(n.children, selection),
  ]);
}
