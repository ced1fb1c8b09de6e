import { describe, expect, it } from 'vitest';
import { apDevices, enterprises, type MenuItem } from '@gwn/contract/console';
import { filterScreens, looksLikeEnterpriseSearch, looksLikeMac, matchScore, screensOf } from './palette-match.ts';

const item = (menuId: string, route: string, children: MenuItem[] = []): MenuItem => ({
  menuId, route, hidden: false, authority: [], hasChild: children.length > 0 ? '1' : '0', children,
});

const NAMES: Record<string, Record<string, string>> = {
  en: { welcome: 'Welcome', firmwareManage: 'Firmware Manage', systemManage: 'System Manage', maintenance: 'Maintenance', users: 'Users', userManage: 'User Manage' },
  'zh-CN': { welcome: '欢迎', firmwareManage: '固件管理', systemManage: '系统管理', maintenance: '系统维护', users: '用户', userManage: '用户管理' },
};
const label = (language: string, id: string) => NAMES[language]?.[id] ?? id;

const menus = [
  item('welcome', '/welcome'),
  item('firmwareManage', '/firmware'),
  item('systemManage', '/parameters', [item('maintenance', '/parameters/maintenance')]),
  item('userManage', '/users', [item('users', '/users/list')]),
];

describe('palette screens', () => {
  const screens = screensOf(menus, label, 'en', ['en', 'zh-CN']);

  it('lists the leaves of the operator menus (groups are not screens), labelled in the console language', () => {
    expect(screens.map((s) => [s.label, s.group, s.route])).toEqual([
      ['Welcome', null, '/welcome'], ['Firmware Manage', null, '/firmware'],
      ['Maintenance', 'System Manage', '/parameters/maintenance'], ['Users', 'User Manage', '/users/list'],
    ]);
  });

  it('finds a screen by its name in either language, by its group and by loose letters', () => {
    expect(filterScreens(screens, 'firm').map((s) => s.route)).toEqual(['/firmware']);
    expect(filterScreens(screens, '固件').map((s) => s.route)).toEqual(['/firmware']);
    expect(filterScreens(screens, '系统').map((s) => s.route)).toEqual(['/parameters/maintenance']);
    expect(filterScreens(screens, 'fwm').map((s) => s.route)).toEqual(['/firmware']);
    expect(filterScreens(screens, 'zzz')).toEqual([]);
    expect(filterScreens(screens, '')).toHaveLength(4);
  });

  it('puts a match at the start of a name before one inside it', () => {
    expect(matchScore('user', 'Users')).toBeGreaterThan(matchScore('user', 'Super users') ?? 0);
    expect(matchScore('man', 'Firmware Manage')).toBeGreaterThan(matchScore('man', 'Human') ?? 0);
    expect(filterScreens(screens, 'us').map((s) => s.route)[0]).toBe('/users/list');
  });
});

describe('what the typed text is taken for', () => {
  it.each([
    ['C0:74:AD:00:00:01', true], ['c0:74:ad', true], ['C0-74', true], ['c074ad', true], ['C074AD000001', true],
    ['c0:', false], ['cafe', false], ['face', false], ['acme', false], ['c0', false], ['C074AD0000011', false], ['hello@x.test', false],
  ])('%s looks like a MAC: %s', (text, mac) => {
    expect(looksLikeMac(text)).toBe(mac);
  });

  it('searches enterprises from two characters (a name, e-mail or phone)', () => {
    expect(looksLikeEnterpriseSearch('a')).toBe(false);
    expect(looksLikeEnterpriseSearch(' ac ')).toBe(true);
  });

  it('asks only the endpoints whose guards the palette checks (enterprise, deviceManage)', () => {
    expect(enterprises.list.guard).toBe('enterprise');
    expect(apDevices.manageList.guard).toBe('deviceManage');
  });
});
