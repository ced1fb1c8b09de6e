import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { deviceTypes as contract } from '@gwn/contract';
import type { RegionDb } from '../../db/connect.ts';
import { deviceTypes } from '../../db/region-schema.ts';
import { escapeLike } from '../shared/like.ts';

export type DeviceTypeInsert = typeof deviceTypes.$inferInsert;
export type DeviceTypeFields = Omit<DeviceTypeInsert, 'id' | 'deviceType' | 'createdAt' | 'modifiedAt'>;

export interface DeviceTypeFilter {
  search: string;
  deviceKinds?: contract.DeviceKind;
  state?: number;
}

const rowColumns = {
  id: deviceTypes.id,
  deviceType: deviceTypes.deviceType,
  deviceTypeName: deviceTypes.deviceTypeName,
  deviceKinds: deviceTypes.deviceKinds,
  executeType: deviceTypes.executeType,
  ssidNumber: deviceTypes.ssidNumber,
  state: deviceTypes.state,
  minimumVersion: deviceTypes.minimumVersion,
  recommendVersion: deviceTypes.recommendVersion,
  betaVersion: deviceTypes.betaVersion,
  order: deviceTypes.sortOrder,
  createdAt: deviceTypes.createdAt,
  modifiedAt: deviceTypes.modifiedAt,
};

const detailColumns = {
  ...rowColumns,
  versionDesc: deviceTypes.versionDesc,
  customSettings: deviceTypes.customSettings,
  forbidenBand4: deviceTypes.forbidenBand4,
  supportOutdoor: deviceTypes.supportOutdoor,
  wireless: deviceTypes.wireless,
  firmwareName: deviceTypes.firmwareName,
  portalVersion: deviceTypes.portalVersion,
};


function where(filter: DeviceTypeFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.search) {
    const term = `%${escapeLike(filter.search)}%`;
    const match = or(ilike(deviceTypes.deviceTypeName, term), ilike(deviceTypes.deviceType, term));
    if (match) conditions.push(match);
  }
  if (filter.deviceKinds) conditions.push(eq(deviceTypes.deviceKinds, filter.deviceKinds));
  if (filter.state !== undefined) conditions.push(eq(deviceTypes.state, filter.state));
  return conditions.length ? and(...conditions) : undefined;
}

/** SQL of the device-type area. */
export function deviceTypeRepo(db: RegionDb) {
  return {
    async page(filter: DeviceTypeFilter, pageNum: number, pageSize: number) {
      const condition = where(filter);
      const [{ total }] = await db.select({ total: count() }).from(deviceTypes).where(condition);
      const rows = await db.select(rowColumns).from(deviceTypes).where(condition)
        .orderBy(asc(deviceTypes.sortOrder), asc(deviceTypes.deviceType))
        .limit(pageSize).offset((pageNum - 1) * pageSize);
      return { total, rows };
    },

    /** The device types of these keys, with every field, for the console's "where does it live". */
    byKeys: (keys: string[]) => db.select(detailColumns).from(deviceTypes).where(inArray(deviceTypes.deviceType, keys)),

    async find(id: number) {
      const [row] = await db.select(detailColumns).from(deviceTypes).where(eq(deviceTypes.id, id));
      return row;
    },

    /** Inserts unless the key exists; undefined means it did. */
    async insert(values: DeviceTypeInsert) {
      const [row] = await db.insert(deviceTypes).values(values)
        .onConflictDoNothing({ target: deviceTypes.deviceType }).returning(detailColumns);
      return row;
    },

    /** The row as it is after the update; undefined when there is no such id. */
    async update(id: number, values: DeviceTypeFields) {
      const [row] = await db.update(deviceTypes).set({ ...values, modifiedAt: sql`now()` })
        .where(eq(deviceTypes.id, id)).returning(detailColumns);
      return row;
    },

    /** The deleted rows, as they were. */
    async remove(ids: number[]) {
      return db.delete(deviceTypes).where(inArray(deviceTypes.id, ids)).returning(detailColumns);
    },

    async countByKind() {
      return db.select({ deviceKind: deviceTypes.deviceKinds, count: count() }).from(deviceTypes).groupBy(deviceTypes.deviceKinds);
    },
  };
}
export type DeviceTypeRepo = ReturnType<typeof deviceTypeRepo>;
