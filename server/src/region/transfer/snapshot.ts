import { createHash } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { RegionDb } from '../../db/connect.ts';
import { devices, enterprises, networks } from '../../db/region-schema.ts';

type Tx = Parameters<Parameters<RegionDb['transaction']>[0]>[0];
type Reader = RegionDb | Tx;

/** The enterprise's own fields; search_text is derived by the database and never copied. */
export type EnterpriseFields = Omit<typeof enterprises.$inferSelect, 'id' | 'createdAt' | 'searchText'>;
export interface NetworkCopy { sourceId: number; name: string; createdAt: string }
export interface DeviceCopy {
  mac: string; kind: string; model: string; versionFirmware: string; versionBoot: string;
  online: boolean; clientCount: number; networkSourceId: number | null; createdAt: string;
}
/** Everything a transfer moves: the enterprise row, its networks and its devices. */
export interface EnterpriseSnapshot { enterprise: EnterpriseFields & { createdAt: string }; networks: NetworkCopy[]; devices: DeviceCopy[] }

/** Reads an enterprise (by row id) with its networks and devices; null when it does not exist. */
export async function readSnapshot(db: Reader, rowId: number): Promise<EnterpriseSnapshot | null> {
  const [row] = await db.select().from(enterprises).where(eq(enterprises.id, rowId));
  if (!row) return null;
  const { id: _id, createdAt, searchText: _derived, ...fields } = row;
  const nets = await db.select({ id: networks.id, name: networks.name, createdAt: networks.createdAt })
    .from(networks).where(eq(networks.enterpriseId, rowId)).orderBy(asc(networks.id));
  const devs = await db.select({
    mac: devices.mac, kind: devices.kind, model: devices.model, versionFirmware: devices.versionFirmware,
    versionBoot: devices.versionBoot, online: devices.online, clientCount: devices.clientCount,
    networkId: devices.networkId, createdAt: devices.createdAt,
  }).from(devices).where(eq(devices.enterpriseId, rowId)).orderBy(asc(devices.mac));
  return {
    enterprise: { ...fields, createdAt: createdAt.toISOString() },
    networks: nets.map((n) => ({ sourceId: n.id, name: n.name, createdAt: n.createdAt.toISOString() })),
    devices: devs.map(({ networkId, createdAt: at, ...d }) => ({ ...d, networkSourceId: networkId, createdAt: at.toISOString() })),
  };
}

/**
 * A digest of what matters in a snapshot, independent of row ids (which differ between regions):
 * the enterprise fields, the network names and each device with the name of its network.
 * Volatile state (online, client count) is left out, so a live AP does not stall the transfer.
 */
export function digestOf(s: EnterpriseSnapshot): string {
  const networkName = new Map(s.networks.map((n) => [n.sourceId, n.name]));
  const canonical = {
    enterprise: Object.fromEntries(Object.entries(s.enterprise).filter(([k]) => k !== 'createdAt').sort(([a], [b]) => a.localeCompare(b))),
    networks: s.networks.map((n) => n.name).sort(),
    devices: s.devices.map((d) => [d.mac, d.kind, d.model, d.versionFirmware, d.versionBoot,
      d.networkSourceId === null ? null : networkName.get(d.networkSourceId) ?? null]).sort(),
  };
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}
