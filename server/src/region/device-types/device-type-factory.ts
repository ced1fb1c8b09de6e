import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { deviceTypes as contract, RequestOf } from '@gwn/contract';
import type { RegionDb } from '../../db/connect.ts';
import { deviceTypes } from '../../db/region-schema.ts';

/** A fresh device-type key, so tests never collide with each other or the demo catalogue. */
export const uniqueKey = (prefix = 'TST') => `${prefix}${randomBytes(4).toString('hex').toUpperCase()}`;

/** A complete, valid add-dialog payload (tests override what they exercise). */
export function addPayload(overrides: Partial<RequestOf<typeof contract.deviceTypeAdd>> = {}): RequestOf<typeof contract.deviceTypeAdd> {
  const key = uniqueKey();
  return {
    deviceType: key, deviceTypeName: `Model ${key}`, deviceKinds: 'AP', ssidNumber: 16, state: 1,
    minimumVersion: '1.0.1.1', recommendVersion: '1.0.5.2', portalVersion: '1.0.3', regions: ['US'], ...overrides,
  };
}

/** A device type written straight to a region's database (test setup). */
export async function buildDeviceType(db: RegionDb, overrides: Partial<typeof deviceTypes.$inferInsert> = {}) {
  const key = uniqueKey();
  const [row] = await db.insert(deviceTypes).values({
    deviceType: key, deviceTypeName: `Model ${key}`, deviceKinds: 'AP', minimumVersion: '1.0.0.1',
    recommendVersion: '1.0.0.2', portalVersion: '1.0.3', ...overrides,
  }).returning({ id: deviceTypes.id, deviceType: deviceTypes.deviceType, deviceTypeName: deviceTypes.deviceTypeName });
  return row;
}

export async function deviceTypeByKey(db: RegionDb, key: string) {
  const [row] = await db.select().from(deviceTypes).where(eq(deviceTypes.deviceType, key));
  return row;
}
