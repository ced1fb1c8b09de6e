import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterprises as contract, RetCode } from '@gwn/contract';
import { eventually } from '../../../test/eventually.ts';
import { buildEnterprise } from '../../../test/region-factories.ts';
import { startSilentSmtpServer, startSmtpSink, type SmtpSink } from '../../../test/smtp-sink.ts';
import { useTestSystem } from '../../../test/test-system.ts';

/** The call's answer, or 'late' once `ms` have passed without one (the call itself goes on). */
async function within<T>(ms: number, call: Promise<T>): Promise<T | 'late'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => { timer = setTimeout(() => resolve('late'), ms); });
  try {
    return await Promise.race([call, late]);
  } finally {
    clearTimeout(timer);
  }
}

describe('the MFA-removal e-mail while the mail server accepts connections and never answers', () => {
  let silent: Awaited<ReturnType<typeof startSilentSmtpServer>>;
  beforeAll(async () => { silent = await startSilentSmtpServer(); });
  afterAll(async () => { await silent.close(); });
  const env = useTestSystem(() => ({ regions: ['US'], config: { smtpUrl: silent.url } }));
  const remover = env.operator({ menus: ['enterprise'], actions: ['removeMfa'] });
  const viewer = env.operator({ menus: ['enterprise'] });

  it('answers each request within a second, says the e-mail is being sent, and other calls go on', async () => {
    const targets = await Promise.all(Array.from({ length: 6 }, () => buildEnterprise(env.regionDb(), { googleAuth: 1 })));
    // Both sessions verified and cached first: what is timed below is the calls' own work.
    await env.call(contract.list, { search: targets[0].enterpriseName }, { token: viewer.token });
    await env.call(contract.resetMfaState, { enterpriseId: targets[0].centerEnterpriseId }, { token: remover.token });
    const removals = await Promise.all(targets.map((e) =>
      within(1000, env.call(contract.resetMfa, { enterpriseId: e.centerEnterpriseId }, { token: remover.token }))));
    for (const r of removals) expect(r).toMatchObject({ status: 200, body: { retCode: 0 } });
    // The relay holds the messages now; an unrelated call is not held by them.
    await eventually(async () => silent.connections >= 1);
    const list = await within(1000, env.call(contract.list, { search: targets[0].enterpriseName }, { token: viewer.token }));
    expect(list).toMatchObject({ status: 200, body: { retCode: 0, data: { total: 1 } } });
    // The state says the message waits to be sent.
    const state = await env.call(contract.resetMfaState, { enterpriseId: targets[0].centerEnterpriseId }, { token: remover.token });
    expect(state.body).toMatchObject({ retCode: 0, data: { state: 'sending', email: targets[0].email, sentAt: null } });
  });
});

describe('what became of an MFA-removal e-mail', () => {
  let smtp: SmtpSink;
  beforeAll(async () => { smtp = await startSmtpSink(); });
  afterAll(async () => { await smtp.close(); });
  const env = useTestSystem(() => ({
    regions: ['US'], config: { smtpUrl: smtp.url, noticeMail: { batchSize: 10, concurrency: 2, maxAttempts: 3, retryMs: 40 } },
  }));
  const remover = env.operator({ menus: ['enterprise'], actions: ['removeMfa'] });
  const lacking = env.operator({ menus: ['enterprise'] });
  const stateOf = async (enterpriseId: string) =>
    (await env.call(contract.resetMfaState, { enterpriseId }, { token: remover.token })).body;
  const settled = (enterpriseId: string) => eventually(async () => {
    const body = await stateOf(enterpriseId);
    return ['sent', 'failed'].includes(body.data?.state) && body.data;
  });

  it('is sent once, with the link, and the state says sent', async () => {
    const e = await buildEnterprise(env.regionDb(), { googleAuth: 1 });
    expect(await stateOf(e.centerEnterpriseId)).toMatchObject({ retCode: 0, data: { state: 'none', email: null } });
    expect((await env.call(contract.resetMfa, { enterpriseId: e.centerEnterpriseId }, { token: remover.token })).body.retCode).toBe(0);
    const done = await settled(e.centerEnterpriseId);
    expect(done).toMatchObject({ state: 'sent', email: e.email, attempts: 1, error: null });
    expect(done.sentAt).toBeGreaterThanOrEqual(done.requestedAt!);
    const mails = smtp.to(e.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].raw).toMatch(/confirm_reset_mfa\?token=[\w-]{20,}/);
  });

  it('is retried, then reported failed with the relay\'s reason; a later request is sent again', async () => {
    const e = await buildEnterprise(env.regionDb(), { googleAuth: 1 });
    smtp.rejecting.add(e.email.toLowerCase());
    expect((await env.call(contract.resetMfa, { enterpriseId: e.centerEnterpriseId }, { token: remover.token })).body.retCode).toBe(0);
    const failed = await settled(e.centerEnterpriseId);
    expect(failed).toMatchObject({ state: 'failed', email: e.email, attempts: 3, sentAt: null });
    expect(failed.error).toMatch(/550|unavailable/);
    expect(smtp.rcptAttempts.get(e.email.toLowerCase())).toBe(3);

    smtp.rejecting.delete(e.email.toLowerCase());
    expect((await env.call(contract.resetMfa, { enterpriseId: e.centerEnterpriseId }, { token: remover.token })).body.retCode).toBe(0);
    await eventually(async () => (await stateOf(e.centerEnterpriseId)).data.state === 'sent');
    expect(smtp.to(e.email)).toHaveLength(1);
  });

  it('is read only with the removeMfa permission, and names an unknown enterprise 404', async () => {
    const e = await buildEnterprise(env.regionDb(), { googleAuth: 1 });
    expect((await env.call(contract.resetMfaState, { enterpriseId: e.centerEnterpriseId })).status).toBe(401);
    expect((await env.call(contract.resetMfaState, { enterpriseId: e.centerEnterpriseId }, { token: lacking.token })).status).toBe(403);
    expect((await stateOf('no-such-centre-id')).retCode).toBe(RetCode.NotFound);
  });
});
