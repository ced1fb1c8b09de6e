import { asc, eq } from 'drizzle-orm';
import type { AccountDb } from '../../db/connect.ts';
import { accountAuditLog, auditStreamDestination } from '../../db/account-schema.ts';
import { cursorRepo } from '../../core/audit-stream/cursor-repo.ts';

export type DestinationRecord = typeof auditStreamDestination.$inferSelect;
export type NewDestination = typeof auditStreamDestination.$inferInsert;

/** The audit stream destinations. */
export function destinationRepo(db: AccountDb) {
  const t = auditStreamDestination;
  return {
    list: (): Promise<DestinationRecord[]> => db.select().from(t).orderBy(asc(t.id)),
    async find(id: number): Promise<DestinationRecord | null> {
      const [row] = await db.select().from(t).where(eq(t.id, id));
      return row ?? null;
    },
    async add(row: NewDestination): Promise<number> {
      const [added] = await db.insert(t).values(row).returning({ id: t.id });
      return added!.id;
    },
    /** Deletes it (its cursor goes with it); false when it was gone already. */
    async remove(id: number): Promise<boolean> {
      const gone = await db.delete(t).where(eq(t.id, id)).returning({ id: t.id });
      return gone.length > 0;
    },
  };
}

/** The account service's delivery cursors over its own audit log. */
export const accountCursors = (db: AccountDb) => cursorRepo(db, accountAuditLog);
