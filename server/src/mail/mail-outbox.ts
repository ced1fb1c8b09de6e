import type { FastifyBaseLogger } from 'fastify';
import type { NoticeMailConfig } from '../config.ts';
import type { Call } from '../core/call.ts';
import { unlessAborted, type JobKind } from '../core/jobs/job-kind.ts';
import { jobRunner, type JobRunner, type JobRunnerOptions } from '../core/jobs/job-runner.ts';
import type { RegionDb } from '../db/connect.ts';
import type { Mailer, MailMessage } from './mailer.ts';
import { outboxRepo, type OutboxRow } from './outbox-repo.ts';

/** What a message is about, so its fate can be shown there: a topic and the row it concerns. */
export interface MailAbout { topic: string; ref: string }

export interface MailOutbox {
  /**
   * Queues a message in the call's transaction; it is delivered after the commit (never if the call fails),
   * with retries, by whichever copy of the service claims it. The call does not wait for the mail server.
   */
  send(call: Pick<Call<RegionDb>, 'db' | 'afterCommit'>, message: MailMessage & { to: string }, about: MailAbout): Promise<void>;
  /** The job kernel's runner delivering the outbox (started and stopped with the service). */
  runner: JobRunner;
}

/** How the outbox delivers: the maintenance notice's e-mail settings (concurrency, attempts, first retry). */
export function mailOutbox(opts: { db: RegionDb; mailer: Mailer; settings: NoticeMailConfig; service: string; log: FastifyBaseLogger; metrics?: JobRunnerOptions['metrics'] }): MailOutbox {
  const { db, mailer, settings } = opts;
  const kind: JobKind<OutboxRow> = {
    name: 'mail-outbox',
    concurrency: settings.concurrency,
    claimBatch: settings.concurrency * 4,
    pollMs: Math.min(2000, Math.max(50, settings.retryMs)),
    leaseMs: 60_000,
    retry: { baseMs: settings.retryMs, maxMs: 30 * 60_000, maxAttempts: settings.maxAttempts },
    claim: (owner, limit, leaseMs) => outboxRepo(db).claim(owner, limit, leaseMs),
    async run(m, stop) {
      await unlessAborted(mailer.send({ to: m.toAddress, subject: m.subject, html: m.html, text: m.text ?? undefined }), stop.signal);
      await outboxRepo(db).markSent(m.id);
    },
    fail: (m, f) => outboxRepo(db).markAttemptFailed(m.id, f.error, f.attempts, f.retryAt),
    renew: (owner, leaseMs) => outboxRepo(db).renew(owner, leaseMs),
    release: (owner) => outboxRepo(db).release(owner),
    depth: () => outboxRepo(db).depth(),
  };
  const runner = jobRunner(kind, { service: opts.service, log: opts.log, metrics: opts.metrics });
  return {
    runner,
    async send(call, message, about) {
      await outboxRepo(call.db).add({ ...about, toAddress: message.to, subject: message.subject, html: message.html, text: message.text });
      call.afterCommit(() => runner.kick());
    },
  };
}
