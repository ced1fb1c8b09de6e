import { and, asc, count, countDistinct, desc, eq, ilike, inArray, isNotNull, like, max, ne, or, sql, type SQL } from 'drizzle-orm';
import type { deviceFiles as contract } from '@gwn/contract';
import type { RegionDb } from '../../db/connect.ts';
import { deviceFiles, devices, enterprises } from '../../db/region-schema.ts';
import { escapeLike } from '../shared/like.ts';

type DeviceFileKind = contract.DeviceFileKind;

export interface DeviceFileFilter {
  search?: string;
  emails?: readonly string[];
  macs?: readonly string[];
}

export interface DeviceFileQuery extends DeviceFileFilter {
  order: 'asc' | 'desc';
  type: 'upload_time' | 'email';
  pageNum: number;
  pageSize: number;
}

export interface NewDeviceFile {
  kind: DeviceFileKind;
  fileName: string;
  mac: string;
  uploaderEmail: string;
  model: string;
  firmwareVersion: string;
  storageKey: string;
  size: number;
  md5: string;
  createdAt?: Date;
}

const columns = {
  id: deviceFiles.id, fileName: deviceFiles.fileName, mac: deviceFiles.mac, uploaderEmail: deviceFiles.uploaderEmail,
  model: deviceFiles.model, firmwareVersion: deviceFiles.firmwareVersion, size: deviceFiles.size,
  storageKey: deviceFiles.storageKey, md5: deviceFiles.md5, createdAt: deviceFiles.createdAt,
};

/** The search: file name or e-mail containing the text, or a MAC containing it (separators ignored). */
function searchCondition(text: string): SQL | undefined {
  const pattern = `%${escapeLike(text)}%`;
  const macText = text.replace(/[:\-\s]/g, '').toUpperCase();
  const conditions = [ilike(deviceFiles.fileName, pattern), ilike(deviceFiles.uploaderEmail, pattern)];
  if (/^[0-9A-F]+$/.test(macText)) conditions.push(like(deviceFiles.mac, `%${macText}%`));
  return or(...conditions);
}

function matching(kind: DeviceFileKind, q: DeviceFileFilter): SQL | undefined {
  return and(
    eq(deviceFiles.kind, kind),
    q.search ? searchCondition(q.search) : undefined,
    q.emails?.length ? inArray(deviceFiles.uploaderEmail, [...q.emails]) : undefined,
    q.macs?.length ? inArray(deviceFiles.mac, [...q.macs]) : undefined,
  );
}

/**
 * Distinct values of one column within a kind, in order, by a loose index scan (each step one index
 * probe for the next value), so a million rows of a few thousand devices cost a few thousand probes.
 */
async function distinctValues(db: RegionDb, kind: DeviceFileKind, column: 'mac' | 'uploader_email', limit: number): Promise<string[]> {
  const col = sql.identifier(column);
  const result = await db.execute(sql`
    WITH RECURSIVE walk(v) AS (
      (SELECT ${col} FROM device_files WHERE kind = ${kind} AND ${col} > '' ORDER BY ${col} LIMIT 1)
      UNION ALL
      SELECT (SELECT ${col} FROM device_files WHERE kind = ${kind} AND ${col} > walk.v ORDER BY ${col} LIMIT 1)
      FROM walk WHERE walk.v IS NOT NULL
    )
    SELECT v FROM walk WHERE v IS NOT NULL LIMIT ${limit}`);
  // Both drivers return rows on the result; the shape differs only in typing.
  return (result as unknown as { rows: { v: string }[] }).rows.map((r) => r.v);
}

