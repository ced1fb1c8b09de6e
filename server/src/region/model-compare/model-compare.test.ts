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

  it('answers a malformed body with 50005', async () => {
    const res = await env.regionApp().inject({
      method: 'POST', url: contract.functionTableAll.path, headers: { 'content-type': 'application/json' }, payload: '{',
    });
    expect(res.json().retCode).toBe(50005);
  });
});
