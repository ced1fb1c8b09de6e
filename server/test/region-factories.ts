import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { applicationSecretHash } from '../src/core/guard.ts';
import type { RegionDb } from '../src/db/connect.ts';
import {
  apiLimits, apPasswords, dataCleanJobs, deviceFiles, deviceFunctions, deviceTypes, devices, enterprises, firmwares, maintenanceNotices, managerVisits,
  networks, openApiApplications, parameterTypes, remoteServers, speedServers, storedFiles, systemParameters,
} from '../src/db/region-schema.ts';
import type { StoredFileKind } from '../src/region/shared/stored-files-repo.ts';

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

/** A stored file's row (its bytes are not in the store: tests of rows and rules do not read them). */
export async function buildStoredFile(db: RegionDb, kind: StoredFileKind, overrides: Partial<typeof storedFiles.$inferInsert> = {}) {
  const id = unique();
  const [row] = await db.insert(storedFiles).values({
    kind, fileName: `${kind}-${id}.bin`, storageKey: `${kind}/${id}`, size: 64, md5: createHash('md5').update(id).digest('hex'), ...overrides,
  }).returning();
  return row;
}

/** A named firmware release over a stored image of its own. */
export async function buildFirmware(db: RegionDb, overrides: Partial<typeof firmwares.$inferInsert> = {}) {
  const file = await buildStoredFile(db, 'firmware');
  const [row] = await db.insert(firmwares).values({ name: `1.0.${randomBytes(3).readUIntBE(0, 3)}`, apType: 'GWN7660', fileId: file.id, ...overrides }).returning();
  return row;
}

/** A device model of the catalogue (an AP unless overridden), with a key no other test uses. */
export async function buildDeviceType(db: RegionDb, overrides: Partial<typeof deviceTypes.$inferInsert> = {}) {
  const deviceType = `T${unique().toUpperCase()}`;
  const [row] = await db.insert(deviceTypes).values({
    deviceType, deviceTypeName: `Model ${deviceType}`, deviceKinds: 'AP', minimumVersion: '1.0.0.1', recommendVersion: '1.0.0.9',
    portalVersion: '1.0.3', ...overrides,
  }).returning();
  return row;
}

/** The key of a function of the region's catalogue for a device kind (the catalogue is seeded at start). */
export async function functionKeyFor(db: RegionDb, kind: 'AP' | 'ROUTER' | 'SWITCH'): Promise<string> {
  const [row] = await db.select({ key: deviceFunctions.functionKey }).from(deviceFunctions).where(eq(deviceFunctions.deviceKind, kind)).limit(1);
  if (!row) throw new Error(`the function catalogue has no ${kind} function`);
  return row.key;
}

/** The factory SSID password of an AP. */
export async function buildApPassword(db: RegionDb, overrides: Partial<typeof apPasswords.$inferInsert> = {}) {
  const [row] = await db.insert(apPasswords).values({ mac: randomMac(), ssidPassword: 'pw123456', model: 'GWN7660', ...overrides }).returning();
  return row;
}

/** A parameter type (write unless overridden) with a key no other test uses (keys are at most 20 characters). */
export async function buildParameterType(db: RegionDb, overrides: Partial<typeof parameterTypes.$inferInsert> = {}) {
  const key = `t_${unique()}`;
  const [row] = await db.insert(parameterTypes).values({ key, name: `Type ${key}`, type: 2, ...overrides }).returning();
  return row;
}

/** A system parameter in a new write type unless a typeId is given. */
export async function buildParameter(db: RegionDb, overrides: Partial<typeof systemParameters.$inferInsert> = {}) {
  const typeId = overrides.typeId ?? (await buildParameterType(db)).id;
  const key = `p_${unique()}`;
  const [row] = await db.insert(systemParameters).values({ key, name: `Parameter ${key}`, value: 'v1', typeId, ...overrides }).returning();
  return row;
}

/** A remote server with an address no other test uses. */
export async function buildRemoteServer(db: RegionDb, overrides: Partial<typeof remoteServers.$inferInsert> = {}) {
  const [row] = await db.insert(remoteServers).values({
    serviceRegion: 'us-east', zone: `zone-${unique()}`, serverIp: `192.0.2.${randomBytes(1)[0]}`, ...overrides,
  }).returning();
  return row;
}

