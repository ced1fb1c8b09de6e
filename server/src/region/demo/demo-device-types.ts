import { count, inArray } from 'drizzle-orm';
import type { RegionDb } from '../../db/connect.ts';
import { deviceFunctions, deviceTypeFunctions, deviceTypes } from '../../db/region-schema.ts';
import { FUNCTION_CATALOGUE } from '../bootstrap/function-catalogue.ts';
import { DEMO_MODELS } from './device-catalogue-models.ts';

/** Demo models shown in another state than enabled, so the list and the public page differ visibly. */
const DEMO_STATES: Record<string, number> = { GWN7600LR: 0, GWN7001: 0, GWN7672: 2, GWN7832: 2 };

/**
 * On a region's first start with demo data (no device types yet), the demo models and their function values.
 * The function catalogue they fill in is written first, on every start (`../bootstrap/seed-function-catalogue.ts`).
 */
export async function seedDemoDeviceTypes(db: RegionDb): Promise<void> {
  const [{ existing }] = await db.select({ existing: count() }).from(deviceTypes);
  if (existing > 0) return;
  const inserted = await db.insert(deviceTypes).values(DEMO_MODELS.map((m) => ({
    deviceType: m.deviceType, deviceTypeName: m.deviceTypeName, deviceKinds: m.deviceKinds, wireless: m.wireless,
    supportOutdoor: m.supportOutdoor, ssidNumber: m.ssidNumber, state: DEMO_STATES[m.deviceType] ?? 1,
    minimumVersion: m.minimumVersion, recommendVersion: m.recommendVersion, executeType: m.deviceKinds === 'AP' ? '1' : '0',
    versionDesc: JSON.stringify({ en: `${m.deviceType} ${m.recommendVersion}: stability fixes`, zh: `${m.deviceType} ${m.recommendVersion}：稳定性修复` }),
    firmwareName: `${m.deviceType.toLowerCase()}fw.bin`, portalVersion: m.deviceKinds === 'SWITCH' ? '0' : '1.0.3',
  }))).onConflictDoNothing({ target: deviceTypes.deviceType }).returning({ id: deviceTypes.id, deviceType: deviceTypes.deviceType });
  if (inserted.length === 0) return;
  const functionIds = new Map((await db.select({ id: deviceFunctions.id, key: deviceFunctions.functionKey }).from(deviceFunctions)
    .where(inArray(deviceFunctions.functionKey, FUNCTION_CATALOGUE.map((f) => f.functionKey)))).map((f) => [f.key, f.id]));
  const models = new Map(DEMO_MODELS.map((m) => [m.deviceType, m]));
  const cells = inserted.flatMap(({ id, deviceType }) => Object.entries(models.get(deviceType)?.functions ?? {}).flatMap(([key, cell]) => {
    const functionId = functionIds.get(key);
    return functionId === undefined ? [] : [{ deviceTypeId: id, functionId, ...cell }];
  }));
  await db.insert(deviceTypeFunctions).values(cells).onConflictDoNothing();
}
