import { randomBytes } from 'node:crypto';
import type { RegionDb } from '../src/db/connect.ts';
import { devices, deviceTypes, enterprises, managerVisits, networks } from '../src/db/region-schema.ts';

const unique = () => randomBytes(6).toString('hex');
/** A random MAC: upper-case hex without separators, as devices store them. */
export const randomMac = () => randomBytes(6).toString('hex').toUpperCase();

type EnterpriseRow = typeof enterprises.$inferSelect;
type DeviceRow = typeof devices.$inferSelect;
type ManagerVisitRow = typeof managerVisits.$inferSelect;

/** A live, active, indoor enterprise unless overridden; every identifying field is unique. */
export async function buildEnterprise(db: RegionDb, overrides: Partial<typeof enterprises.$inferInsert> = {}): Promise<EnterpriseRow> {
  const id = unique();
  const [row] = await db.insert(enterprises).values({
    enterpriseId: `ent-${id}`, centerEnterpriseId: `center-${id}`, enterpriseName: `Enterprise ${id}`,
    username: `Contact ${id}`, account: `owner-${id}@example.test`, email: `owner-${id}@example.test`,
    phone: '+1 (555) 010-0000', address: '1 Test Street', country: 'United States',
    ...overrides,
  }).returning();
  return row;
}

export async function buildNetwork(db: RegionDb, enterpriseId: number, name = `Network ${unique()}`) {
  const [row] = await db.insert(networks).values({ enterpriseId, name }).returning();
  return row;
}

/** An offline AP with no enterprise (a free device) unless overridden. */
export async function buildDevice(db: RegionDb, overrides: Partial<typeof devices.$inferInsert> = {}): Promise<DeviceRow> {
  const kind = overrides.kind ?? 'AP';
  const model = { AP: 'GWN7660', ROUTER: 'GWN7002', SWITCH: 'GWN7802' }[kind] ?? 'GWN7660';
  const [row] = await db.insert(devices).values({
    mac: randomMac(), kind, model, versionFirmware: '1.0.25.25', versionBoot: '1.0.1.2', ...overrides,
  }).returning();
  return row;
}

/** One report of a GWN Manager instance, now unless createdAt is given. */
export async function buildManagerVisit(
  db: RegionDb, overrides: Partial<typeof managerVisits.$inferInsert> = {},
): Promise<ManagerVisitRow> {
  const [row] = await db.insert(managerVisits).values({
    mac: randomMac(), ip: '203.0.113.10', managerVersion: '1.1.0.12', ...overrides,
  }).returning();
  return row;
}

/** A device type with a unique key (upper-case hex after the prefix), enabled AP unless overridden. */
export async function buildDeviceType(db: RegionDb, overrides: Partial<typeof deviceTypes.$inferInsert> = {}) {
  const key = `TST${unique().toUpperCase()}`;
  const [row] = await db.insert(deviceTypes).values({
    deviceType: key, deviceTypeName: `Model ${key}`, deviceKinds: 'AP', minimumVersion: '1.0.0.1',
    recommendVersion: '1.0.0.2', portalVersion: '1.0.3', ...overrides,
  }).returning({ id: deviceTypes.id, deviceType: deviceTypes.deviceType, deviceTypeName: deviceTypes.deviceTypeName });
  return row;
}
