import type { NoticeMailConfig } from '../../config.ts';
import { unlessAborted, type JobKind, type RetryPolicy } from '../../core/jobs/job-kind.ts';
import type { RegionContext } from '../shared/region-context.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { noticeMail } from './notice-mail.ts';
import { noticeRepo, type DeliveryUnit, type EnumerationUnit } from './repo.ts';

const LEASE_MS = 60_000;
const MAX_BACKOFF_MS = 30 * 60_000;
/** Messages a copy keeps rendered (a notice's text never changes once submitted): notices × recipient timezones. */
const RENDERED_CACHE = 256;

/** Retries come due after retryMs at the earliest: look that often (within 50 ms .. 2 s). */
const pollOf = (opts: NoticeMailConfig) => Math.min(2000, Math.max(50, opts.retryMs));

/**
 * Reads the recipients of a notice to every contact ("all") into maintenance_notice_deliveries, one page per
 * unit: the job kernel leases the notice, and one transaction inserts the next `batchSize` enterprises after its
 * cursor (keyset by id) and moves the cursor, so a page is read once whoever reads it and whatever stops them.
 */
export function noticeRecipientsJob(ctx: RegionContext, opts: NoticeMailConfig, onPage: () => void): JobKind<EnumerationUnit> {
  const repo = () => noticeRepo(ctx.db);
  return {
    name: 'notice-recipients',
    concurrency: 1,
    pollMs: pollOf(opts),
    leaseMs: LEASE_MS,
    // A page fails only with the database: try again, never give up on a notice.
    retry: { baseMs: 1000, maxMs: 60_000, maxAttempts: Infinity } satisfies RetryPolicy,
    claim: (owner, limit, leaseMs) => repo().claimEnumeration(owner, limit, leaseMs),
    async run(unit) {
      await ctx.db.transaction(async (tx) => {
        const notices = noticeRepo(tx);
        const notice = await notices.lockEnumeration(unit.id, unit.leaseOwner);
        if (!notice) return; // taken over after our lease ran out, or done
        const page = await notices.contactsAfter(notice.cursor, opts.batchSize);
        const enumerated = page.length < opts.batchSize;
        await notices.enqueue(notice.id, page.map((c) => ({ email: c.email, recipientTimezone: c.timezone })), {
          cursor: page.at(-1)?.id ?? notice.cursor, enumerated,
        });
        await notices.giveBack(notice.id);
        if (enumerated) await notices.finishIfDone(notice.id);
      });
      onPage();
    },
    fail: (unit, failure) => repo().giveBack(unit.id, failure.retryAt ?? new Date()),
    renew: (owner, leaseMs) => repo().enumerationLeases().renew(owner, leaseMs),
    release: (owner) => repo().enumerationLeases().release(owner),
    depth: () => repo().enumerationDepth(),
  };
}

/**
 * E-mails the recipients of maintenance notices, one message per recipient (the timezone line differs): the
 * job kernel leases due pending recipients to one copy of the region, and each result is recorded as it ends
 * (`sent`, or a retry after `retryMs` doubled per attempt, `failed` after `maxAttempts`) with the notice's
 * counters; the update that records a notice's last result marks it done.
 */
export function noticeMailJob(ctx: RegionContext, opts: NoticeMailConfig): JobKind<DeliveryUnit> {
  const repo = () => noticeRepo(ctx.db);
  // A notice's message differs only by recipient and their timezone line: rendered once per timezone.
  const rendered = new Map<string, Omit<MailMessage, 'to'>>();

  async function messageFor(r: DeliveryUnit): Promise<MailMessage> {
    const key = `${r.noticeId} ${r.recipientTimezone ?? ''}`;
    let message = rendered.get(key);
    if (!message) {
      const n = await repo().find(r.noticeId);
      if (!n) throw new Error(`maintenance notice ${r.noticeId} is gone`);
      const content = { subject: n.subject, html: n.html, startMs: n.startAt.getTime(), endMs: n.endAt.getTime(), timezone: n.timezone };
      message = noticeMail(content, '', r.recipientTimezone);
      if (rendered.size >= RENDERED_CACHE) rendered.clear();
      rendered.set(key, message);
    }
    return { ...message, to: r.email };
  }

  return {
    name: 'notice-mail',
    concurrency: opts.concurrency,
    claimBatch: opts.batchSize,
    pollMs: pollOf(opts),
    leaseMs: LEASE_MS,
    retry: { baseMs: opts.retryMs, maxMs: MAX_BACKOFF_MS, maxAttempts: opts.maxAttempts },
    claim: (owner, limit, leaseMs) => repo().claimDeliveries(owner, limit, leaseMs),
    async run(r, stop) {
      await unlessAborted(ctx.mailer.send(await messageFor(r)), stop.signal);
      await ctx.db.transaction(async (tx) => {
        await noticeRepo(tx).commitWithoutFlush();
        await noticeRepo(tx).markSent(r.noticeId, r.seq);
      });
    },
    fail: (r, failure) => ctx.db.transaction(async (tx) => {
      await noticeRepo(tx).commitWithoutFlush();
      await noticeRepo(tx).markAttemptFailed(r.noticeId, r.seq, failure.error, failure.retryAt);
    }),
    renew: (owner, leaseMs) => repo().deliveryLeases().renew(owner, leaseMs),
    release: (owner) => repo().deliveryLeases().release(owner),
    depth: () => repo().deliveryDepth(),
  };
}