/** SQL of core and capture files (device_files). */
export function deviceFilesRepo(db: RegionDb) {
  return {
    /** How many files match (the list's total). */
    async countMatching(kind: DeviceFileKind, q: DeviceFileFilter) {
      const [{ total }] = await db.select({ total: count() }).from(deviceFiles).where(matching(kind, q));
      return total;
    },

    /**
     * One page. Both sorts run in one direction throughout (e-mail, then time, then id), so the
     * (kind, uploader_email, created_at, id) and (kind, created_at, id) indexes serve either order.
     */
    async page(kind: DeviceFileKind, q: DeviceFileQuery) {
      const dir = q.order === 'asc' ? asc : desc;
      const orderBy = q.type === 'email'
        ? [dir(deviceFiles.uploaderEmail), dir(deviceFiles.createdAt), dir(deviceFiles.id)]
        : [dir(deviceFiles.createdAt), dir(deviceFiles.id)];
      return db.select(columns).from(deviceFiles).where(matching(kind, q))
        .orderBy(...orderBy).limit(q.pageSize).offset((q.pageNum - 1) * q.pageSize);
    },

    /**
     * One page with the count of all matches in the same statement (a window count over the index range of a
     * MAC or an e-mail): one round trip instead of two. A page past the end has no row to carry the count, so
     * it is counted on its own.
     */
    async pageWithTotal(kind: DeviceFileKind, q: DeviceFileQuery) {
      const dir = q.order === 'asc' ? asc : desc;
      const orderBy = q.type === 'email'
        ? [dir(deviceFiles.uploaderEmail), dir(deviceFiles.createdAt), dir(deviceFiles.id)]
        : [dir(deviceFiles.createdAt), dir(deviceFiles.id)];
      const rows = await db.select({ ...columns, total: sql<number>`count(*) over ()`.mapWith(Number) }).from(deviceFiles)
        .where(matching(kind, q)).orderBy(...orderBy).limit(q.pageSize).offset((q.pageNum - 1) * q.pageSize);
      const total = rows[0]?.total ?? await this.countMatching(kind, q);
      return { total, rows };
    },

    async filterOptions(kind: DeviceFileKind, limit: number) {
      return { emails: await distinctValues(db, kind, 'uploader_email', limit), macs: await distinctValues(db, kind, 'mac', limit) };
    },

    async find(kind: DeviceFileKind, id: number, mac: string) {
      const [row] = await db.select(columns).from(deviceFiles)
        .where(and(eq(deviceFiles.kind, kind), eq(deviceFiles.id, id), eq(deviceFiles.mac, mac)));
      return row;
    },

    async insert(values: NewDeviceFile) {
      const [row] = await db.insert(deviceFiles).values(values).returning(columns);
      return row;
    },

    async delete(id: number) {
      await db.delete(deviceFiles).where(eq(deviceFiles.id, id));
    },

    async count(kind: DeviceFileKind) {
      return db.$count(deviceFiles, eq(deviceFiles.kind, kind));
    },

    /** Core dumps by model and firmware version: most dumps first, then the most recent. */
    async crashGroups(kind: DeviceFileKind, pageNum: number, pageSize: number) {
      const [{ total }] = await db.select({ total: countDistinct(sql`(${deviceFiles.model}, ${deviceFiles.firmwareVersion})`) })
        .from(deviceFiles).where(eq(deviceFiles.kind, kind));
      const dumps = count();
      const latest = max(deviceFiles.createdAt);
      const rows = await db.select({
        model: deviceFiles.model, firmwareVersion: deviceFiles.firmwareVersion, count: dumps,
        macCount: countDistinct(deviceFiles.mac), latest,
      }).from(deviceFiles).where(eq(deviceFiles.kind, kind))
        .groupBy(deviceFiles.model, deviceFiles.firmwareVersion)
        .orderBy(desc(dumps), desc(latest), asc(deviceFiles.model), asc(deviceFiles.firmwareVersion))
        .limit(pageSize).offset((pageNum - 1) * pageSize);
      return { total, rows };
    },

    /** Demo data: devices with a firmware version, and their enterprise's e-mail when they have one. */
    async demoDevices(limit: number) {
      return db.select({ mac: devices.mac, model: devices.model, firmwareVersion: devices.versionFirmware, email: enterprises.email })
        .from(devices).leftJoin(enterprises, eq(enterprises.id, devices.enterpriseId))
        .where(and(ne(devices.versionFirmware, ''), isNotNull(devices.enterpriseId)))
        .orderBy(asc(devices.id)).limit(limit);
    },
  };
}
