import { describe, expect, it } from 'vitest';
import { deviceFunctions as contract } from '@gwn/contract';
import { useTestSystem } from '../../../test/test-system.ts';
import { DEMO_MODELS } from './device-catalogue-models.ts';
import type { RegionDb } from '../../db/connect.ts';
import { FUNCTION_CATALOGUE } from '../bootstrap/function-catalogue.ts';
import { seedFunctionCatalogue } from '../bootstrap/seed-function-catalogue.ts';
import { seedDemoDeviceTypes } from './demo-device-types.ts';

/** What a region's start with demo data writes: the function catalogue, then the demo models. */
async function seedDeviceCatalogue(db: RegionDb): Promise<void> {
  await seedFunctionCatalogue(db);
  await seedDemoDeviceTypes(db);
}

describe('demo device catalogue', () => {
  const env = useTestSystem({ regions: ['US'] });

  it('gives every demo model a value for every function of its kind', () => {
    for (const model of DEMO_MODELS) {
      const expected = FUNCTION_CATALOGUE.filter((f) => f.deviceKind === model.deviceKinds).map((f) => f.functionKey).sort();
      expect(Object.keys(model.functions).sort(), model.deviceType).toEqual(expected);
    }
    expect(new Set(DEMO_MODELS.map((m) => m.deviceType)).size).toBe(DEMO_MODELS.length);
    expect(DEMO_MODELS.length).toBeGreaterThanOrEqual(36);
  });

  it('fills the public comparison once, and a second start changes nothing', async () => {
    const db = env.regionDb();
    await seedDeviceCatalogue(db);
    const first = (await env.call(contract.functionTableAll, {})).body.data;
    expect(first.deviceTypeKey).toContain('GWN7660');
    expect(first.deviceTypeKey).not.toContain('GWN7672');
    expect(first.deviceTypeKeyMapList).toEqual(expect.arrayContaining([
      { key: 'GWN7062', value: 'wireless_ROUTER' }, { key: 'GWN7003', value: 'wired_ROUTER' }, { key: 'GWN7813P', value: 'SWITCH' },
    ]));
    expect(first.deviceTypeFunctionMap.GWN7670.ap_wifi7.checked).toBe('1');
    expect(first.deviceTypeFunctionMap.GWN7003.router_wifi6.checked).toBe('-1');
    await seedDeviceCatalogue(db);
    expect((await env.call(contract.functionTableAll, {})).body.data).toEqual(first);
  });

  it('has every function and category in Chinese, and the demo text that is words translated', async () => {
    for (const f of FUNCTION_CATALOGUE) expect([f.functionNameZh, f.categoryZh], f.functionKey).not.toContain('');
    await seedDeviceCatalogue(env.regionDb());
    const zh = (await env.call(contract.functionTableAll, {}, { lang: 'zh' })).body.data;
    expect(zh.functionKeyNameMap.ap_bands).toBe('射频频段');
    expect(zh.deviceTypeFunctionMap.GWN7600.ap_wpa3.des).toBe('固件 1.0.25 及以上版本支持 WPA3-SAE');
    expect(zh.deviceTypeFunctionMap.GWN7660.ap_max_clients.tooltips).toBe('所有射频合计的并发终端数');
    // Figures and standard names have no Chinese of their own: the English is shown.
    expect(zh.deviceTypeFunctionMap.GWN7660.ap_eth_ports.des).toBe('1 x GE');
  });
});
