import { describe, expect, it } from 'vitest';
import type { MenuDef, MenuId } from '@gwn/contract';
import { menusForRole } from './menus-for-role.ts';

const tree: MenuDef[] = [
  { menuId: 'welcome', route: '/welcome' },
  { menuId: 'enterprise', route: '/enterprise', authority: ['enterpriseExport', 'enterpriseTrans'] },
  { menuId: 'deviceManage', route: '/ap' },
  {
    menuId: 'file', route: '/files', children: [
      { menuId: 'capture', route: '/capture/list' },
      { menuId: 'filesManage', route: '/file/list', authority: ['pluginAdd', 'pluginDelete'] },
    ],
  },
  { menuId: 'setting', route: '/personal', hidden: true, children: [{ menuId: 'personalInformation', route: '/personal', hidden: true }] },
];
const implemented = new Set<MenuId>(['welcome', 'enterprise', 'capture', 'filesManage', 'setting', 'personalInformation']);

describe('menusForRole', () => {
  it('gives a super administrator every implemented screen with all its actions', () => {
    const menus = menusForRole(tree, { superAdmin: true, permissions: [] }, implemented);
    expect(menus.map((m) => m.menuId)).toEqual(['welcome', 'enterprise', 'file', 'setting']);
    expect(menus[1]).toEqual({
      menuId: 'enterprise', hidden: false, authority: ['enterpriseExport', 'enterpriseTrans'], hasChild: '0', route: '/enterprise', children: [],
    });
    expect(menus[2].hasChild).toBe('1');
    expect(menus[2].children.map((c) => c.menuId)).toEqual(['capture', 'filesManage']);
    expect(menus[3]).toMatchObject({ hidden: true, children: [{ menuId: 'personalInformation', hidden: true }] });
  });

  it('keeps only granted screens and granted actions; a group shows when one of its screens survives', () => {
    const menus = menusForRole(tree, { superAdmin: false, permissions: ['enterprise', 'enterpriseExport', 'filesManage', 'pluginAdd'] }, implemented);
    expect(menus.map((m) => m.menuId)).toEqual(['enterprise', 'file']);
    expect(menus[0].authority).toEqual(['enterpriseExport']);
    expect(menus[1].children).toEqual([
      { menuId: 'filesManage', hidden: false, authority: ['pluginAdd'], hasChild: '0', route: '/file/list', children: [] },
    ]);
  });

  it('leaves out granted screens that are not built yet, and groups left empty', () => {
    const menus = menusForRole(tree, { superAdmin: false, permissions: ['deviceManage', 'file', 'welcome'] }, implemented);
    expect(menus.map((m) => m.menuId)).toEqual(['welcome']);
  });
});
