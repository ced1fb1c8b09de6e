import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maintenanceNotice as contract, type RegionName } from '@gwn/contract';
import { eventually } from '../../../test/eventually.ts';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink.ts';
import { useTestSystem } from '../../../test/test-system.ts';

const START = Date.UTC(2031, 0, 10, 2);
const notice = (over: Record<string, unknown>) => ({
  start: START, end: START + 7_200_000, timezone: 'UTC', subject: 'Planned maintenance', html: '<p>From {{start}}</p>',
  popTips: 1, recipientMode: 1, emails: [], regionSelect: ['US', 'EU'], ...over,
}) as never;

// Issue #25: a typed list sent to World and EU is e-mailed once, by World; EU's page said "Done: 0 sent, 0 failed,
// 0 recipients" without saying where the e-mails went. Each region's notice now names the region that mails it.
describe('maintenance notice sent to several regions', () => {
  let smtp: SmtpSink;
  beforeAll(async () => { smtp = await startSmtpSink(); });
  afterAll(async () => { await smtp.close(); });
  const env = useTestSystem(() => ({ regions: ['US', 'EU'], config: { smtpUrl: smtp.url } }));
  const admin = env.operator({ menus: ['maintenance'] });
  const submitIn = (region: RegionName, payload: never) => env.call(contract.submit, payload, { token: admin.token, region });
  const readIn = async (region: RegionName) => (await env.call(contract.read, {}, { token: admin.token, region })).body.data.notice as contract.NoticeView;

  it('a typed list is e-mailed once, from the first selected region, and every region says which one', async () => {
    const to = [`a-${Date.now().toString(36)}@example.test`, `b-${Date.now().toString(36)}@example.test`];
    for (const region of ['US', 'EU'] as const) expect((await submitIn(region, notice({ emails: to }))).body.retCode).toBe(0);
    await eventually(async () => (await readIn('US')).progress.status === 'done');
    expect(await readIn('US')).toMatchObject({ mailedFrom: 'US', progress: { total: 2, sent: 2, failed: 0 } });
    expect(await readIn('EU')).toMatchObject({ mailedFrom: 'US', progress: { total: 0, sent: 0 } });
    for (const address of to) expect(smtp.to(address)).toHaveLength(1);
  });

  it('EU alone with World not chosen mails the list itself', async () => {
    const to = `c-${Date.now().toString(36)}@example.test`;
    expect((await submitIn('EU', notice({ emails: [to], regionSelect: ['EU', 'CN'] }))).body.retCode).toBe(0);
    expect((await readIn('EU')).mailedFrom).toBe('EU');
    await eventually(async () => smtp.to(to).length === 1);
  });

  it('"all" is e-mailed by each region to its own contacts', async () => {
    expect((await submitIn('EU', notice({ recipientMode: -1 }))).body.data.notice.mailedFrom).toBe('EU');
  });
});
