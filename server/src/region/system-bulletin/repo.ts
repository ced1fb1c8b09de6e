import { and, eq, gt, lte } from 'drizzle-orm';
import type { RegionDb } from '../../db/connect.ts';
import { systemBulletins } from '../../db/region-schema.ts';

const b = systemBulletins;
const columns = {
  title: b.title, description: b.description, value: b.value, timezone: b.timezone, startTime: b.startTime, endTime: b.endTime,
  startAt: b.startAt, endAt: b.endAt, updatedBy: b.updatedBy, updatedAt: b.updatedAt,
};
export type BulletinRow = Pick<typeof b.$inferSelect, keyof typeof columns>;
export type BulletinValues = Omit<BulletinRow, 'updatedAt'>;

/** SQL of the region's one system bulletin. */
export function bulletinRepo(db: RegionDb) {
  return {
    /** The bulletin, locked for the caller's transaction when `lock` (a save reads its before value this way). */
    async read(lock = false): Promise<BulletinRow | undefined> {
      const query = db.select(columns).from(b).where(eq(b.id, 1));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    /** The bulletin when its window holds the instant (start inclusive, end exclusive). */
    async openAt(at: Date): Promise<BulletinRow | undefined> {
      const [row] = await db.select(columns).from(b).where(and(eq(b.id, 1), lte(b.startAt, at), gt(b.endAt, at)));
      return row;
    },

    async save(values: BulletinValues): Promise<BulletinRow> {
      const set = { ...values, updatedAt: new Date() };
      const [row] = await db.insert(b).values({ id: 1, ...set }).onConflictDoUpdate({ target: b.id, set }).returning(columns);
      return row;
    },
  };
}
