import { describe, expect, it } from 'vitest';
import { deviceFunctions } from '@gwn/contract/console';
import type { CompareData } from './api.ts';
import { buildCompareOptions, COMPARE_GROUPS, matchesSearch, selectionOf } from './compare-options.ts';

const cell = (checked: '1' | '0' | '-1') => ({ checked, des: '', tooltips: '' });
const data: CompareData = {
  deviceTypeKey: ['GWN7660', 'GWN7003', 'GWN7062'],
  deviceTypeKeyMapList: [{ key: 'GWN7660', value: 'AP' }, { key: 'GWN7003', value: 'wired_ROUTER' }, { key: 'GWN7062', value: 'wireless_ROUTER' }],
  deviceTypeKeyNameMap: { GWN7660: 'GWN7660', GWN7003: 'GWN7003', GWN7062: 'GWN7062' },
  deviceTypeFunctionMap: { GWN7660: { ap_wifi7: cell('0') }, GWN7003: { router_ipsec: cell('1') }, GWN7062: { router_ipsec: cell('1') } },
  functionKeyList: ['ap_wifi7', 'ap_mesh', 'router_ipsec', 'switch_lacp'],
  functionKeyNameMap: { ap_wifi7: 'Wi-Fi 7 (802.11be)', ap_mesh: 'Mesh', router_ipsec: 'IPsec VPN', switch_lacp: 'LACP' },
  functionCategoryMap: { ap_wifi7: 'Wi-Fi', ap_mesh: 'Network', router_ipsec: 'VPN', switch_lacp: 'Switching' },
  functionKindMap: { ap_wifi7: 'AP', ap_mesh: 'AP', router_ipsec: 'ROUTER', switch_lacp: 'SWITCH' },
};

describe('comparison cascader', () => {
  it('lists the contract\'s compare groups, all of them, in the contract\'s order', () => {
    expect(COMPARE_GROUPS).toEqual(deviceFunctions.COMPARE_GROUPS);
  });

  it('offers groups that have models, then categories, then functions', () => {
    const options = buildCompareOptions(data, (g) => `group ${g}`);
    expect(options.map((o) => o.id)).toEqual(['wired_ROUTER', 'wireless_ROUTER', 'AP']);
    const ap = options[2];
    expect(ap.name).toBe('group AP');
    expect(ap.children?.map((c) => c.name)).toEqual(['Wi-Fi', 'Network']);
    expect(ap.children?.[0].children).toEqual([{ id: 'ap_wifi7', name: 'Wi-Fi 7 (802.11be)', leaf: true }]);
    expect(options[0].children?.[0].children?.[0].id).toBe('router_ipsec');
  });

  it('keeps category ids when the names change language, so chosen paths survive a language switch', () => {
    const zh: CompareData = { ...data, functionCategoryMap: { ap_wifi7: '无线', ap_mesh: '网络', router_ipsec: 'VPN', switch_lacp: '交换' } };
    const ids = (d: CompareData) => buildCompareOptions(d, (g) => g).flatMap((o) => o.children?.map((c) => c.id) ?? []);
    expect(ids(zh)).toEqual(ids(data));
    expect(buildCompareOptions(zh, (g) => g)[2].children?.map((c) => c.name)).toEqual(['无线', '网络']);
  });

  it('searches case-insensitively on parent and child names', () => {
    const path = [{ name: 'Access points' }, { name: 'Wi-Fi' }, { name: 'Wi-Fi 7 (802.11be)' }];
    expect(matchesSearch('wi-fi 7', path)).toBe(true);
    expect(matchesSearch('ACCESS', path)).toBe(true);
    expect(matchesSearch('  802.11BE ', path)).toBe(true);
    expect(matchesSearch('mesh', path)).toBe(false);
    expect(matchesSearch('', path)).toBe(true);
  });

  it('turns chosen paths into function columns and the chosen groups\' models', () => {
    expect(selectionOf(data, [])).toEqual({ functionKeys: [], deviceTypeKeys: [] });
    const sel = selectionOf(data, [['wired_ROUTER', 'wired_ROUTER/VPN', 'router_ipsec'], ['AP', 'AP/Wi-Fi', 'ap_wifi7']]);
    expect(sel).toEqual({ functionKeys: ['router_ipsec', 'ap_wifi7'], deviceTypeKeys: ['GWN7660', 'GWN7003'] });
  });
});
