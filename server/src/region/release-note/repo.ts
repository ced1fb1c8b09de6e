import { eq } from 'drizzle-orm';
import type { RegionDb } from '../../db/connect.ts';
import { releaseNotes } from '../../db/region-schema.ts';

const columns = { title: releaseNotes.title, value: releaseNotes.value, updatedBy: releaseNotes.updatedBy, updatedAt: releaseNotes.updatedAt };
export type ReleaseNoteRow = Pick<typeof releaseNotes.$inferSelect, keyof typeof columns>;

/** SQL of the region's one release note. */
export function releaseNoteRepo(db: RegionDb) {
  return {
    /** The note, locked for the caller's transaction when `lock` (a save reads its before value this way). */
    async read(lock = false): Promise<ReleaseNoteRow | undefined> {
      const query = db.select(columns).from(releaseNotes).where(eq(releaseNotes.id, 1));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    async save(values: Pick<ReleaseNoteRow, 'title' | 'value' | 'updatedBy'>): Promise<ReleaseNoteRow> {
      const set = { ...values, updatedAt: new Date() };
      const [row] = await db.insert(releaseNotes).values({ id: 1, ...set })
        .onConflictDoUpdate({ target: releaseNotes.id, set }).returning(columns);
      return row;
    },
  };
}
