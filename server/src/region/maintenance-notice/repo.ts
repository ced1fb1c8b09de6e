import { and, asc, desc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { RegionDb } from '../../db/connect.ts';
import { enterprises, maintenanceNoticeDeliveries as deliveries, maintenanceNotices as notices } from '../../db/region-schema.ts';

const noticeColumns = {
  id: notices.id, startAt: notices.startAt, endAt: notices.endAt, timezone: notices.timezone, subject: notices.subject,
  html: notices.html, popTips: notices.popTips, recipientMode: notices.recipientMode, emails: notices.emails,
  regionSelect: notices.regionSelect, finishedAt: notices.finishedAt, requestedBy: notices.requestedBy, updatedAt: notices.updatedAt,
  sendStatus: notices.sendStatus, cursor: notices.cursor, enumerated: notices.enumerated,
  total: notices.total, sent: notices.sent, failed: notices.failed,
};
export type NoticeRow = typeof notices.$inferSelect;
export type NewNotice = Pick<NoticeRow, 'startAt' | 'endAt' | 'timezone' | 'subject' | 'html' | 'popTips' | 'recipientMode'
  | 'emails' | 'regionSelect' | 'requestedBy' | 'enumerated'>;

export interface Recipient { email: string; recipientTimezone: string | null }

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

    /** Notices whose e-mailing is not over, oldest first. */
    async sending(): Promise<number[]> {
      const rows = await db.select({ id: notices.id }).from(notices).where(eq(notices.sendStatus, 'sending')).orderBy(asc(notices.id));
      return rows.map((r) => r.id);
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

    /** Pending recipients due now, in enumeration order. */
    async duePending(noticeId: number, limit: number) {
      return db.select({ email: deliveries.email, recipientTimezone: deliveries.recipientTimezone, attempts: deliveries.attempts })
        .from(deliveries)
        .where(and(eq(deliveries.noticeId, noticeId), eq(deliveries.status, 'pending'), lte(deliveries.nextAttemptAt, new Date())))
        .orderBy(asc(deliveries.seq)).limit(limit);
    },

    async hasPending(noticeId: number): Promise<boolean> {
      const [row] = await db.select({ one: sql`1` }).from(deliveries)
        .where(and(eq(deliveries.noticeId, noticeId), eq(deliveries.status, 'pending'))).limit(1);
      return row !== undefined;
    },

    /** Records a delivered e-mail; the counter moves only when the row was still pending. */
    async markSent(noticeId: number, email: string): Promise<void> {
      const done = await db.update(deliveries).set({ status: 'sent', sentAt: new Date(), attempts: sql`${deliveries.attempts} + 1`, lastError: null })
        .where(and(eq(deliveries.noticeId, noticeId), eq(deliveries.email, email), eq(deliveries.status, 'pending')))
        .returning({ email: deliveries.email });
      if (done.length) await db.update(notices).set({ sent: sql`${notices.sent} + 1` }).where(eq(notices.id, noticeId));
    },

    /** Records a failed attempt: retried at retryAt, or failed for good when retryAt is null. */
    async markAttemptFailed(noticeId: number, email: string, error: string, retryAt: Date | null): Promise<void> {
      const done = await db.update(deliveries).set({
        status: retryAt ? 'pending' : 'failed', attempts: sql`${deliveries.attempts} + 1`, lastError: error.slice(0, 500),
        nextAttemptAt: retryAt ?? new Date(),
      }).where(and(eq(deliveries.noticeId, noticeId), eq(deliveries.email, email), eq(deliveries.status, 'pending')))
        .returning({ email: deliveries.email });
      if (done.length && !retryAt) await db.update(notices).set({ failed: sql`${notices.failed} + 1` }).where(eq(notices.id, noticeId));
    },

    async markDone(noticeId: number): Promise<void> {
      await db.update(notices).set({ sendStatus: 'done' }).where(eq(notices.id, noticeId));
    },

    /** Per-recipient results (tests and support). */
    async deliveriesOf(noticeId: number) {
      return db.select({ email: deliveries.email, status: deliveries.status, attempts: deliveries.attempts, lastError: deliveries.lastError })
        .from(deliveries).where(eq(deliveries.noticeId, noticeId)).orderBy(asc(deliveries.seq));
    },
  };
}
