import { asc, eq } from 'drizzle-orm';
import type { RegionDb } from '../../db/connect.ts';
import { devices, enterprises, networks } from '../../db/region-schema.ts';
import type { EnterpriseSnapshot } from './snapshot.ts';

const sourceColumns = {
  id: enterprises.id, enterpriseId: enterprises.enterpriseId, centerEnterpriseId: enterprises.centerEnterpriseId,
  email: enterprises.email, username: enterprises.username, enterpriseName: enterprises.enterpriseName,
};

/** SQL of the enterprise a transfer moves, in the source region (or the copy a target holds). */
export function snapshotRepo(db: RegionDb) {
  return {
    /** The enterprise with this enterprise id, or null. */
    async find(enterpriseId: string) {
      const [row] = await db.select(sourceColumns).from(enterprises).where(eq(enterprises.enterpriseId, enterpriseId));
      return row ?? null;
    },

    /** The same, locked until the transaction ends: nothing changes it between its last check and its deletion. */
    async lock(enterpriseId: string) {
      const [row] = await db.select(sourceColumns).from(enterprises).where(eq(enterprises.enterpriseId, enterpriseId)).for('update');
      return row ?? null;
    },

    /** Reads an enterprise (by row id) with its networks and devices; null when it does not exist. */
    async read(rowId: number): Promise<EnterpriseSnapshot | null> {
      const [row] = await db.select().from(enterprises).where(eq(enterprises.id, rowId));
      if (!row) return null;
      const { id: _id, createdAt, searchText: _text, apCount: _aps, ...fields } = row;
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
    },

    /** Deletes an enterprise with its devices (its networks go with it: the foreign key cascades). */
    async delete(rowId: number): Promise<void> {
      await db.delete(devices).where(eq(devices.enterpriseId, rowId));
      await db.delete(enterprises).where(eq(enterprises.id, rowId));
    },
  };
}
