import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { leaseRepo } from '../core/jobs/lease-repo.ts';
import type { RegionDb } from '../db/connect.ts';
import { mailOutbox as outbox } from '../db/region-schema.ts';

export type OutboxRow = typeof outbox.$inferSelect;
export interface OutboxEntry { topic: string; ref: string; toAddress: string; subject: string; html: string; text?: string }

const leased = { table: outbox, key: outbox.id, leaseOwner: outbox.leaseOwner, leaseUntil: outbox.leaseUntil };
const pending = eq(outbox.status, 'pending');
/** A message ends sent or failed: its body (which may carry a single-use link) is not kept. */
const ended = { html: '', text: null, leaseOwner: null, leaseUntil: null } as const;

/** SQL of the e-mail outbox (mail/mail-outbox.ts). */
export function outboxRepo(db: RegionDb) {
  const leases = leaseRepo(db, leased);
  return {
    async add(entry: OutboxEntry): Promise<number> {
      const [row] = await db.insert(outbox).values(entry).returning({ id: outbox.id });
      return row.id;
    },

    /** Leases the next due messages, oldest first. */
    async claim(owner: string, limit: number, leaseMs: number): Promise<OutboxRow[]> {
      const due = sql`${outbox.status} = 'pending' and ${outbox.nextAttemptAt} <= now()`;
      const ids = await leases.claim(owner, { due, order: sql`${outbox.id}`, limit, leaseMs });
      if (ids.length === 0) return [];
      return db.select().from(outbox).where(inArray(outbox.id, ids)).orderBy(asc(outbox.id));
    },

    renew: (owner: string, leaseMs: number) => leases.renew(owner, leaseMs),
    release: (owner: string) => leases.release(owner),
    depth: () => leases.count(sql`${outbox.status} = 'pending'`),

    async markSent(id: number): Promise<void> {
      await db.update(outbox).set({ status: 'sent', sentAt: new Date(), attempts: sql`${outbox.attempts} + 1`, lastError: null, ...ended })
        .where(and(eq(outbox.id, id), pending));
    },

    /** A failed attempt: due again at retryAt, or failed for good when it is null. */
    async markAttemptFailed(id: number, error: string, attempts: number, retryAt: Date | null): Promise<void> {
      await db.update(outbox).set(retryAt
        ? { attempts, lastError: error.slice(0, 500), nextAttemptAt: retryAt, leaseOwner: null, leaseUntil: null }
        : { status: 'failed', attempts, lastError: error.slice(0, 500), ...ended })
        .where(and(eq(outbox.id, id), pending));
    },

    /** The latest message about one thing (an enterprise's MFA removal), without its body. */
    async latest(topic: string, ref: string) {
      const [row] = await db.select({
        status: outbox.status, toAddress: outbox.toAddress, createdAt: outbox.createdAt, sentAt: outbox.sentAt,
        attempts: outbox.attempts, lastError: outbox.lastError,
      }).from(outbox).where(and(eq(outbox.topic, topic), eq(outbox.ref, ref))).orderBy(desc(outbox.id)).limit(1);
      return row;
    },
  };
}
