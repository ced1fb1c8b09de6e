import { describe, expect, it } from 'vitest';
import { deviceFunctions as contract } from '@gwn/contract';
import { useTestSystem } from '../../../test/test-system.ts';
import { buildDeviceType } from '../../../test/region-factories.ts';

describe('public model comparison', () => {
  const env = useTestSystem({ regions: ['US'] });
  const editor = env.operator();
  const us = () => env.regionDb();

  it('answers without a credential with enabled, non-private models only and nothing but the comparison', async () => {
    const wired = await buildDeviceType(us(), { deviceKinds: 'ROUTER', wireless: 0, firmwareName: 'secret-fw.bin' });
    const wifi = await buildDeviceType(us(), { deviceKinds: 'ROUTER', wireless: 1 });
    const disabled = await buildDeviceType(us(), { deviceKinds: 'AP', state: 0 });
    const hidden = await buildDeviceType(us(), { deviceKinds: 'AP', state: 2 });
    await env.call(contract.functionBatchSave, {
      id: wifi.id, functionList: [{ functionKey: 'router_wifi6', functionDes: { checked: '1', des: 'AX3000', tooltips: 'Dual band' } }],
    }, { token: editor.token });

    const res = await env.call(contract.functionTableAll, {});
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(Object.keys(data).sort()).toEqual([
      'deviceTypeFunctionMap', 'deviceTypeKey', 'deviceTypeKeyMapList', 'deviceTypeKeyNameMap',
      'functionCategoryMap', 'functionKeyList', 'functionKeyNameMap', 'functionKindMap',
    ]);
    expect(data.deviceTypeKeyMapList).toEqual(expect.arrayContaining([
      { key: wired.deviceType, value: 'wired_ROUTER' }, { key: wifi.deviceType, value: 'wireless_ROUTER' },
    ]));
    expect(data.deviceTypeKey).not.toContain(disabled.deviceType);
    expect(data.deviceTypeKey).not.toContain(hidden.deviceType);
    expect(data.deviceTypeKeyNameMap).not.toHaveProperty(hidden.deviceType);
    expect(data.deviceTypeFunctionMap[wifi.deviceType].router_wifi6).toEqual({ checked: '1', des: 'AX3000', tooltips: 'Dual band' });
    expect(data.functionKindMap).toMatchObject({ ap_wifi7: 'AP', router_ipsec: 'ROUTER', switch_lacp: 'SWITCH' });
    expect(JSON.stringify(data)).not.toContain('secret-fw.bin');
    expect(JSON.stringify(data)).not.toMatch(/"id"|minimumVersion|createTime/);
  });

  it('is the same with a credential, and ignores whatever is posted', async () => {
    const anonymous = await env.call(contract.functionTableAll, {});
    const signedIn = await env.call(contract.functionTableAll, { anything: 1 }, { token: editor.token });
    expect(signedIn.body).toEqual(anonymous.body);
  });

  it('names functions and categories and gives cell text in the caller\'s language', async () => {
    const model = await buildDeviceType(us(), { deviceKinds: 'SWITCH' });
    await env.call(contract.functionBatchSave, {
      id: model.id,
      functionList: [{ functionKey: 'switch_stacking', functionDes: { checked: '1', des: 'Up to 8 units' }, functionDesZh: { des: '最多 8 台', tooltips: '' } }],
    }, { token: editor.token });
    const zh = (await env.call(contract.functionTableAll, {}, { lang: 'zh' })).body.data;
    expect(zh.functionKeyNameMap.switch_stacking).toBe('堆叠');
    expect(zh.functionCategoryMap.switch_stacking).toBe('交换');
    expect(zh.functionKeyNameMap.ap_max_clients).toBe('最大终端数');
    expect(zh.deviceTypeFunctionMap[model.deviceType].switch_stacking.des).toBe('最多 8 台');
    const en = (await env.call(contract.functionTableAll, {})).body.data;
    expect(en.functionKeyNameMap.ap_max_clients).toBe('Max clients');
    expect(en.deviceTypeFunctionMap[model.deviceType].switch_stacking.des).toBe('Up to 8 units');
  });

  it('answers a malformed body with 50005', async () => {
    const res = await env.regionApp().inject({
      method: 'POST', url: contract.functionTableAll.path, headers: { 'content-type': 'application/json' }, payload: '{',
    });
    expect(res.json().retCode).toBe(50005);
  });
});
