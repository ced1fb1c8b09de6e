import { and, asc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { deviceTypes as dt } from '@gwn/contract';
import type { RegionDb } from '../../db/connect.ts';
import { deviceFunctions, deviceTypeFunctions, deviceTypes } from '../../db/region-schema.ts';

export interface DeviceTypeScope {
  deviceKind?: dt.DeviceKind;
  /** Part of the name (case-insensitive). */
  deviceTypeName?: string;
  /** Exact keys; empty means all. */
  deviceType?: string[];
  /** Only these states (the public comparison asks for enabled only). */
  states?: number[];
}

export interface CellValue { functionId: number; checked: string; des: string; tooltips: string }

const likeTerm = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function scopeWhere(scope: DeviceTypeScope): SQL | undefined {
  const conditions: SQL[] = [];
  if (scope.deviceKind) conditions.push(eq(deviceTypes.deviceKinds, scope.deviceKind));
  if (scope.deviceTypeName) conditions.push(ilike(deviceTypes.deviceTypeName, likeTerm(scope.deviceTypeName)));
  if (scope.deviceType?.length) conditions.push(inArray(deviceTypes.deviceType, scope.deviceType));
  if (scope.states?.length) conditions.push(inArray(deviceTypes.state, scope.states));
  return conditions.length ? and(...conditions) : undefined;
}

/** SQL of the function catalogue and the matrix cells. */
export function deviceFunctionRepo(db: RegionDb) {
  return {
    /** The catalogue, for one kind or all, in display order. */
    async catalogue(deviceKind?: dt.DeviceKind) {
      return db.select({
        id: deviceFunctions.id, functionKey: deviceFunctions.functionKey, functionName: deviceFunctions.functionName,
        deviceKind: deviceFunctions.deviceKind, category: deviceFunctions.category,
      }).from(deviceFunctions)
        .where(deviceKind ? eq(deviceFunctions.deviceKind, deviceKind) : undefined)
        .orderBy(asc(deviceFunctions.deviceKind), asc(deviceFunctions.sortOrder), asc(deviceFunctions.id));
    },

    async deviceTypes(scope: DeviceTypeScope) {
      return db.select({
        id: deviceTypes.id, deviceType: deviceTypes.deviceType, deviceTypeName: deviceTypes.deviceTypeName,
        deviceKind: deviceTypes.deviceKinds, wireless: deviceTypes.wireless,
      }).from(deviceTypes).where(scopeWhere(scope))
        .orderBy(asc(deviceTypes.sortOrder), asc(deviceTypes.deviceType));
    },

    async deviceType(id: number) {
      const [row] = await db.select({
        id: deviceTypes.id, deviceType: deviceTypes.deviceType, deviceTypeName: deviceTypes.deviceTypeName,
        deviceKind: deviceTypes.deviceKinds,
      }).from(deviceTypes).where(eq(deviceTypes.id, id));
      return row;
    },

    /** The stored cells of these device types. */
    async cells(deviceTypeIds: number[]) {
      if (deviceTypeIds.length === 0) return [];
      return db.select({
        deviceTypeId: deviceTypeFunctions.deviceTypeId, functionId: deviceTypeFunctions.functionId,
        checked: deviceTypeFunctions.checked, des: deviceTypeFunctions.des, tooltips: deviceTypeFunctions.tooltips,
      }).from(deviceTypeFunctions).where(inArray(deviceTypeFunctions.deviceTypeId, deviceTypeIds));
    },

    /** Writes cells of one device type, replacing the values already stored for the same functions. */
    async saveCells(deviceTypeId: number, cells: CellValue[]): Promise<void> {
      if (cells.length === 0) return;
      await db.insert(deviceTypeFunctions).values(cells.map((c) => ({ deviceTypeId, ...c })))
        .onConflictDoUpdate({
          target: [deviceTypeFunctions.deviceTypeId, deviceTypeFunctions.functionId],
          set: { checked: sql`excluded.checked`, des: sql`excluded.des`, tooltips: sql`excluded.tooltips` },
        });
      await db.update(deviceTypes).set({ modifiedAt: sql`now()` }).where(eq(deviceTypes.id, deviceTypeId));
    },
  };
}
export type DeviceFunctionRepo = ReturnType<typeof deviceFunctionRepo>;
