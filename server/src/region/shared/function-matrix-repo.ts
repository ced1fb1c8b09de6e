import { and, asc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { deviceTypes as dt } from '@gwn/contract';
import type { RegionDb } from '../../db/connect.ts';
import { deviceFunctions, deviceTypeFunctions, deviceTypes } from '../../db/region-schema.ts';
import { escapeLike } from './like.ts';

/** Which device types a matrix shows. */
export interface DeviceTypeScope {
  deviceKind?: dt.DeviceKind;
  /** Part of the name or of the type code, e.g. "RVW9000" (case-insensitive; issue 26). */
  deviceTypeName?: string;
  /** Exact keys; empty means all. */
  deviceType?: string[];
  /** Only these states (the public comparison asks for enabled only). */
  states?: number[];
}

function scopeWhere(scope: DeviceTypeScope): SQL | undefined {
  const conditions: SQL[] = [];
  if (scope.deviceKind) conditions.push(eq(deviceTypes.deviceKinds, scope.deviceKind));
  if (scope.deviceTypeName) {
    const part = `%${escapeLike(scope.deviceTypeName)}%`;
    // Operators search by the code on the box as often as by the marketing name.
    conditions.push(or(ilike(deviceTypes.deviceTypeName, part), ilike(deviceTypes.deviceType, part))!);
  }
  if (scope.deviceType?.length) conditions.push(inArray(deviceTypes.deviceType, scope.deviceType));
  if (scope.states?.length) conditions.push(inArray(deviceTypes.state, scope.states));
  return conditions.length ? and(...conditions) : undefined;
}

/**
 * The reads of the function matrix: the function catalogue, the device types in a scope and their
 * stored cells. Shared by the matrix screens (device-functions) and the public comparison (model-compare).
 */
export function functionMatrixRepo(db: RegionDb) {
  return {
    /** The catalogue, for one kind or all, in display order. */
    async catalogue(deviceKind?: dt.DeviceKind) {
      return db.select({
        id: deviceFunctions.id, functionKey: deviceFunctions.functionKey, functionName: deviceFunctions.functionName,
        functionNameZh: deviceFunctions.functionNameZh, deviceKind: deviceFunctions.deviceKind,
        category: deviceFunctions.category, categoryZh: deviceFunctions.categoryZh,
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

    /** The stored cells of these device types, with their text in both languages. */
    async cells(deviceTypeIds: number[]) {
      if (deviceTypeIds.length === 0) return [];
      return db.select({
        deviceTypeId: deviceTypeFunctions.deviceTypeId, functionId: deviceTypeFunctions.functionId,
        checked: deviceTypeFunctions.checked, des: deviceTypeFunctions.des, tooltips: deviceTypeFunctions.tooltips,
        desZh: deviceTypeFunctions.desZh, tooltipsZh: deviceTypeFunctions.tooltipsZh,
      }).from(deviceTypeFunctions).where(inArray(deviceTypeFunctions.deviceTypeId, deviceTypeIds));
    },
  };
}
export type FunctionMatrixRepo = ReturnType<typeof functionMatrixRepo>;
