import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { mailOutbox as outboxTable } from '../../db/region-schema.ts';
import { mailOutbox, type MailOutbox } from '../../mail/mail-outbox.ts';
import { createMailer } from '../../mail/mailer.ts';
import { outboxRepo } from '../../mail/outbox-repo.ts';
import { eventually } from '../../../test/eventually.ts';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink.ts';
import { useTestSystem } from '../../../test/test-system.ts';
import { jobEvents, jobQueues, type JobEvent } from './job-events.ts';
import { backoffMs } from './job-kind.ts';

let n = 0;
const address = (name: string) => `${name}-${Date.now().toString(36)}-${n++}@example.test`;

/**
 * The job kernel on a real database (PGlite, and PostgreSQL with TEST_DB=postgres), driven through one of its
 * jobs, the mail outbox: extra runners on the region's database stand for other copies of the service (their
 * own owner, mailer and leases), beside the service's own runner.
 */
describe('the job kernel', () => {
  let smtp: SmtpSink;
  beforeAll(async () => { smtp = await startSmtpSink({ delayMs: 20 }); });
  afterAll(async () => { await smtp.close(); });
  const settings = { batchSize: 10, concurrency: 2, maxAttempts: 3, retryMs: 40 };
  const env = useTestSystem(() => ({ regions: ['US'], config: { smtpUrl: smtp.url, noticeMail: settings } }));
  const db = () => env.regionDb();
  const events: JobEvent[] = [];
  const record = (e: JobEvent) => { events.push(e); };
  beforeAll(() => { jobEvents.on('job', record); });
  afterAll(() => { jobEvents.off('job', record); });

  /** Another copy's outbox runner on the same database. */
  function anotherCopy(over: Partial<typeof settings> = {}): MailOutbox {
    const mailer = createMailer({ smtpUrl: smtp.url, from: 'copy@example.test', outboxDir: path.join(os.tmpdir(), 'gwn-unused-outbox') });
    return mailOutbox({ db: db(), mailer, settings: { ...settings, ...over }, service: 'region US', log: env.regionApp().log });
  }
  const queue = async (to: string[]) => {
    const ids: number[] = [];
    for (const t of to) ids.push(await outboxRepo(db()).add({ topic: 'kernel-test', ref: t, toAddress: t, subject: 'Kernel test', html: `<p>${t}</p>` }));
    return ids;
  };
  const rowsOf = (ids: number[]) => db().select().from(outboxTable).where(inArray(outboxTable.id, ids));

  it('runs each unit once when several copies claim from one table at the same time', async () => {
    const copies = [anotherCopy(), anotherCopy()];
    const to = Array.from({ length: 40 }, () => address('once'));
    const ids = await queue(to);
    for (const c of copies) c.runner.start();
    try {
      await eventually(async () => (await rowsOf(ids)).every((r) => r.status === 'sent'));
      for (const t of to) expect(smtp.to(t), t).toHaveLength(1);
      const doneBy = new Set(events.filter((e) => e.kind === 'mail-outbox' && e.type === 'done').map((e) => e.owner));
      for (const c of copies) expect(doneBy.has(c.runner.owner), 'every copy took a share').toBe(true);
      expect(await rowsOf(ids)).toEqual(expect.arrayContaining([expect.objectContaining({ leaseOwner: null, leaseUntil: null, html: '' })]));
    } finally {
      for (const c of copies) await c.runner.stop();
    }
  });

  it('takes over the units of a copy that died holding them once their lease runs out, and not before', async () => {
    const to = [address('orphan'), address('orphan')];
    // What kill -9 leaves behind: units leased to a copy that will never renew or give them back (written leased,
    // so no live runner can take them before the lease is in place).
    const leased = await db().insert(outboxTable).values(to.map((t) => ({
      topic: 'kernel-test', ref: t, toAddress: t, subject: 'Kernel test', html: `<p>${t}</p>`,
      leaseOwner: 'dead-copy', leaseUntil: sql`now() + interval '1500 milliseconds'`,
    }))).returning({ id: outboxTable.id, until: outboxTable.leaseUntil });
    const ids = leased.map((r) => r.id);
    const until = leased[0].until!;
    const copy = anotherCopy();
    copy.runner.start();
    try {
      const sent = await eventually(async () => { const rows = await rowsOf(ids); return rows.every((r) => r.status === 'sent') && rows; }, 20_000);
      for (const r of sent) expect(r.sentAt!.getTime()).toBeGreaterThanOrEqual(until.getTime());
      for (const t of to) expect(smtp.to(t)).toHaveLength(1);
    } finally {
      await copy.runner.stop();
    }
  });

  it('on stop finishes the unit under way, gives back every unit it holds, and leaves the queue', async () => {
    const copy = anotherCopy({ concurrency: 1 });
    const to = Array.from({ length: 8 }, () => address('stop'));
    const ids = await queue(to);
    copy.runner.start();
    const held = () => db().select().from(outboxTable).where(eq(outboxTable.leaseOwner, copy.runner.owner));
    await eventually(async () => (await held()).length > 0);
    expect(jobQueues().some((q) => q.owner === copy.runner.owner)).toBe(true);
    await copy.runner.stop();
    expect(await held()).toEqual([]);
    expect(jobQueues().some((q) => q.owner === copy.runner.owner)).toBe(false);
    // Nothing was lost or sent twice: the service's own runner sends the rest.
    await eventually(async () => (await rowsOf(ids)).every((r) => r.status === 'sent'));
    for (const t of to) expect(smtp.to(t), t).toHaveLength(1);
  });

  it('retries a failed unit, then fails it for good and reports each step', async () => {
    const refused = address('refused');
    smtp.rejecting.add(refused);
    const [id] = await queue([refused]);
    const failed = await eventually(async () => { const [r] = await rowsOf([id]); return r.status === 'failed' && r; });
    expect(failed).toMatchObject({ attempts: 3, html: '', leaseOwner: null });
    expect(failed.lastError).toMatch(/550/);
    expect(smtp.rcptAttempts.get(refused)).toBe(3);
    const mine = events.filter((e) => e.kind === 'mail-outbox' && (e.type === 'retry' || e.type === 'failed'));
    expect(mine.filter((e) => e.type === 'retry').length).toBeGreaterThanOrEqual(2);
    expect(mine.filter((e) => e.type === 'failed').length).toBeGreaterThanOrEqual(1);
  });
});

describe('the wait before a retry', () => {
  it('doubles per attempt from the first wait, up to the limit', () => {
    const policy = { baseMs: 1000, maxMs: 60_000 };
    expect([1, 2, 3, 4, 7, 8, 30].map((attempts) => backoffMs(policy, attempts))).toEqual([1000, 2000, 4000, 8000, 60_000, 60_000, 60_000]);
  });
});
