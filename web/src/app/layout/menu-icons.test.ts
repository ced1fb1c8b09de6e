import { describe, expect, it } from 'vitest';
import { MENU_TREE } from '@gwn/contract/console';
import { MENU_ICONS } from './menu-icons.tsx';

describe('side-menu icons', () => {
  const shown = MENU_TREE.filter((m) => !m.hidden);

  it('gives every top-level entry an icon, so the column of icons has no gap', () => {
    expect(shown.filter((m) => MENU_ICONS[m.menuId] === undefined).map((m) => m.menuId)).toEqual([]);
  });

  it('gives no entry under a group an icon its siblings lack (issue 26)', () => {
    const children = shown.flatMap((m) => m.children ?? []);
    expect(children.filter((m) => MENU_ICONS[m.menuId] !== undefined).map((m) => m.menuId)).toEqual([]);
  });
});
