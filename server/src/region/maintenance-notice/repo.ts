import { and, asc, desc, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { leaseRepo } from '../../core/jobs/lease-repo.ts';
import type { RegionDb } from '../../db/connect.ts';
import { enterprises, maintenanceNoticeDeliveries as deliveries, maintenanceNotices as notices } from '../../db/region-schema.ts';

const noticeColumns = {
  id: notices.id, startAt: notices.startAt, endAt: notices.endAt, timezone: notices.timezone, subject: notices.subject,
  html: notices.html, popTips: notices.popTips, recipientMode: notices.recipientMode, emails: notices.emails,
  regionSelect: notices.regionSelect, finishedAt: notices.finishedAt, requestedBy: notices.requestedBy, updatedAt: notices.updatedAt,
  sendStatus: notices.sendStatus, cursor: notices.cursor, enumerated: notices.enumerated,
  total: notices.total, sent: notices.sent, failed: notices.failed,
};
export type NoticeRow = Omit<typeof notices.$inferSelect, 'leaseOwner' | 'leaseUntil'>;
export type NewNotice = Pick<NoticeRow, 'startAt' | 'endAt' | 'timezone' | 'subject' | 'html' | 'popTips' | 'recipientMode'
  | 'emails' | 'regionSelect' | 'requestedBy' | 'enumerated'>;

export interface Recipient { email: string; recipientTimezone: string | null }

/** A notice whose recipients are still being read from the enterprises, as the job kernel claimed it. */
export interface EnumerationUnit { id: number; leaseOwner: string; attempts: number }
/** One recipient's e-mail, as the job kernel claimed it. */
export interface DeliveryUnit { seq: number; noticeId: number; email: string; recipientTimezone: string | null; attempts: number }

const leasedNotices = { table: notices, key: notices.id, leaseOwner: notices.leaseOwner, leaseUntil: notices.leaseUntil };
const leasedDeliveries = { table: deliveries, key: deliveries.seq, leaseOwner: deliveries.leaseOwner, leaseUntil: deliveries.leaseUntil };
const enumerating = sql`${notices.sendStatus} = 'sending' and ${notices.enumerated} = 0`;
const pending = sql`${deliveries.status} = 'pending'`;
/** Every recipient is read and has ended (with `sent` and `failed` as they will be after this update). */
const allEnded = (sent: number, failed: number) =>
  sql`${notices.enumerated} = 1 and ${notices.sent} + ${sent} + ${notices.failed} + ${failed} >= ${notices.total}`;
/**
 * The notice's status once the update that records a recipient's end is applied: done when that was the last.
 * Part of the counter's own UPDATE, so recording a result is one statement on the notice row (copies take turns on it).
 */
const doneWhen = (ended: SQL) => sql<'sending' | 'done'>`case when ${ended} then 'done' else ${notices.sendStatus} end`;

/** SQL of maintenance notices and their deliveries. */
export function noticeRepo(db: RegionDb) {
  return {
    async latest(): Promise<NoticeRow | undefined> {
      const [row] = await db.select(noticeColumns).from(notices).orderBy(desc(notices.id)).limit(1);
      return row;
    },

    async find(id: number): Promise<NoticeRow | undefined> {
      const [row] = await db.select(noticeColumns).from(notices).where(eq(notices.id, id));
      return row;
    },

    /** The notice still shown as scheduled, locked for the caller's transaction. */
    async lockScheduled(): Promise<NoticeRow | undefined> {
      const [row] = await db.select(noticeColumns).from(notices)
        .where(and(eq(notices.popTips, 1), isNull(notices.finishedAt))).orderBy(desc(notices.id)).limit(1).for('update');
      return row;
    },

    async insert(values: NewNotice): Promise<NoticeRow> {
      const [row] = await db.insert(notices).values(values).returning(noticeColumns);
      return row;
    },

    /** Ends every notice still scheduled (a new submit replaces it; End ends it). */
    async finishScheduled(): Promise<void> {
      await db.update(notices).set({ finishedAt: new Date() }).where(and(eq(notices.popTips, 1), isNull(notices.finishedAt)));
    },

    /** Leases notices whose recipients are still to be read ("all"), oldest first. */
    async claimEnumeration(owner: string, limit: number, leaseMs: number): Promise<EnumerationUnit[]> {
      // Every e-mail sent moves the notice's counters (a short lock on its row): wait for it rather than skip the notice.
      const ids = await leaseRepo(db, leasedNotices).claim(owner, { due: enumerating, order: sql`${notices.id}`, limit, leaseMs, waitForLocks: true });
      return ids.map((id) => ({ id, leaseOwner: owner, attempts: 0 }));
    },

    /** The notice, locked for the caller's transaction, while `owner` holds it for enumeration. */
    async lockEnumeration(id: number, owner: string) {
      const [row] = await db.select({ id: notices.id, cursor: notices.cursor }).from(notices)
        .where(and(eq(notices.id, id), eq(notices.leaseOwner, owner), enumerating)).for('update');
      return row;
    },

    /** Ends a hold on a notice: free for the next page now, or from `until` after a failure. */
    async giveBack(id: number, until?: Date): Promise<void> {
      if (until) await leaseRepo(db, leasedNotices).holdUntil(id, until);
      else await db.update(notices).set({ leaseOwner: null, leaseUntil: null }).where(eq(notices.id, id));
    },

    /** Leases due pending recipients of every notice, in enumeration order. */
    async claimDeliveries(owner: string, limit: number, leaseMs: number): Promise<DeliveryUnit[]> {
      const due = sql`${pending} and ${deliveries.nextAttemptAt} <= now()`;
      const seqs = await leaseRepo(db, leasedDeliveries).claim(owner, { due, order: sql`${deliveries.seq}`, limit, leaseMs });
      if (seqs.length === 0) return [];
      return db.select({
        seq: deliveries.seq, noticeId: deliveries.noticeId, email: deliveries.email, recipientTimezone: deliveries.recipientTimezone, attempts: deliveries.attempts,
      }).from(deliveries).where(inArray(deliveries.seq, seqs)).orderBy(asc(deliveries.seq));
    },

    /** The leases of the two jobs: notices being enumerated, recipients being e-mailed. */
    enumerationLeases: () => leaseRepo(db, leasedNotices),
    deliveryLeases: () => leaseRepo(db, leasedDeliveries),
    /** Notices whose recipients are still being read (queue depth). */
    enumerationDepth: () => leaseRepo(db, leasedNotices).count(enumerating),
    /** Recipients still to be e-mailed, due or waiting for a retry (queue depth). */
    deliveryDepth: () => leaseRepo(db, leasedDeliveries).count(pending),

    /**
     * Marks the notice done once every recipient is read and none is pending: the counters say so exactly (total
     * counts the recipients enqueued; sent and failed move only when a pending one ends), so no delivery is read.
     */
    async finishIfDone(noticeId: number): Promise<void> {
      await db.update(notices).set({ sendStatus: 'done' })
        .where(and(eq(notices.id, noticeId), eq(notices.sendStatus, 'sending'), allEnded(0, 0)));
    },

    /** The next enterprises after the cursor (keyset by id): one page in memory, never the whole table. */
    async contactsAfter(cursor: number, limit: number) {
      return db.select({ id: enterprises.id, email: enterprises.email, timezone: enterprises.timezone }).from(enterprises)
        .where(and(gt(enterprises.id, cursor), eq(enterprises.isDelete, 0))).orderBy(asc(enterprises.id)).limit(limit);
    },

    /** The timezone of the enterprise each address is the contact of (the oldest when several), by lower-cased address. */
    async timezonesOf(emails: string[]): Promise<Map<string, string>> {
      if (emails.length === 0) return new Map();
      const lowered = emails.map((e) => e.toLowerCase());
      const rows = await db.selectDistinctOn([sql`lower(${enterprises.email})`], {
        email: sql<string>`lower(${enterprises.email})`, timezone: enterprises.timezone,
      }).from(enterprises)
        .where(and(inArray(sql`lower(${enterprises.email})`, lowered), eq(enterprises.isDelete, 0)))
        .orderBy(sql`lower(${enterprises.email})`, asc(enterprises.id));
      return new Map(rows.map((r) => [r.email, r.timezone]));
    },

    /** Adds recipients (each address once per notice) and counts the new ones into total; moves the cursor. */
    async enqueue(noticeId: number, recipients: Recipient[], progress: { cursor?: number; enumerated: boolean }): Promise<number> {
      const added = recipients.length === 0 ? [] : await db.insert(deliveries)
        .values(recipients.map((r) => ({ noticeId, email: r.email.toLowerCase(), recipientTimezone: r.recipientTimezone })))
        .onConflictDoNothing().returning({ email: deliveries.email });
      await db.update(notices).set({
        total: sql`${notices.total} + ${added.length}`,
        enumerated: progress.enumerated ? 1 : 0,
        ...(progress.cursor === undefined ? {} : { cursor: progress.cursor }),
      }).where(eq(notices.id, noticeId));
      return added.length;
    },

    /**
     * Lets the caller's transaction commit without waiting for its WAL flush. A result recording transaction
     * holds the notice's row (its counters) until it commits, so waiting for the disk there makes every copy
     * wait its turn (about 45 e-mails/s instead of hundreds, docs/benchmarks.md). Losing such a commit takes
     * a crash of PostgreSQL itself, and costs what a crashed copy costs: those few messages are sent again.
     */
    async commitWithoutFlush(): Promise<void> {
      await db.execute(sql`set local synchronous_commit to off`);
    },

    /** Records a delivered e-mail (by its seq: one row of the unique index); the counter moves only when the row was still pending. */
    async markSent(noticeId: number, seq: number): Promise<void> {
      const done = await db.update(deliveries)
        .set({ status: 'sent', sentAt: new Date(), attempts: sql`${deliveries.attempts} + 1`, lastError: null, leaseOwner: null, leaseUntil: null })
        .where(and(eq(deliveries.seq, seq), eq(deliveries.status, 'pending')))
        .returning({ email: deliveries.email });
      if (done.length) await db.update(notices).set({ sent: sql`${notices.sent} + 1`, sendStatus: doneWhen(allEnded(1, 0)) }).where(eq(notices.id, noticeId));
    },

    /** Records a failed attempt: retried at retryAt, or failed for good when retryAt is null. */
    async markAttemptFailed(noticeId: number, seq: number, error: string, retryAt: Date | null): Promise<void> {
      const done = await db.update(deliveries).set({
        status: retryAt ? 'pending' : 'failed', attempts: sql`${deliveries.attempts} + 1`, lastError: error.slice(0, 500),
        nextAttemptAt: retryAt ?? new Date(), leaseOwner: null, leaseUntil: null,
      }).where(and(eq(deliveries.seq, seq), eq(deliveries.status, 'pending')))
        .returning({ email: deliveries.email });
      if (done.length && !retryAt) {
        await db.update(notices).set({ failed: sql`${notices.failed} + 1`, sendStatus: doneWhen(allEnded(0, 1)) }).where(eq(notices.id, noticeId));
      }
    },

    /** Per-recipient results (tests and support). */
    async deliveriesOf(noticeId: number) {
      return db.select({ email: deliveries.email, status: deliveries.status, attempts: deliveries.attempts, lastError: deliveries.lastError })
        .from(deliveries).where(eq(deliveries.noticeId, noticeId)).orderBy(asc(deliveries.seq));
    },
  };
}
