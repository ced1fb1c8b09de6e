import type { NoticeMailConfig } from '../../config.ts';
import type { RegionContext } from '../shared/region-context.ts';
import { noticeMail } from './notice-mail.ts';
import { noticeRepo, type NoticeRow } from './repo.ts';

const MAX_BACKOFF_MS = 30 * 60_000;

/**
 * E-mails maintenance notices in batches. Each step reads at most one batch: the next page of enterprise
 * contacts after the notice's cursor (keyset by id, mode -1) goes into the deliveries table with the cursor
 * moved in the same transaction, then the due pending deliveries are sent, each recorded as it ends. All the
 * state is in the database, so after a restart `start` carries on from the cursor and sends only what is
 * still pending; a failed recipient is retried with backoff, then marked failed.
 */
export function noticeSender(ctx: RegionContext, opts: NoticeMailConfig & { pollMs?: number }) {
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  const backoff = (attempts: number) => Math.min(MAX_BACKOFF_MS, opts.retryMs * 2 ** Math.max(0, attempts - 1));

  /** Moves the next page of contacts into the deliveries; true when it read any. */
  async function enumerate(notice: NoticeRow): Promise<void> {
    const page = await noticeRepo(ctx.db).contactsAfter(notice.cursor, opts.batchSize);
    const last = page.at(-1);
    await ctx.db.transaction((tx) => noticeRepo(tx).enqueue(notice.id, page.map((c) => ({ email: c.email, recipientTimezone: c.timezone })), {
      cursor: last?.id ?? notice.cursor, enumerated: page.length < opts.batchSize,
    }));
  }

  async function deliver(notice: NoticeRow, r: { email: string; recipientTimezone: string | null; attempts: number }) {
    const content = { subject: notice.subject, html: notice.html, startMs: notice.startAt.getTime(), endMs: notice.endAt.getTime(), timezone: notice.timezone };
    try {
      await ctx.mailer.send(noticeMail(content, r.email, r.recipientTimezone));
      await ctx.db.transaction((tx) => noticeRepo(tx).markSent(notice.id, r.email));
    } catch (err) {
      const attempts = r.attempts + 1;
      const message = err instanceof Error ? err.message : String(err);
      ctx.log.warn({ noticeId: notice.id, attempts, err: message }, 'maintenance notice e-mail failed');
      const retryAt = attempts < opts.maxAttempts ? new Date(Date.now() + backoff(attempts)) : null;
      await ctx.db.transaction((tx) => noticeRepo(tx).markAttemptFailed(notice.id, r.email, message, retryAt));
    }
  }

  /** Sends the due recipients of one batch, a few at a time. */
  async function sendDue(notice: NoticeRow): Promise<number> {
    const due = await noticeRepo(ctx.db).duePending(notice.id, opts.batchSize);
    for (let i = 0; i < due.length && !stopped; i += opts.concurrency) {
      await Promise.all(due.slice(i, i + opts.concurrency).map((r) => deliver(notice, r)));
    }
    return due.length;
  }

  /** Works on one notice until it is done or only waits for retries. */
  async function work(id: number): Promise<void> {
    const repo = noticeRepo(ctx.db);
    while (!stopped) {
      const notice = await repo.find(id);
      if (!notice || notice.sendStatus !== 'sending') return;
      if (!notice.enumerated) await enumerate(notice);
      const sent = await sendDue(notice);
      if (notice.enumerated && sent === 0) {
        if (!(await repo.hasPending(id))) await repo.markDone(id);
        return;
      }
    }
  }

  async function drain(): Promise<void> {
    do {
      again = false;
      for (const id of await noticeRepo(ctx.db).sending()) {
        if (stopped) return;
        await work(id);
      }
    } while (again && !stopped);
  }

  /** Works now on every notice being sent; a call during a run makes it look once more when it ends. */
  function kick(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = drain()
      .catch((err: unknown) => ctx.log.error({ err }, 'maintenance notice sender failed'))
      .finally(() => { running = null; });
    return running;
  }

  return {
    kick,
    /** Resumes notices a restart interrupted and polls for due retries. */
    start() {
      // Retries come due after retryMs at the earliest: look that often (within 50 ms .. 2 s).
      timer = setInterval(() => void kick(), opts.pollMs ?? Math.min(2000, Math.max(50, opts.retryMs)));
      timer.unref();
      void kick();
    },
    /** Stops after the e-mails in flight are recorded. */
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
export type NoticeSender = ReturnType<typeof noticeSender>;
