import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { maintenanceNotice as contract, RetCode } from '@gwn/contract';
import { eventually } from '../../../test/eventually.ts';
import { auditEntries } from '../../../test/region-audit.ts';
import { buildEnterprise } from '../../../test/region-factories.ts';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink.ts';
import { useTestSystem } from '../../../test/test-system.ts';
import { enterprises, maintenanceNotices } from '../../db/region-schema.ts';
import { noticeRepo } from './repo.ts';

let n = 0;
const address = (name: string) => `${name}-${Date.now().toString(36)}${n++}@example.test`;

// 2026-12-01 02:00 to 04:00 in Shanghai (UTC+8): 18:00 to 20:00 UTC the day before.
const START = Date.UTC(2026, 10, 30, 18, 0);
const END = Date.UTC(2026, 10, 30, 20, 0);
const notice = (over: Record<string, unknown> = {}) => ({
  start: START, end: END, timezone: 'Asia/Shanghai', subject: 'Planned maintenance',
  html: '<p>Service pauses from {{start}} to {{end}} {{timezone}}.</p>', popTips: 1, recipientMode: 1,
  emails: [] as string[], regionSelect: ['US'], ...over,
}) as never;

describe('maintenance notice', () => {
  let smtp: SmtpSink;
  beforeAll(async () => { smtp = await startSmtpSink(); });
  afterAll(async () => { await smtp.close(); });
  const env = useTestSystem(() => ({
    regions: ['US'],
    config: { smtpUrl: smtp.url, noticeMail: { batchSize: 3, concurrency: 2, maxAttempts: 3, retryMs: 40 } },
  }));
  const admin = env.operator({ menus: ['maintenance'] });
  const other = env.operator({ menus: ['parameterConfiguration'] });
  const db = () => env.regionDb();
  const noticeCount = async () => (await db().select({ c: count() }).from(maintenanceNotices))[0].c;
  const submit = (payload: never) => env.call(contract.submit, payload, { token: admin.token });
  const progressOf = async (id: number) => (await noticeRepo(db()).find(id))!;
  const doneNotice = (id: number) => eventually(async () => {
    const row = await progressOf(id);
    return row.sendStatus === 'done' && row;
  });

  it('requires a session and the maintenance menu, writing nothing', async () => {
    const before = await noticeCount();
    const to = address('guard');
    expect((await env.call(contract.submit, notice({ emails: [to] }))).status).toBe(401);
    expect((await env.call(contract.submit, notice({ emails: [to] }), { token: other.token })).status).toBe(403);
    expect((await env.call(contract.read, {}, { token: other.token })).status).toBe(403);
    expect(await noticeCount()).toBe(before);
    expect(smtp.to(to)).toHaveLength(0);
  });

  it('lists timezones labelled by their offset', async () => {
    const res = await env.call(contract.timezones, {}, { token: admin.token });
    expect(res.body.retCode).toBe(0);
    const zones = res.body.data.result as contract.TimezoneOption[];
    expect(zones).toContainEqual({ value: 'Asia/Shanghai', label: '(UTC+08:00) Asia/Shanghai', offsetMinutes: 480 });
    expect(zones.map((z) => z.value)).toContain('UTC');
  });

  it('e-mails typed addresses once each over SMTP, in the notice timezone and the recipient enterprise timezone', async () => {
    const tokyoContact = address('tokyo');
    await buildEnterprise(db(), { email: tokyoContact, timezone: 'Asia/Tokyo' });
    const plain = address('plain');
    const res = await submit(notice({
      emails: [tokyoContact, plain, plain.toUpperCase()],
      html: '<p onclick="steal()">From {{start}} to {{end}} {{timezone}}</p><script>alert(1)</script><a href="javascript:x()">x</a>',
    }));
    expect(res.body.retCode).toBe(0);
    const view = res.body.data.notice as contract.NoticeView;
    expect(view.emails).toEqual([tokyoContact, plain]); // duplicates removed, ignoring case
    expect(view.html).not.toMatch(/script|onclick|javascript/);
    const done = await doneNotice(view.id);
    expect(done).toMatchObject({ total: 2, sent: 2, failed: 0 });

    const [toTokyo] = smtp.to(tokyoContact);
    expect(smtp.to(tokyoContact)).toHaveLength(1);
    expect(smtp.to(plain)).toHaveLength(1);
    expect(toTokyo.raw).toMatch(/^Subject: Planned maintenance$/m);
    expect(toTokyo.raw).toContain('From 2026-12-01 02:00 to 2026-12-01 04:00 (UTC+08:00) Asia/Shanghai');
    expect(toTokyo.raw).toContain('2026-12-01 02:00 – 2026-12-01 04:00 (UTC+08:00) Asia/Shanghai');
    expect(toTokyo.raw).toContain('2026-12-01 03:00 – 2026-12-01 05:00 (UTC+09:00) Asia/Tokyo');
    expect(toTokyo.raw).not.toMatch(/<script|onclick/);
    expect(smtp.to(plain)[0].raw).not.toContain('Asia/Tokyo'); // not an enterprise contact: the notice's timezone only

    const [entry] = await auditEntries(db(), 'maintenanceNoticeSubmit', 'Planned maintenance');
    expect(entry.detail.changes).toEqual(expect.arrayContaining([{ field: 'timezone', before: null, after: 'Asia/Shanghai' }]));
  });

  it('retries a refused recipient, reports it failed after the last attempt, and delivers the others once', async () => {
    const refused = address('refused');
    const good = [address('good'), address('good'), address('good'), address('good')];
    smtp.rejecting.add(refused);
    const res = await submit(notice({ emails: [good[0], refused, ...good.slice(1)] }));
    expect(res.body.retCode).toBe(0);
    const id = (res.body.data.notice as contract.NoticeView).id;
    const done = await doneNotice(id);
    expect(done).toMatchObject({ total: 5, sent: 4, failed: 1 });
    expect(smtp.rcptAttempts.get(refused)).toBe(3);
    for (const g of good) expect(smtp.to(g)).toHaveLength(1);
    const refusedRow = (await noticeRepo(db()).deliveriesOf(id)).find((d) => d.email === refused)!;
    expect(refusedRow).toMatchObject({ status: 'failed', attempts: 3 });
    expect(refusedRow.lastError).toMatch(/550|unavailable/);
    const read = await env.call(contract.read, {}, { token: admin.token });
    expect(read.body.data.notice!.progress).toEqual({ status: 'done', total: 5, sent: 4, failed: 1 });
  });

  it('delivers a recipient refused at first once the mailbox accepts it', async () => {
    const flaky = address('flaky');
    smtp.rejecting.add(flaky);
    const res = await submit(notice({ emails: [flaky] }));
    await eventually(async () => (smtp.rcptAttempts.get(flaky) ?? 0) >= 1);
    smtp.rejecting.delete(flaky);
    const done = await doneNotice((res.body.data.notice as contract.NoticeView).id);
    expect(done).toMatchObject({ total: 1, sent: 1, failed: 0 });
    expect(smtp.to(flaky)).toHaveLength(1);
  });

  it('e-mails every live enterprise contact for "all", paging through the enterprises', async () => {
    const contacts = [];
    for (let i = 0; i < 7; i++) contacts.push((await buildEnterprise(db(), { email: address('all') })).email);
    const deleted = (await buildEnterprise(db(), { email: address('deleted'), isDelete: 1 })).email;
    const live = (await db().select({ c: count() }).from(enterprises).where(eq(enterprises.isDelete, 0)))[0].c;
    const res = await submit(notice({ recipientMode: -1, popTips: 0 }));
    expect(res.body.retCode).toBe(0);
    const done = await doneNotice((res.body.data.notice as contract.NoticeView).id);
    expect(done).toMatchObject({ total: live, sent: live, failed: 0, cursor: expect.any(Number) });
    for (const c of contacts) expect(smtp.to(c)).toHaveLength(1);
    expect(smtp.to(deleted)).toHaveLength(0);
  });

  it('shows a popTips notice as scheduled until End, which ends it once', async () => {
    await submit(notice({ emails: [address('sched')], subject: 'Scheduled one' }));
    const read = await env.call(contract.read, {}, { token: admin.token });
    expect(read.body.data.notice).toMatchObject({ subject: 'Scheduled one', scheduled: true, start: START, end: END, timezone: 'Asia/Shanghai' });
    const end = await env.call(contract.finish, {}, { token: admin.token });
    expect(end.body).toMatchObject({ retCode: 0, data: { finished: true } });
    expect((await env.call(contract.read, {}, { token: admin.token })).body.data.notice!.scheduled).toBe(false);
    expect((await env.call(contract.finish, {}, { token: admin.token })).body.retCode).toBe(RetCode.NotFound);
    expect(await auditEntries(db(), 'maintenanceNoticeFinish', 'Scheduled one')).toHaveLength(1);
  });

  it.each([
    ['an end before the start', { end: START - 1 }, 'end'],
    ['an unknown timezone', { timezone: 'Mars/Olympus' }, 'timezone'],
    ['an empty subject', { subject: '  ' }, 'subject'],
    ['no region', { regionSelect: [] }, 'regionSelect'],
    ['typed mode without addresses', { emails: [] }, 'emails'],
    ['a blank address', { emails: ['ok@example.test', ' '] }, 'emails.1'],
    ['an address over 108 characters', { emails: [`${'a'.repeat(100)}@example.test`] }, 'emails.0'],
  ])('answers 50005 for %s and writes and sends nothing', async (_name, over, field) => {
    const before = await noticeCount();
    const res = await submit(notice({ emails: ['someone@example.test'], ...over }));
    expect(res.body.retCode).toBe(RetCode.InvalidParameters);
    expect(JSON.stringify(res.body.data)).toContain(field);
    expect(await noticeCount()).toBe(before);
    // Sends of earlier tests may still arrive; none may go to this refused notice's address.
    expect(smtp.to('someone@example.test')).toHaveLength(0);
  });

  it('answers 15050 for a body with no text once sanitized, as the bulletins do, and writes and sends nothing', async () => {
    const before = await noticeCount();
    const res = await submit(notice({ emails: ['nobody-empty@example.test'], html: '<script>alert(1)</script><p></p>' }));
    expect(res.body).toMatchObject({ retCode: RetCode.RichTextEmpty, data: { field: 'html' } });
    expect(await noticeCount()).toBe(before);
    expect(smtp.to('nobody-empty@example.test')).toHaveLength(0);
  });
});
