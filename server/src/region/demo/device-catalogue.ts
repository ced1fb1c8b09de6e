import { count, inArray, sql } from 'drizzle-orm';
import type { RegionDb } from '../../db/connect.ts';
import { deviceFunctions, deviceTypeFunctions, deviceTypes } from '../../db/region-schema.ts';
import { FUNCTION_CATALOGUE } from './device-catalogue-functions.ts';
import { DEMO_MODELS } from './device-catalogue-models.ts';

/** Demo models shown in another state than enabled, so the list and the public page differ visibly. */
const DEMO_STATES: Record<string, number> = { GWN7600LR: 0, GWN7001: 0, GWN7672: 2, GWN7832: 2 };

/**
 * Writes the function catalogue. An existing key keeps its kind and place but takes the catalogue's names
 * in both languages, so a region created before the Chinese names existed gets them on its next start.
 */
export async function seedFunctionCatalogue(db: RegionDb): Promise<void> {
  await db.insert(deviceFunctions)
    .values(FUNCTION_CATALOGUE.map((f, i) => ({ ...f, sortOrder: i })))
    .onConflictDoUpdate({
      target: deviceFunctions.functionKey,
      set: {
        functionName: sql`excluded.function_name`, functionNameZh: sql`excluded.function_name_zh`,
        category: sql`excluded.category`, categoryZh: sql`excluded.category_zh`,
      },
    });
}

/** On a region's first start (no device types yet), the demo models and their function values. */
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

/** The device catalogue a region starts with: the function catalogue always, the demo models with demo data. */
export async function seedDeviceCatalogue(db: RegionDb, opts: { demoData: boolean }): Promise<void> {
  await seedFunctionCatalogue(db);
  if (opts.demoData) await seedDemoDeviceTypes(db);
}
