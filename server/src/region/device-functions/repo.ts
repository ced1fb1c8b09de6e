import { eq, sql } from 'drizzle-orm';
import type { RegionDb } from '../../db/connect.ts';
import { deviceTypeFunctions, deviceTypes } from '../../db/region-schema.ts';

export interface CellValue { functionId: number; checked: string; des: string; tooltips: string; desZh: string; tooltipsZh: string }

/** SQL of the function-edit dialog: the device type being edited and the writing of its cells. */
export function deviceFunctionRepo(db: RegionDb) {
  return {
    async deviceType(id: number) {
      const [row] = await db.select({
        id: deviceTypes.id, deviceType: deviceTypes.deviceType, deviceTypeName: deviceTypes.deviceTypeName,
        deviceKind: deviceTypes.deviceKinds,
      }).from(deviceTypes).where(eq(deviceTypes.id, id));
      return row;
    },

    /** Writes cells of one device type, replacing the values already stored for the same functions. */
    async saveCells(deviceTypeId: number, cells: CellValue[]): Promise<void> {
      if (cells.length === 0) return;
      await db.insert(deviceTypeFunctions).values(cells.map((c) => ({ deviceTypeId, ...c })))
        .onConflictDoUpdate({
          target: [deviceTypeFunctions.deviceTypeId, deviceTypeFunctions.functionId],
          set: {
            checked: sql`excluded.checked`, des: sql`excluded.des`, tooltips: sql`excluded.tooltips`,
            desZh: sql`excluded.des_zh`, tooltipsZh: sql`excluded.tooltips_zh`,
          },
        });
      await db.update(deviceTypes).set({ modifiedAt: sql`now()` }).where(eq(deviceTypes.id, deviceTypeId));
    },
  };
}
