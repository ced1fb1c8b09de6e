import { describe, expect, it } from 'vitest';
import type { MenuDef } from '@gwn/contract';
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

describe('menusForRole', () => {
  it('gives a super administrator every screen with all its actions', () => {
    const menus = menusForRole(tree, { superAdmin: true, permissions: [] });
    expect(menus.map((m) => m.menuId)).toEqual(['welcome', 'enterprise', 'deviceManage', 'file', 'setting']);
    expect(menus[1]).toEqual({
      menuId: 'enterprise', hidden: false, authority: ['enterpriseExport', 'enterpriseTrans'], hasChild: '0', route: '/enterprise', children: [],
    });
    expect(menus[3].hasChild).toBe('1');
    expect(menus[3].children.map((c) => c.menuId)).toEqual(['capture', 'filesManage']);
    expect(menus[4]).toMatchObject({ hidden: true, children: [{ menuId: 'personalInformation', hidden: true }] });
  });

  it('keeps only granted screens and granted actions; a group shows when one of its screens survives', () => {
    const menus = menusForRole(tree, { superAdmin: false, permissions: ['enterprise', 'enterpriseExport', 'filesManage', 'pluginAdd'] });
    expect(menus.map((m) => m.menuId)).toEqual(['enterprise', 'file']);
    expect(menus[0].authority).toEqual(['enterpriseExport']);
    expect(menus[1].children).toEqual([
      { menuId: 'filesManage', hidden: false, authority: ['pluginAdd'], hasChild: '0', route: '/file/list', children: [] },
    ]);
  });

  it('leaves out a group none of whose screens is granted, even when the group itself is', () => {
    const menus = menusForRole(tree, { superAdmin: false, permissions: ['deviceManage', 'file', 'welcome'] });
    expect(menus.map((m) => m.menuId)).toEqual(['welcome', 'deviceManage']);
  });
});
