import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { RegionDb } from '../../db/connect.ts';
import { devices, enterprises, networks, transferImports } from '../../db/region-schema.ts';
import type { EnterpriseSnapshot } from './snapshot.ts';

/** How many devices one insert statement carries. */
const DEVICE_BATCH = 500;

/**
 * SQL of the target side of a transfer. `write` runs in the import call's transaction: a retry of the same
 * job (jobKey) brings the earlier copy in line with the snapshot instead of conflicting, so the source
 * may repeat the call as often as it needs to.
 */
export function importRepo(db: RegionDb) {
  /** The row this job's import created, or null before its first import. */
  async function importedRowId(jobKey: string): Promise<number | null> {
    const [earlier] = await db.select({ rowId: transferImports.enterpriseRowId }).from(transferImports)
      .where(eq(transferImports.jobKey, jobKey));
    return earlier?.rowId ?? null;
  }

  /** Networks are recreated from the snapshot; devices are upserted by MAC, then strays removed. */
  async function writeNetworksAndDevices(rowId: number, s: EnterpriseSnapshot): Promise<void> {
    await db.delete(networks).where(eq(networks.enterpriseId, rowId));
    const networkIds = new Map<number, number>();
    for (const n of s.networks) {
      const [made] = await db.insert(networks).values({ enterpriseId: rowId, name: n.name, createdAt: new Date(n.createdAt) })
        .returning({ id: networks.id });
      networkIds.set(n.sourceId, made.id);
    }
    const rows = s.devices.map((d) => ({
      mac: d.mac, kind: d.kind, model: d.model, versionFirmware: d.versionFirmware, versionBoot: d.versionBoot,
      online: d.online, clientCount: d.clientCount, enterpriseId: rowId, createdAt: new Date(d.createdAt),
      networkId: d.networkSourceId === null ? null : networkIds.get(d.networkSourceId) ?? null,
    }));
    for (let i = 0; i < rows.length; i += DEVICE_BATCH) {
      await db.insert(devices).values(rows.slice(i, i + DEVICE_BATCH)).onConflictDoUpdate({
        target: devices.mac,
        set: {
          kind: sql`excluded.kind`, model: sql`excluded.model`, versionFirmware: sql`excluded.version_firmware`,
          versionBoot: sql`excluded.version_boot`, online: sql`excluded.online`, clientCount: sql`excluded.client_count`,
          enterpriseId: sql`excluded.enterprise_id`, networkId: sql`excluded.network_id`,
        },
      });
    }
    const macs = rows.map((r) => r.mac);
    await db.delete(devices).where(and(eq(devices.enterpriseId, rowId), macs.length ? notInArray(devices.mac, macs) : undefined));
  }

  return {
    importedRowId,

    /** Writes the snapshot as this job's copy; false (nothing written) when the enterprise id is taken by anything else. */
    async write(jobKey: string, sourceRegion: string, s: EnterpriseSnapshot): Promise<boolean> {
      // Derived columns are the database's own, even if a peer's snapshot carries them.
      const { searchText: _text, apCount: _aps, ...own } = s.enterprise as typeof s.enterprise & { searchText?: unknown; apCount?: unknown };
      const fields = { ...own, createdAt: new Date(s.enterprise.createdAt) };
      let rowId = await importedRowId(jobKey);
      if (rowId !== null) {
        await db.update(enterprises).set(fields).where(eq(enterprises.id, rowId));
      } else {
        const [inserted] = await db.insert(enterprises).values(fields)
          .onConflictDoNothing({ target: enterprises.enterpriseId }).returning({ id: enterprises.id });
        if (!inserted) return false;
        rowId = inserted.id;
        await db.insert(transferImports).values({ jobKey, enterpriseRowId: rowId, sourceRegion });
      }
      await writeNetworksAndDevices(rowId, s);
      return true;
    },

    /** Whether an enterprise id is taken here by anything other than the given job's copy. */
    async isTaken(enterpriseId: string, jobKey?: string): Promise<boolean> {
      const [row] = await db.select({ id: enterprises.id }).from(enterprises).where(eq(enterprises.enterpriseId, enterpriseId));
      if (!row) return false;
      if (!jobKey) return true;
      return (await importedRowId(jobKey)) !== row.id;
    },
  };
}