/** A speed-test server of the US region with a name no other test uses. */
export async function buildSpeedServer(db: RegionDb, overrides: Partial<typeof speedServers.$inferInsert> = {}) {
  const name = `Speed ${unique()}`;
  const [row] = await db.insert(speedServers).values({
    name, serviceProvider: 'Example ISP', uploadUrl: 'https://speed.example.test/upload', pingUrl: 'https://speed.example.test/ping',
    downloadUrl: 'https://speed.example.test/download', publicIp: '192.0.2.80', secret: `factory-secret-${unique()}`,
    uploadDuration: 15, downloadDuration: 15, regions: ['US'], ...overrides,
  }).returning();
  return row;
}

/** A maintenance notice shown as scheduled (popTips), already e-mailed to no one. */
export async function buildMaintenanceNotice(db: RegionDb, overrides: Partial<typeof maintenanceNotices.$inferInsert> = {}) {
  const [row] = await db.insert(maintenanceNotices).values({
    startAt: new Date(Date.UTC(2026, 11, 1, 1)), endAt: new Date(Date.UTC(2026, 11, 1, 3)), timezone: 'UTC', subject: `Notice ${unique()}`,
    html: '<p>Maintenance</p>', popTips: 1, recipientMode: 1, emails: [], regionSelect: ['US'], requestedBy: 'factory',
    enumerated: 1, sendStatus: 'done', ...overrides,
  }).returning();
  return row;
}

/** A core or capture file row (its bytes are not in the store unless the test writes them), MAC 02005E2xxxxx. */
export async function buildDeviceFile(db: RegionDb, kind: 'core' | 'capture', overrides: Partial<typeof deviceFiles.$inferInsert> = {}) {
  const id = unique();
  const mac = `02005E2${createHash('md5').update(id).digest('hex').slice(0, 5).toUpperCase()}`;
  const [row] = await db.insert(deviceFiles).values({
    kind, fileName: `${kind}-${id}.bin`, mac, uploaderEmail: kind === 'capture' ? `user-${id}@example.com` : '',
    model: 'GWN7660', firmwareVersion: '1.0.1.1', storageKey: `${kind}/${mac}/${id}`, size: 64,
    md5: createHash('md5').update(id).digest('hex'), ...overrides,
  }).returning();
  return row;
}

/** An enterprise's open-API application with its plain secret (a new enterprise unless one is given). */
export async function buildApplication(db: RegionDb, enterpriseRowId?: number) {
  const enterpriseId = enterpriseRowId ?? (await buildEnterprise(db)).id;
  const appId = `app_${unique()}`;
  const secret = randomBytes(32).toString('base64url');
  await db.insert(openApiApplications).values({ appId, enterpriseId, secretHash: applicationSecretHash(secret) });
  return { appId, secret, enterpriseRowId: enterpriseId };
}

/** An API limit: a default for its URL unless an application id is given. */
export async function buildApiLimit(db: RegionDb, overrides: Partial<typeof apiLimits.$inferInsert> & { url: string }) {
  const [row] = await db.insert(apiLimits).values({
    count: 10, description: `limit ${unique()}`, descriptionEn: `limit ${unique()}`, ...overrides,
  }).returning();
  return row;
}

/** Sets the system parameter del_syslog_time (retention in seconds) the data-clean job reads; undefined removes it. */
export async function setDataCleanRetention(db: RegionDb, seconds: number | string | undefined) {
  await db.delete(systemParameters).where(eq(systemParameters.key, 'del_syslog_time'));
  if (seconds !== undefined) await buildParameter(db, { key: 'del_syslog_time', name: 'Syslog retention', value: String(seconds) });
}

/** The region's data-clean job row as given (idle unless overridden), replacing the one there. */
export async function buildDataCleanJob(db: RegionDb, overrides: Partial<typeof dataCleanJobs.$inferInsert> = {}) {
  await db.delete(dataCleanJobs);
  const [row] = await db.insert(dataCleanJobs).values({ id: 1, state: 'idle', ...overrides }).returning();
  return row;
}
