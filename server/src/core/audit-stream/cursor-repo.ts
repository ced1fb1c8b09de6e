import { and, asc, eq, gt, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { auditStreamCursor } from '../../db/account/audit-stream.ts';
import type { AuditTable } from '../audit-log-repo.ts';
import { leaseRepo } from '../jobs/lease-repo.ts';
import type { AuditRow } from './stream-entry.ts';

type AnyDb = Db<Record<string, unknown>>;
export type CursorTable = typeof auditStreamCursor;

/** A leased cursor; `owner` is the lease holder, so the cursor moves only while that copy still holds it. */
export interface CursorRow { destinationId: number; lastAuditId: number; attempts: number; owner: string }

/**
 * The delivery cursors of one service (one row per destination: the last audit id delivered) and the reads of
 * its audit log they advance over. Leases are the job kernel's (lease-repo.ts).
 */
export function cursorRepo(db: AnyDb, audit: AuditTable, cursor: CursorTable = auditStreamCursor) {
  const leases = leaseRepo(db, { table: cursor, key: cursor.destinationId, leaseOwner: cursor.leaseOwner, leaseUntil: cursor.leaseUntil });
  const behind = sql`${cursor.lastAuditId} < (select coalesce(max(${audit.id}), 0) from ${audit})`;
  return {
    /** A new destination starts after the last entry written so far (in the caller's transaction). */
    async start(destinationId: number): Promise<void> {
      await db.insert(cursor).values({
        destinationId, lastAuditId: sql`(select coalesce(max(${audit.id}), 0) from ${audit})`,
      }).onConflictDoNothing();
    },

    /**
     * Cursors for the destinations a region learned of: a new one starts after the last entry written before the
     * destination was created, and cursors of deleted destinations go. Existing cursors stay where they are.
     */
    async reconcile(destinations: readonly { id: number; createdAt: Date }[]): Promise<void> {
      const ids = destinations.map((d) => d.id);
      await db.delete(cursor).where(ids.length === 0 ? sql`true` : notInArray(cursor.destinationId, ids));
      for (const d of destinations) {
        await db.insert(cursor).values({
          destinationId: d.id,
          lastAuditId: sql`(select coalesce(max(${audit.id}), 0) from ${audit} where ${audit.at} < ${d.createdAt.toISOString()}::timestamptz)`,
        }).onConflictDoNothing();
      }
    },

    /** Leases cursors that have entries to deliver; their rows. */
    async claim(owner: string, limit: number, leaseMs: number): Promise<CursorRow[]> {
      const keys = await leases.claim(owner, { due: behind, order: sql`${cursor.destinationId}`, limit, leaseMs });
      if (keys.length === 0) return [];
      const rows = await db.select({ destinationId: cursor.destinationId, lastAuditId: cursor.lastAuditId, attempts: cursor.attempts })
        .from(cursor).where(inArray(cursor.destinationId, keys));
      return rows.map((r) => ({ ...r, owner }));
    },

    /** Entries after `afterId`, oldest first. */
    entriesAfter: (afterId: number, limit: number): Promise<AuditRow[]> => db
      .select({ id: audit.id, at: audit.at, accountName: audit.accountName, ip: audit.ip, showKey: audit.showKey, detail: audit.detail })
      .from(audit).where(gt(audit.id, afterId)).orderBy(asc(audit.id)).limit(limit),

    /** Moves the cursor past `lastAuditId` (delivered: when something was sent) and gives its lease back. */
    async advance(destinationId: number, owner: string, lastAuditId: number, delivered: boolean): Promise<void> {
      await db.update(cursor).set({
        lastAuditId, lastError: null, attempts: 0, leaseOwner: null, leaseUntil: null,
        ...(delivered ? { lastDeliveredAt: sql`now()` } : {}),
      }).where(and(eq(cursor.destinationId, destinationId), eq(cursor.leaseOwner, owner)));
    },

    /** Records a failed attempt and keeps the cursor where it is until `retryAt`. */
    async failed(destinationId: number, error: string, attempts: number, retryAt: Date | null): Promise<void> {
      await db.update(cursor).set({
        lastError: error.slice(0, 500), attempts, leaseOwner: null,
        leaseUntil: retryAt ?? sql`now() + interval '1 hour'`,
      }).where(eq(cursor.destinationId, destinationId));
    },

    /** Gives a cursor back, free again from `until` (it waits for a gap in the ids to fill). */
    holdUntil: (destinationId: number, until: Date) => leases.holdUntil(destinationId, until),
    renew: (owner: string, leaseMs: number) => leases.renew(owner, leaseMs),
    release: (owner: string) => leases.release(owner),
    depth: () => leases.count(behind),

    /** Each destination's status: last delivered, entries after its cursor, last error. */
    status: (): Promise<{ destinationId: number; lastDeliveredAt: Date | null; lastError: string | null; backlog: number }[]> => db
      .select({
        destinationId: cursor.destinationId, lastDeliveredAt: cursor.lastDeliveredAt, lastError: cursor.lastError,
        backlog: sql<number>`(select count(*) from ${audit} where ${audit.id} > ${cursor.lastAuditId})`.mapWith(Number),
      }).from(cursor),
  };
}
export type CursorRepo = ReturnType<typeof cursorRepo>;
