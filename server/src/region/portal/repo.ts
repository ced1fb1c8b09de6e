import { asc, count, eq, inArray } from 'drizzle-orm';
import type { portal } from '@gwn/contract';
import type { RegionDb } from '../../db/connect.ts';
import { listOrderBy, type ListOrder } from '../shared/list-order-repo.ts';
import { deviceTypes, portalVersions, storedFiles } from '../../db/region-schema.ts';

export interface PortalVersion { apType: string; version: string }

/** The column of each sort field of the portal file list (contract sorting). */
const PORTAL_SORT_COLUMNS = { uploadTime: portalVersions.createdAt, apType: portalVersions.apType };

/** The columns of a listed portal file. */
const LISTED = {
  id: portalVersions.id, apType: portalVersions.apType, version: portalVersions.version, createdAt: portalVersions.createdAt,
  fileName: storedFiles.fileName, md5: storedFiles.md5,
};

/** SQL of the portal area. */
export function portalRepo(db: RegionDb) {
  return {
    /** A page of portal files, newest upload first or in the operator's order; the id breaks ties the same way. */
    async page(pageNum: number, pageSize: number, order?: ListOrder<(typeof portal.PORTAL_SORTS)[number]>) {
      const [{ total }] = await db.select({ total: count() }).from(portalVersions);
      const rows = await db.select(LISTED).from(portalVersions).innerJoin(storedFiles, eq(storedFiles.id, portalVersions.fileId))
        .orderBy(...listOrderBy(PORTAL_SORT_COLUMNS, order, portalVersions.createdAt, portalVersions.id)).limit(pageSize).offset((pageNum - 1) * pageSize);
      return { total, rows };
    },
    /** The listed rows of these model+version pairs, for the console's "where does it live". */
    async listedOf(entries: PortalVersion[]) {
      const types = [...new Set(entries.map((e) => e.apType))];
      const rows = await db.select(LISTED).from(portalVersions).innerJoin(storedFiles, eq(storedFiles.id, portalVersions.fileId))
        .where(inArray(portalVersions.apType, types));
      const wanted = new Set(entries.map((e) => `${e.apType}\u0000${e.version}`));
      return rows.filter((r) => wanted.has(`${r.apType}\u0000${r.version}`));
    },
    /** Every model: the device-type catalogue plus models that already have a portal version. */
    async models(): Promise<string[]> {
      const catalogue = await db.select({ model: deviceTypes.deviceType }).from(deviceTypes).orderBy(asc(deviceTypes.deviceType));
      const withPortal = await db.selectDistinct({ model: portalVersions.apType }).from(portalVersions).orderBy(asc(portalVersions.apType));
      return [...new Set([...catalogue, ...withPortal].map((r) => r.model))];
    },
    /** Newest version per model. */
    async latestVersions(): Promise<Map<string, string>> {
      const rows = await db.select({ apType: portalVersions.apType, version: portalVersions.version })
        .from(portalVersions).orderBy(asc(portalVersions.createdAt), asc(portalVersions.id));
      return new Map(rows.map((r) => [r.apType, r.version]));
    },
    /** The stored rows of these model+version pairs. */
    async existing(entries: PortalVersion[]) {
      const types = [...new Set(entries.map((e) => e.apType))];
      const rows = await db.select({
        id: portalVersions.id, apType: portalVersions.apType, version: portalVersions.version, fileId: portalVersions.fileId,
      })
        .from(portalVersions).where(inArray(portalVersions.apType, types));
      const wanted = new Set(entries.map((e) => `${e.apType}\u0000${e.version}`));
      return rows.filter((r) => wanted.has(`${r.apType}\u0000${r.version}`));
    },
    /** Inserts the entries; with `replace`, an existing model+version is pointed at the new file instead. */
    async save(fileId: number, entries: PortalVersion[], replace: boolean) {
      if (entries.length === 0) return;
      const rows = entries.map((e) => ({ ...e, fileId }));
      if (!replace) {
        await db.insert(portalVersions).values(rows);
        return;
      }
      await db.insert(portalVersions).values(rows)
        .onConflictDoUpdate({ target: [portalVersions.apType, portalVersions.version], set: { fileId, createdAt: new Date() } });
    },
  };
}
