import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { RegionDb } from '../../db/connect.ts';
import { devices, enterprises, networks, transferImports } from '../../db/region-schema.ts';
import { digestOf, readSnapshot, type EnterpriseSnapshot } from './snapshot.ts';

/** The enterprise already exists in this region and was not created by this job. */
export class TransferConflict extends Error {}

/**
 * Target side of a transfer: writes the snapshot in one transaction. A retry of the same job
 * (jobKey) brings the earlier copy in line with the snapshot instead of conflicting, so the source
 * may repeat the call as often as it needs to.
 */
export async function importSnapshot(db: RegionDb, jobKey: string, sourceRegion: string, s: EnterpriseSnapshot): Promise<void> {
  await db.transaction(async (tx) => {
    const [earlier] = await tx.select({ rowId: transferImports.enterpriseRowId }).from(transferImports)
      .where(eq(transferImports.jobKey, jobKey));
    const fields = { ...s.enterprise, createdAt: new Date(s.enterprise.createdAt) };
    let rowId: number;
    if (earlier) {
      rowId = earlier.rowId;
      await tx.update(enterprises).set(fields).where(eq(enterprises.id, rowId));
    } else {
      const [inserted] = await tx.insert(enterprises).values(fields)
        .onConflictDoNothing({ target: enterprises.enterpriseId }).returning({ id: enterprises.id });
      if (!inserted) throw new TransferConflict(`enterprise ${s.enterprise.enterpriseId} already exists`);
      rowId = inserted.id;
      await tx.insert(transferImports).values({ jobKey, enterpriseRowId: rowId, sourceRegion });
    }
    // Networks are recreated from the snapshot; devices are upserted by MAC, then strays removed.
    await tx.delete(networks).where(eq(networks.enterpriseId, rowId));
    const networkIds = new Map<number, number>();
    for (const n of s.networks) {
      const [made] = await tx.insert(networks).values({ enterpriseId: rowId, name: n.name, createdAt: new Date(n.createdAt) })
        .returning({ id: networks.id });
      networkIds.set(n.sourceId, made.id);
    }
    const rows = s.devices.map((d) => ({
      mac: d.mac, kind: d.kind, model: d.model, versionFirmware: d.versionFirmware, versionBoot: d.versionBoot,
      online: d.online, clientCount: d.clientCount, enterpriseId: rowId, createdAt: new Date(d.createdAt),
      networkId: d.networkSourceId === null ? null : networkIds.get(d.networkSourceId) ?? null,
    }));
    for (let i = 0; i < rows.length; i += 500) {
      await tx.insert(devices).values(rows.slice(i, i + 500)).onConflictDoUpdate({
        target: devices.mac,
        set: {
          kind: sql`excluded.kind`, model: sql`excluded.model`, versionFirmware: sql`excluded.version_firmware`,
          versionBoot: sql`excluded.version_boot`, online: sql`excluded.online`, clientCount: sql`excluded.client_count`,
          enterpriseId: sql`excluded.enterprise_id`, networkId: sql`excluded.network_id`,
        },
      });
    }
    const macs = rows.map((r) => r.mac);
    await tx.delete(devices).where(and(eq(devices.enterpriseId, rowId), macs.length ? notInArray(devices.mac, macs) : undefined));
  });
}

/** The digest of what this region holds for a job's copy; null when the job has not imported yet. */
export async function importedDigest(db: RegionDb, jobKey: string): Promise<string | null> {
  const [earlier] = await db.select({ rowId: transferImports.enterpriseRowId }).from(transferImports)
    .where(eq(transferImports.jobKey, jobKey));
  if (!earlier) return null;
  const snapshot = await readSnapshot(db, earlier.rowId);
  return snapshot ? digestOf(snapshot) : null;
}

/** Whether an enterprise id is taken here by anything other than the given job's copy. */
export async function isTaken(db: RegionDb, enterpriseId: string, jobKey?: string): Promise<boolean> {
  const [row] = await db.select({ id: enterprises.id }).from(enterprises).where(eq(enterprises.enterpriseId, enterpriseId));
  if (!row) return false;
  if (!jobKey) return true;
  const [mine] = await db.select({ rowId: transferImports.enterpriseRowId }).from(transferImports).where(eq(transferImports.jobKey, jobKey));
  return mine?.rowId !== row.id;
}
