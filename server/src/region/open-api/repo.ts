import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { RegionDb } from '../../db/connect.ts';
import { devices, networks } from '../../db/region-schema.ts';

export interface DeviceQuery { enterpriseRowId: number; online?: boolean; networkId?: number; pageNum: number; pageSize: number }

/** SQL of the open API: one enterprise's devices and networks, never another's. */
export function openApiDataRepo(db: RegionDb) {
  return {
    async devicePage(q: DeviceQuery) {
      const conditions: SQL[] = [eq(devices.enterpriseId, q.enterpriseRowId)];
      if (q.networkId !== undefined) conditions.push(eq(devices.networkId, q.networkId));
      const scope = and(...conditions);
      const where = q.online === undefined ? scope : and(scope, eq(devices.online, q.online));
      const [counts] = await db.select({
        online: sql<number>`count(*) filter (where ${devices.online})`.mapWith(Number),
        offline: sql<number>`count(*) filter (where not ${devices.online})`.mapWith(Number),
      }).from(devices).where(scope);
      const [{ total }] = await db.select({ total: count() }).from(devices).where(where);
      const rows = await db.select({
        mac: devices.mac, kind: devices.kind, model: devices.model, firmware: devices.versionFirmware, online: devices.online,
        clientCount: devices.clientCount, networkId: devices.networkId, networkName: networks.name,
      }).from(devices).leftJoin(networks, eq(networks.id, devices.networkId)).where(where)
        .orderBy(asc(devices.mac)).limit(q.pageSize).offset((q.pageNum - 1) * q.pageSize);
      return { total, online: counts.online, offline: counts.offline, rows };
    },

    async networkPage(enterpriseRowId: number, pageNum: number, pageSize: number) {
      const where = eq(networks.enterpriseId, enterpriseRowId);
      const [{ total }] = await db.select({ total: count() }).from(networks).where(where);
      const rows = await db.select({
        id: networks.id, name: networks.name,
        deviceCount: sql<number>`(select count(*) from ${devices} where ${devices.networkId} = ${networks.id})`.mapWith(Number),
        onlineCount: sql<number>`(select count(*) from ${devices} where ${devices.networkId} = ${networks.id} and ${devices.online})`.mapWith(Number),
      }).from(networks).where(where).orderBy(asc(networks.name), asc(networks.id)).limit(pageSize).offset((pageNum - 1) * pageSize);
      return { total, rows };
    },
  };
}
