import { asc, count, eq, inArray } from 'drizzle-orm';
import type { firmware } from '@gwn/contract';
import type { RegionDb } from '../../db/connect.ts';
import { listOrderBy, type ListOrder } from '../shared/list-order-repo.ts';
import { devices, deviceTypes, firmwares, storedFiles } from '../../db/region-schema.ts';

/** The column of each sort field of the firmware list (contract sorting). */
const FIRMWARE_SORT_COLUMNS = { uploadTime: firmwares.createdAt, firmwareNum: firmwares.name };

/** The columns of a listed release. */
const LISTED = {
  id: firmwares.id, name: firmwares.name, apType: firmwares.apType, updateSuggest: firmwares.updateSuggest,
  updateBeta: firmwares.updateBeta, createdAt: firmwares.createdAt, md5: storedFiles.md5, size: storedFiles.size,
};

/** SQL of the firmware area. */
export function firmwareRepo(db: RegionDb) {
  return {
    /**
     * A page of firmware, newest upload first or in the operator's order; the id breaks ties in the same
     * direction, so pages never overlap.
     */
    async page(pageNum: number, pageSize: number, order?: ListOrder<(typeof firmware.FIRMWARE_SORTS)[number]>) {
      const [{ total }] = await db.select({ total: count() }).from(firmwares);
      const rows = await db.select(LISTED).from(firmwares).innerJoin(storedFiles, eq(storedFiles.id, firmwares.fileId))
        .orderBy(...listOrderBy(FIRMWARE_SORT_COLUMNS, order, firmwares.createdAt, firmwares.id)).limit(pageSize).offset((pageNum - 1) * pageSize);
      return { total, rows };
    },
    /** The releases of these names (firmware numbers), for the console's "where does it live". */
    byNames: (names: string[]) => db.select(LISTED).from(firmwares).innerJoin(storedFiles, eq(storedFiles.id, firmwares.fileId))
      .where(inArray(firmwares.name, names)),
    async findById(id: number) {
      const [row] = await db.select({ id: firmwares.id, name: firmwares.name, fileId: firmwares.fileId, storageKey: storedFiles.storageKey })
        .from(firmwares).innerJoin(storedFiles, eq(storedFiles.id, firmwares.fileId)).where(eq(firmwares.id, id));
      return row;
    },
    async nameTaken(name: string) {
      const [row] = await db.select({ id: firmwares.id }).from(firmwares).where(eq(firmwares.name, name));
      return row !== undefined;
    },
    async fileInUse(fileId: number) {
      const [row] = await db.select({ id: firmwares.id }).from(firmwares).where(eq(firmwares.fileId, fileId)).limit(1);
      return row !== undefined;
    },
    async insert(values: { name: string; apType: string; fileId: number; updateSuggest: number; updateBeta: number }) {
      const [row] = await db.insert(firmwares).values(values).returning({ id: firmwares.id });
      return row;
    },
    async delete(id: number) {
      await db.delete(firmwares).where(eq(firmwares.id, id));
    },
    /** The device-type catalogue's models, then models reported by devices that the catalogue lacks. */
    async models(): Promise<string[]> {
      const catalogue = await db.select({ model: deviceTypes.deviceType }).from(deviceTypes).orderBy(asc(deviceTypes.deviceType));
      const reported = await db.selectDistinct({ model: devices.model }).from(devices).orderBy(asc(devices.model)).limit(500);
      return [...new Set([...catalogue, ...reported].map((r) => r.model).filter((m) => m !== ''))];
    },
  };
}

