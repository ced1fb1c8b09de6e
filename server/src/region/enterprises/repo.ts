import { asc, eq, sql } from 'drizzle-orm';
import type { RegionDb } from '../../db/connect.ts';
import { enterprises } from '../../db/region-schema.ts';

/** The switch columns an operator may flip (named as the list row names them). */
export type SwitchColumn = 'outdoor' | 'payment' | 'portal' | 'isOpenCache' | 'isShowTopWebsites'
  | 'isShowHardwareReset' | 'isShowIspConfig' | 'highPrecisionUsageControl';

const switchColumns = {
  id: enterprises.id, enterpriseName: enterprises.enterpriseName, outdoor: enterprises.outdoor, payment: enterprises.payment,
  portal: enterprises.portal, isOpenCache: enterprises.isOpenCache, isShowTopWebsites: enterprises.isShowTopWebsites,
  isShowHardwareReset: enterprises.isShowHardwareReset, isShowIspConfig: enterprises.isShowIspConfig,
  highPrecisionUsageControl: enterprises.highPrecisionUsageControl,
};
export type SwitchRow = Awaited<ReturnType<ReturnType<typeof enterpriseRepo>['lockSwitches']>>;

/** SQL of one enterprise call (switches, MFA removal, the contact's enterprises); built from the call's database. */
export function enterpriseRepo(db: RegionDb) {
  return {
    /**
     * An enterprise's switches, by row id or enterprise id, locked until the call's transaction ends: the
     * value recorded as "before" is the one the update replaces. Null when there is no such enterprise.
     */
    async lockSwitches(key: { id: number } | { enterpriseId: string }) {
      const where = 'id' in key ? eq(enterprises.id, key.id) : eq(enterprises.enterpriseId, key.enterpriseId);
      const [row] = await db.select(switchColumns).from(enterprises).where(where).for('update');
      return row ?? null;
    },

    async setSwitch(id: number, column: SwitchColumn, value: 0 | 1): Promise<void> {
      await db.update(enterprises).set({ [column]: value }).where(eq(enterprises.id, id));
    },

    async findByCenterId(centerEnterpriseId: string) {
      const [row] = await db.select({
        id: enterprises.id, googleAuth: enterprises.googleAuth, email: enterprises.email,
        username: enterprises.username, enterpriseName: enterprises.enterpriseName,
      }).from(enterprises).where(eq(enterprises.centerEnterpriseId, centerEnterpriseId)).orderBy(enterprises.id).limit(1);
      return row ?? null;
    },

    /** Two-factor state and contact of an enterprise, locked for the call's transaction; null when it is gone. */
    /** The enterprise a removal link names, read without a lock (the link's page only shows it). */
    async mfaStateOf(id: number) {
      const [row] = await db.select({ googleAuth: enterprises.googleAuth, enterpriseName: enterprises.enterpriseName })
        .from(enterprises).where(eq(enterprises.id, id));
      return row ?? null;
    },

    async lockMfa(id: number) {
      const [row] = await db.select({ googleAuth: enterprises.googleAuth, email: enterprises.email, enterpriseName: enterprises.enterpriseName })
        .from(enterprises).where(eq(enterprises.id, id)).for('update');
      return row ?? null;
    },

    async turnMfaOff(id: number): Promise<void> {
      await db.update(enterprises).set({ googleAuth: 0 }).where(eq(enterprises.id, id));
    },

    /**
     * Every enterprise whose contact e-mail is `email`, compared lower-cased on both sides (as
     * enterprises_email_lower_idx holds it, followed by the id, so the index hands the rows over oldest first).
     */
    ofContactEmail: (email: string, limit: number) => db.select({
      id: enterprises.id, enterpriseId: enterprises.enterpriseId, centerEnterpriseId: enterprises.centerEnterpriseId,
      enterpriseName: enterprises.enterpriseName, username: enterprises.username, email: enterprises.email,
    }).from(enterprises).where(sql`lower(${enterprises.email}) = lower(${email})`).orderBy(asc(enterprises.id)).limit(limit),
  };
}
