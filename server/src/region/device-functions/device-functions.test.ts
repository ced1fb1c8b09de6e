import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deviceFunctions as contract, type RequestOf } from '@gwn/contract';
import { useTestSystem } from '../../../test/test-system.ts';
import { auditEntries } from '../../../test/region-audit.ts';
import { buildDeviceType } from '../../../test/region-factories.ts';
import { deviceTypeFunctions } from '../../db/region-schema.ts';

type FunctionList = RequestOf<typeof contract.functionBatchSave>['functionList'];

describe('device functions', () => {
  const env = useTestSystem({ regions: ['US'] });
  const editor = env.operator({ menus: ['modelManage'], actions: ['deviceTypeFunctionEdit'] });
  const matrixViewer = env.operator({ menus: ['featureList'] });
  const us = () => env.regionDb();

  const cellsOf = (id: number) => us().select().from(deviceTypeFunctions).where(eq(deviceTypeFunctions.deviceTypeId, id));
  const save = (id: number, functionList: FunctionList, token = editor.token) =>
    env.call(contract.functionBatchSave, { id, functionList }, { token });
  const audits = () => auditEntries(us(), 'deviceTypeFunctionEdit');

  describe('function-edit dialog (info and batch save)', () => {
    it('lists every function of the kind, not applicable until saved', async () => {
      const made = await buildDeviceType(us(), { deviceKinds: 'SWITCH' });
      const res = await env.call(contract.deviceTypeFunctionInfo, { id: made.id }, { token: editor.token });
      expect(res.body.data).toMatchObject({ deviceType: made.deviceType, deviceKind: 'SWITCH' });
      const keys = res.body.data.functionList.map((f: { functionKey: string }) => f.functionKey);
      expect(keys).toContain('switch_lacp');
      expect(keys.every((k: string) => k.startsWith('switch_'))).toBe(true);
      expect(res.body.data.functionList[0].functionDes).toEqual({ checked: '-1', des: '', tooltips: '' });
    });

    it('saves trimmed values, replaces earlier ones and audits each changed value before and after', async () => {
      const made = await buildDeviceType(us(), { deviceKinds: 'AP' });
      expect((await save(made.id, [
        { functionKey: 'ap_wifi7', functionDes: { checked: '1', des: ' 320 MHz ', tooltips: 'Multi-link' } },
        { functionKey: 'ap_mesh', functionDes: { checked: '0' } },
      ])).body.retCode).toBe(0);
      expect((await save(made.id, [
        { functionKey: 'ap_mesh', functionDes: { checked: '1', des: 'Wireless backhaul' } },
        { functionKey: 'ap_wifi7', functionDes: { checked: '1', des: '320 MHz', tooltips: 'Multi-link' } },
      ])).body.retCode).toBe(0);
      const info = await env.call(contract.deviceTypeFunctionInfo, { id: made.id }, { token: editor.token });
      const byKey = Object.fromEntries(info.body.data.functionList.map((f: { functionKey: string; functionDes: unknown }) => [f.functionKey, f.functionDes]));
      expect(byKey.ap_wifi7).toEqual({ checked: '1', des: '320 MHz', tooltips: 'Multi-link' });
      expect(byKey.ap_mesh).toEqual({ checked: '1', des: 'Wireless backhaul', tooltips: '' });

      const [first, second] = (await audits()).filter((a) => a.detail.subject === made.deviceType);
      expect(first.detail.changes).toEqual(expect.arrayContaining([
        { record: 'ap_wifi7', field: 'checked', before: '-1', after: '1' },
        { record: 'ap_wifi7', field: 'des', before: '', after: '320 MHz' },
        { record: 'ap_mesh', field: 'checked', before: '-1', after: '0' },
      ]));
      // The second save left ap_wifi7 as it was: only ap_mesh is recorded.
      expect(second.detail.changes).toEqual([
        { record: 'ap_mesh', field: 'checked', before: '0', after: '1' },
        { record: 'ap_mesh', field: 'des', before: '', after: 'Wireless backhaul' },
      ]);
    });

    it('writes no entry for a save that changes no value', async () => {
      const made = await buildDeviceType(us(), { deviceKinds: 'AP' });
      const list: FunctionList = [{ functionKey: 'ap_mesh', functionDes: { checked: '1', des: 'Mesh' } }];
      expect((await save(made.id, list)).body.retCode).toBe(0);
      const entries = (await audits()).length;
      expect((await save(made.id, list)).body.retCode).toBe(0);
      expect(await audits()).toHaveLength(entries);
    });

    it('answers 50005 and writes nothing for a function of another kind or a bad value; 404 for an unknown type', async () => {
      const made = await buildDeviceType(us(), { deviceKinds: 'AP' });
      const entries = (await audits()).length;
      const otherKind = await save(made.id, [
        { functionKey: 'ap_mesh', functionDes: { checked: '1' } }, { functionKey: 'switch_lacp', functionDes: { checked: '1' } },
      ]);
      expect(otherKind.body).toMatchObject({ retCode: 50005, data: { fields: { 'functionList.1.functionKey': expect.any(String) } } });
      // Invalid on purpose: '2' is not a cell value.
      const badValue = await save(made.id, [{ functionKey: 'ap_mesh', functionDes: { checked: '2' as '1' } }]);
      expect(badValue.body.retCode).toBe(50005);
      expect((await save(made.id, [])).body.retCode).toBe(50005);
      expect(await cellsOf(made.id)).toEqual([]);
      expect((await save(2_000_000_000, [{ functionKey: 'ap_mesh', functionDes: { checked: '1' } }])).body.retCode).toBe(404);
      expect(await audits()).toHaveLength(entries);
    });
  });

  describe('text in two languages', () => {
    const zhText = { des: '320 MHz 信道', tooltips: '多链路操作' };

    it('keeps English and Chinese text of a cell; the dialog gets both, a save without Chinese keeps it', async () => {
      const made = await buildDeviceType(us(), { deviceKinds: 'AP' });
      expect((await save(made.id, [
        { functionKey: 'ap_wifi7', functionDes: { checked: '1', des: '320 MHz channels', tooltips: 'Multi-link' }, functionDesZh: zhText },
      ])).body.retCode).toBe(0);
      // A caller in the spec's shape (no functionDesZh) changes the English and keeps the Chinese.
      expect((await save(made.id, [{ functionKey: 'ap_wifi7', functionDes: { checked: '1', des: '320 MHz', tooltips: 'Multi-link' } }])).body.retCode).toBe(0);
      const info = await env.call(contract.deviceTypeFunctionInfo, { id: made.id }, { token: editor.token, lang: 'zh' });
      const wifi7 = info.body.data.functionList.find((f: { functionKey: string }) => f.functionKey === 'ap_wifi7');
      expect(wifi7).toMatchObject({
        functionName: 'Wi-Fi 7（802.11be）', category: '无线',
        functionDes: { checked: '1', des: '320 MHz', tooltips: 'Multi-link' }, functionDesZh: zhText,
      });
      const [first] = (await audits()).filter((a) => a.detail.subject === made.deviceType);
      expect(first.detail.changes).toEqual(expect.arrayContaining([
        { record: 'ap_wifi7', field: 'desZh', before: '', after: '320 MHz 信道' },
        { record: 'ap_wifi7', field: 'tooltipsZh', before: '', after: '多链路操作' },
      ]));
    });

    it('serves names and text in the caller\'s language; empty Chinese shows the English', async () => {
      const tag = `ZH${Date.now().toString(36).toUpperCase()}`;
      const made = await buildDeviceType(us(), { deviceType: tag, deviceTypeName: `${tag} router`, deviceKinds: 'ROUTER' });
      await save(made.id, [
        { functionKey: 'router_firewall', functionDes: { checked: '1', des: 'Stateful', tooltips: 'Zones' }, functionDesZh: { des: '状态检测', tooltips: '' } },
        { functionKey: 'router_vlan', functionDes: { checked: '1', des: '4K VLANs' } },
      ]);
      const tableIn = async (lang: 'en' | 'zh') => (await env.call(contract.functionTable, { deviceKind: 'ROUTER', deviceTypeName: tag }, { token: matrixViewer.token, lang })).body.data;
      const en = await tableIn('en');
      const zh = await tableIn('zh');
      expect(en.functionKeyNameMap.router_firewall).toBe('Stateful firewall');
      expect(zh.functionKeyNameMap.router_firewall).toBe('状态防火墙');
      expect(zh.functionCategoryMap.router_firewall).toBe('安全');
      expect(en.deviceTypeFunctionMap[tag].router_firewall).toEqual({ checked: '1', des: 'Stateful', tooltips: 'Zones' });
      // The Chinese tooltip is empty: the English one is shown.
      expect(zh.deviceTypeFunctionMap[tag].router_firewall).toEqual({ checked: '1', des: '状态检测', tooltips: 'Zones' });
      expect(zh.deviceTypeFunctionMap[tag].router_vlan.des).toBe('4K VLANs');
      const list = await env.call(contract.functionList, { deviceType: [tag], deviceKind: 'ROUTER' }, { token: matrixViewer.token, lang: 'zh' });
      expect(list.body.data.result.find((r: { functionKey: string }) => r.functionKey === 'router_firewall'))
        .toMatchObject({ functionName: '状态防火墙', category: '安全', functionDes: { des: '状态检测' } });
    });

    it('refuses Chinese text without its English with 15070 in both languages, writing nothing', async () => {
      const made = await buildDeviceType(us(), { deviceKinds: 'AP' });
      const entries = (await audits()).length;
      const list: FunctionList = [
        { functionKey: 'ap_mesh', functionDes: { checked: '1', des: 'Wireless backhaul' }, functionDesZh: { des: '无线回传', tooltips: '最多三跳' } },
      ];
      const en = await save(made.id, list);
      expect(en.body).toMatchObject({ retCode: 15070, data: { fields: { 'functionList.0.functionDes.tooltips': expect.any(String) } } });
      expect(en.body.msg).toMatch(/needs its English text/);
      const zh = await env.call(contract.functionBatchSave, { id: made.id, functionList: list }, { token: editor.token, lang: 'zh' });
      expect(zh.body.msg).toMatch(/也请填写英文/);
      expect(await cellsOf(made.id)).toEqual([]);
      expect(await audits()).toHaveLength(entries);
    });
  });

  describe('matrix (table and list)', () => {
    it('gives the table of one kind in the spec shape, filtered by name and keys', async () => {
      const tag = `MTX${Date.now().toString(36).toUpperCase()}`;
      const a = await buildDeviceType(us(), { deviceType: `${tag}A`, deviceTypeName: `${tag} alpha`, deviceKinds: 'ROUTER', state: 2 });
      const b = await buildDeviceType(us(), { deviceType: `${tag}B`, deviceTypeName: `${tag} beta`, deviceKinds: 'ROUTER' });
      await save(a.id, [{ functionKey: 'router_ipsec', functionDes: { checked: '1', des: '100 tunnels', tooltips: 'IKEv2' } }]);
      await save(b.id, [{ functionKey: 'router_ipsec', functionDes: { checked: '0' } }]);
      const res = await env.call(contract.functionTable, { deviceKind: 'ROUTER', deviceTypeName: tag }, { token: matrixViewer.token });
      const table = res.body.data;
      expect(table.deviceTypeKey).toEqual([a.deviceType, b.deviceType]);
      expect(table.deviceTypeKeyNameMap[a.deviceType]).toBe(`${tag} alpha`);
      expect(table.functionKeyList).toContain('router_ipsec');
      expect(table.functionKeyList.every((k: string) => k.startsWith('router_'))).toBe(true);
      expect(table.functionKeyNameMap.router_ipsec).toBe('IPsec VPN');
      expect(table.functionCategoryMap.router_ipsec).toBe('VPN');
      expect(table.deviceTypeFunctionMap[a.deviceType].router_ipsec).toEqual({ checked: '1', des: '100 tunnels', tooltips: 'IKEv2' });
      expect(table.deviceTypeFunctionMap[b.deviceType].router_ipsec.checked).toBe('0');
      expect(table.deviceTypeFunctionMap[b.deviceType].router_vlan.checked).toBe('-1');
      const onlyB = await env.call(contract.functionTable, { deviceKind: 'ROUTER', deviceType: [b.deviceType] }, { token: matrixViewer.token });
      expect(onlyB.body.data.deviceTypeKey).toEqual([b.deviceType]);
    });

    it('finds a device type by its type code as well as by its name, in any case (issue 26)', async () => {
      const code = `RVW${Date.now().toString(36).toUpperCase()}`;
      const made = await buildDeviceType(us(), { deviceType: code, deviceTypeName: 'Branch office router', deviceKinds: 'ROUTER' });
      const byCode = await env.call(contract.functionTable, { deviceKind: 'ROUTER', deviceTypeName: code.toLowerCase() }, { token: matrixViewer.token });
      expect(byCode.body.data.deviceTypeKey).toEqual([made.deviceType]);
      const none = await env.call(contract.functionTable, { deviceKind: 'ROUTER', deviceTypeName: `${code}-none` }, { token: matrixViewer.token });
      expect(none.body.data.deviceTypeKey).toEqual([]);
    });

    it('lists values as rows filtered by name, kind and key', async () => {
      const made = await buildDeviceType(us(), { deviceKinds: 'SWITCH' });
      await save(made.id, [{ functionKey: 'switch_vlan', functionDes: { checked: '1', des: '4K' } }]);
      const res = await env.call(contract.functionList, { deviceType: [made.deviceType], deviceKind: 'SWITCH' }, { token: matrixViewer.token });
      const vlan = res.body.data.result.find((r: { functionKey: string }) => r.functionKey === 'switch_vlan');
      expect(vlan).toMatchObject({ deviceType: made.deviceType, deviceKind: 'SWITCH', functionName: 'VLAN', functionDes: { checked: '1', des: '4K' } });
      const apOnly = await env.call(contract.functionList, { deviceType: [made.deviceType], deviceKind: 'AP' }, { token: matrixViewer.token });
      expect(apOnly.body.data.result).toEqual([]);
    });

    it.each([
      ['table', contract.functionTable, { deviceKind: 'AP' }],
      ['list', contract.functionList, {}],
    ] as const)('%s: 50005 for a bad kind', async (_name, endpoint, _payload) => {
      // Invalid on purpose.
      const bad = { deviceKind: 'PHONE' } as unknown as typeof _payload;
      expect((await env.call(endpoint, bad, { token: matrixViewer.token })).body.retCode).toBe(50005);
    });
  });
});
