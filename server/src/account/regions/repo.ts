import { eq } from 'drizzle-orm';
import type { AccountDb } from '../../db/connect.ts';
import { adminUsers } from '../../db/account-schema.ts';

/** The regions an operator may work in and the one they used last. */
export function regionRepo(db: AccountDb) {
  return {
    async enabledRegionsOf(userId: number): Promise<string[]> {
      const [row] = await db.select({ enabledRegions: adminUsers.enabledRegions }).from(adminUsers).where(eq(adminUsers.id, userId));
      return row?.enabledRegions ?? [];
    },

    async setRegions(userId: number, values: { enabledRegions?: string[]; lastRegion: string }): Promise<void> {
      await db.update(adminUsers).set(values).where(eq(adminUsers.id, userId));
    },
  };
}
export type RegionRepo = ReturnType<typeof regionRepo>;
