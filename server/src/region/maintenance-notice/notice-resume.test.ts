import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maintenanceNotice as contract } from '@gwn/contract';
import type { DatabaseLocation } from '../../system.ts';
import { durableDatabases, startTestSystem, type TestSystem } from '../../../test/harness.ts';
import { eventually } from '../../../test/eventually.ts';
import { buildOperator } from '../../../test/factories.ts';
import { buildEnterprise } from '../../../test/region-factories.ts';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink.ts';
import { noticeRepo } from './repo.ts';

/**
 * The region runs on a database that outlives it, so it can be closed while a notice to every contact is
 * being e-mailed and started again on its rows, as a restart does.
 */
describe('an interrupted maintenance notice send resumes after a restart', () => {
  let databases: Map<string, DatabaseLocation>;
  let account: TestSystem;
  let us: TestSystem | undefined;
  let smtp: SmtpSink;
  let op: string;

  const start = async () => {
    us = await startTestSystem({
      account: false, regions: ['US'], databases, accountInternalUrl: account.account!.url,
      config: {
        regionUrls: account.config.regionUrls, internalSecret: account.config.internalSecret, smtpUrl: smtp.url,
        noticeMail: { batchSize: 4, concurrency: 1, maxAttempts: 3, retryMs: 40 },
      },
    });
  };
  const db = () => us!.regions.US!.database.db;

  beforeAll(async () => {
    // Each message is answered after 40 ms, so the send is still under way when the region closes.
    smtp = await startSmtpSink({ delayMs: 40 });
    databases = await durableDatabases(['account', 'US']);
    account = await startTestSystem({ regions: [], databases });
    await start();
    op = (await buildOperator(account.account!.database.db, { menus: ['maintenance'] })).token;
  }, 180_000);
  afterAll(async () => {
    await us?.close();
    await account.close();
    await smtp.close();
  });

  it('continues from its cursor and never e-mails a delivered recipient twice', async () => {
    const contacts: string[] = [];
    for (let i = 0; i < 30; i++) contacts.push((await buildEnterprise(db(), { email: `resume-${i}@example.test` })).email);
    const res = await us!.call(contract.submit, {
      start: Date.UTC(2026, 11, 1, 1), end: Date.UTC(2026, 11, 1, 3), timezone: 'UTC', subject: 'Resume check',
      html: '<p>Window {{start}} - {{end}}</p>', popTips: 0, recipientMode: -1, emails: [], regionSelect: ['US'],
    }, { token: op });
    expect(res.body.retCode).toBe(0);
    const id = (res.body.data.notice as contract.NoticeView).id;

    await eventually(async () => (await noticeRepo(db()).find(id))!.sent >= 6);
    await us!.close();
    us = undefined;
    const received = smtp.received.length;
    expect(received).toBeLessThan(30); // stopped mid-way

    await start();
    const done = await eventually(async () => {
      const row = await noticeRepo(db()).find(id);
      return row?.sendStatus === 'done' && row;
    }, 60_000);
    expect(done).toMatchObject({ total: 30, sent: 30, failed: 0 });
    for (const c of contacts) expect(smtp.to(c)).toHaveLength(1);
    const progress = (await us!.call(contract.read, {}, { token: op })).body.data.notice!.progress;
    expect(progress).toEqual({ status: 'done', total: 30, sent: 30, failed: 0 });
  });
});
