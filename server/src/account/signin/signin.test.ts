import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auth } from '@gwn/contract';
import { accountAuditLog, adminUsers, captchas, sessions, signinAddressFailures, signinFailures } from '../../db/account-schema.ts';
import { buildOperator } from '../../../test/factories.ts';
import { invalidInputOf, useTestSystem } from '../../../test/test-system.ts';
import { CAPTCHA_ANSWER, credentialsOf, knownCaptcha } from '../../../test/signin-helpers.ts';
import { hashToken } from '../shared/session-token.ts';

describe('sign-in: check_mfa_info and login', () => {
  const env = useTestSystem({
    regions: [], captcha: knownCaptcha, config: { lockMaxFailures: 4, addressMaxFailures: 100, lockMinutes: 15, captchaAfterFailures: 2 },
  });
  const db = () => env.accountDb;
  const userRow = async (id: number) => (await db().select().from(adminUsers).where(eq(adminUsers.id, id)))[0];
  const newCaptcha = async () => (await env.call(auth.generateCaptcha, { type: 1 })).body.data as { code: string; codeToken: string };
  /** The failures counted for a name from the test client's address (127.0.0.1). */
  const failuresOf = async (account: string, clientIp = '127.0.0.1') => (await db().select({ n: signinFailures.failedCount }).from(signinFailures)
    .where(and(eq(signinFailures.account, account), eq(signinFailures.clientIp, clientIp))))[0]?.n ?? 0;
  /** Puts an operator just at the captcha threshold, as two earlier wrong passwords from this address would. */
  const failTwice = (op: { account: string }) => db().insert(signinFailures).values({ account: op.account, clientIp: '127.0.0.1', failedCount: 2 })
    .onConflictDoUpdate({ target: [signinFailures.account, signinFailures.clientIp], set: { failedCount: 2, lastFailedAt: new Date() } });
  /** A client at another address, as the trusted proxy in front of the service names it. */
  const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });


  it('check_mfa_info answers whether a second factor is needed, without starting a session', async () => {
    const op = await buildOperator(db());
    const res = await env.call(auth.checkMfaInfo, credentialsOf(op));
    expect(res.body).toMatchObject({ retCode: 0, data: { googleAuth: 0, clientType: 0, showCode: 0 } });
    expect(res.headers.authorization).toBeUndefined();
  });

  it('login starts a session in the last region, returns the credential in the authorization header and audits it', async () => {
    const op = await buildOperator(db(), { regions: ['US', 'EU'] });
    await db().update(adminUsers).set({ lastRegion: 'EU' }).where(eq(adminUsers.id, op.id));
    await env.call(auth.login, credentialsOf(op, 'Wrong-pass1'));
    expect(await failuresOf(op.account)).toBe(1);
    const res = await env.call(auth.login, credentialsOf(op));
    expect(res.body).toEqual({
      retCode: 0, msg: 'Success',
      data: { url: env.system.config.regionUrls.EU, region: 'EU', accounting: op.account, name: `Operator ${op.account}`, mainAccount: 1 },
    });
    const token = String(res.headers.authorization);
    const [session] = await db().select().from(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    expect(session).toMatchObject({ userId: op.id, region: 'EU', revokedAt: null });
    expect(await userRow(op.id)).toMatchObject({ lastActiveIp: '127.0.0.1' });
    expect(await failuresOf(op.account)).toBe(0); // a right password forgets this address's failures
    const audit = await db().select().from(accountAuditLog).where(eq(accountAuditLog.userId, op.id));
    expect(audit.map((a) => a.showKey)).toContain('signIn');
    expect(JSON.stringify(audit)).not.toContain(credentialsOf(op).userPwd);
  });

  it('falls back to the first enabled region when the last one is no longer enabled; sub-accounts are not main', async () => {
    const parent = await buildOperator(db());
    const op = await buildOperator(db(), { regions: ['CN', 'EU'], parentId: parent.id });
    const res = await env.call(auth.login, credentialsOf(op));
    expect(res.body.data).toMatchObject({ region: 'CN', url: env.system.config.regionUrls.CN, mainAccount: 0 });
  });

  it('refuses invalid input with 50005 and counts nothing', async () => {
    const op = await buildOperator(db());
    for (const endpoint of [auth.checkMfaInfo, auth.login]) {
      const res = await env.call(endpoint, { userName: op.account, userPwd: 'plain-text-password' });
      expect(res.body.retCode).toBe(50005);
      expect(invalidInputOf(res).fields).toHaveProperty('userPwd');
      const empty = await env.call(endpoint, { userName: '  ', userPwd: credentialsOf(op).userPwd });
      expect(empty.body.retCode).toBe(50005);
    }
    expect(await failuresOf(op.account)).toBe(0);
    expect(await db().select().from(sessions).where(eq(sessions.userId, op.id))).toHaveLength(1); // the factory's own
  });

  it('answers a wrong password and an unknown name the same way, counting the attempts', async () => {
    const op = await buildOperator(db());
    const wrong = await env.call(auth.checkMfaInfo, credentialsOf(op, 'Wrong-pass1'));
    const unknown = await env.call(auth.checkMfaInfo, { ...credentialsOf(op, 'Wrong-pass1'), userName: `${op.account}-nobody` });
    expect(wrong.body).toEqual({ retCode: 1110003, msg: 'Account or password error', data: { lockStatus: 1, remainCount: 3, showCode: 0 } });
    expect(unknown.body).toEqual(wrong.body);
    expect(await failuresOf(op.account)).toBe(1);
    const second = await env.call(auth.login, credentialsOf(op, 'Wrong-pass1'));
    const secondUnknown = await env.call(auth.login, { ...credentialsOf(op, 'Wrong-pass1'), userName: `${op.account}-nobody` });
    expect(second.body.data).toEqual({ lockStatus: 1, remainCount: 2, showCode: 1 });
    expect(secondUnknown.body).toEqual(second.body);
  });

  it('keeps a counted failure and logs it, even though the call is refused; an inactive account is logged and counts nothing', async () => {
    const op = await buildOperator(db());
    const entries = async () => db().select().from(accountAuditLog).where(eq(accountAuditLog.accountName, op.account));
    await env.call(auth.login, credentialsOf(op, 'Wrong-pass1'), from('198.51.100.7'));
    expect(await failuresOf(op.account, '198.51.100.7')).toBe(1);
    expect((await entries()).map((e) => [e.showKey, e.userId, e.detail, e.ip])).toEqual([
      ['signInFailed', op.id, { facts: { reason: 'password', failedCount: 1, addressFailedCount: 1 } }, '198.51.100.7'],
    ]);
    await db().update(adminUsers).set({ active: 0 }).where(eq(adminUsers.id, op.id));
    expect((await env.call(auth.login, credentialsOf(op))).body.retCode).toBe(50003);
    expect((await entries()).map((e) => [e.showKey, e.detail])).toEqual([
      ['signInFailed', { facts: { reason: 'password', failedCount: 1, addressFailedCount: 1 } }],
      ['signInFailed', { facts: { reason: 'inactive' } }],
    ]);
    expect(await failuresOf(op.account, '127.0.0.1')).toBe(0);
  });

  it('refuses an inactive account with 50003 once the password is right', async () => {
    const op = await buildOperator(db(), { active: 0 });
    expect((await env.call(auth.checkMfaInfo, credentialsOf(op))).body.retCode).toBe(50003);
    expect((await env.call(auth.login, credentialsOf(op))).body.retCode).toBe(50003);
    expect((await env.call(auth.checkMfaInfo, credentialsOf(op, 'Wrong-pass1'))).body.retCode).toBe(1110003);
  });

  it('locks the account at the limit; while locked even the right password is refused; the lock runs out', async () => {
    const op = await buildOperator(db());
    await failTwice(op);
    let last;
    for (let i = 0; i < 2; i++) {
      const captcha = await newCaptcha();
      last = await env.call(auth.checkMfaInfo, { ...credentialsOf(op, 'Wrong-pass1'), checkCode: CAPTCHA_ANSWER, codeToken: captcha.codeToken });
    }
    expect(last?.body).toMatchObject({ retCode: 1110003, data: { lockStatus: 2, lockTime: 15, showCode: 1 } });
    const right = await env.call(auth.login, credentialsOf(op));
    expect(right.body).toMatchObject({ retCode: 1110003, data: { lockStatus: 2, lockTime: 15 } });
    expect(right.headers.authorization).toBeUndefined();

    // The lock runs out when the lock time has passed since the last failure.
    await db().update(signinFailures).set({ lastFailedAt: new Date(Date.now() - 15 * 60_000 - 1000) }).where(eq(signinFailures.account, op.account));
    const after = await env.call(auth.login, credentialsOf(op));
    expect(after.body.retCode).toBe(0);
    expect(await failuresOf(op.account)).toBe(0);
  });

  it('requires a captcha after failures: missing 50014, wrong 50000; a right one is verified and reused once by login', async () => {
    const op = await buildOperator(db());
    await failTwice(op);
    expect((await env.call(auth.checkMfaInfo, credentialsOf(op))).body).toMatchObject({ retCode: 50014, data: { showCode: 1 } });
    const first = await newCaptcha();
    const wrong = await env.call(auth.checkMfaInfo, { ...credentialsOf(op), checkCode: '8', codeToken: first.codeToken });
    // A wrong captcha is a guess like a wrong password: it counts toward the lock.
    expect(wrong.body).toMatchObject({ retCode: 50000, msg: 'Verify Code Error', data: { showCode: 1, lockStatus: 1, remainCount: 1 } });
    expect(await failuresOf(op.account)).toBe(3);
    // A wrong answer burns the image: the right answer no longer helps.
    expect((await env.call(auth.checkMfaInfo, { ...credentialsOf(op), checkCode: CAPTCHA_ANSWER, codeToken: first.codeToken })).body.retCode).toBe(50000);
    await failTwice(op); // back at the threshold, below the lock, for the rest of the story

    const second = await newCaptcha();
    const check = await env.call(auth.checkMfaInfo, { ...credentialsOf(op), checkCode: CAPTCHA_ANSWER, codeToken: second.codeToken });
    expect(check.body).toMatchObject({ retCode: 0, data: { showCode: 1 } });
    const [row] = await db().select().from(captchas).where(eq(captchas.token, second.codeToken));
    expect(row).toMatchObject({ state: 'verified', account: op.account });
    expect(row.answerHash).toMatch(/^[0-9a-f]{64}$/); // stored hashed, never as typed

    const login = await env.call(auth.login, { ...credentialsOf(op), codeToken: second.codeToken });
    expect(login.body.retCode).toBe(0);
    expect((await db().select().from(captchas).where(eq(captchas.token, second.codeToken)))[0].state).toBe('used');
  });

  it('uses a captcha once: a used, expired or other account\'s captcha is refused', async () => {
    const op = await buildOperator(db());
    const other = await buildOperator(db());
    await failTwice(op);
    await failTwice(other);
    const captcha = await newCaptcha();
    expect((await env.call(auth.checkMfaInfo, { ...credentialsOf(op), checkCode: CAPTCHA_ANSWER, codeToken: captcha.codeToken })).body.retCode).toBe(0);
    // Verified for op: another account cannot take it.
    expect((await env.call(auth.login, { ...credentialsOf(other), checkCode: CAPTCHA_ANSWER, codeToken: captcha.codeToken })).body.retCode).toBe(50000);

    const fresh = await newCaptcha();
    expect((await env.call(auth.login, { ...credentialsOf(op), checkCode: CAPTCHA_ANSWER, codeToken: fresh.codeToken })).body.retCode).toBe(0);
    await failTwice(op);
    expect((await env.call(auth.login, { ...credentialsOf(op), checkCode: CAPTCHA_ANSWER, codeToken: fresh.codeToken })).body.retCode).toBe(50000);

    const expiring = await newCaptcha();
    await db().update(captchas).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(captchas.token, expiring.codeToken));
    expect((await env.call(auth.login, { ...credentialsOf(op), checkCode: CAPTCHA_ANSWER, codeToken: expiring.codeToken })).body.retCode).toBe(50000);
  });

  it('a wrong password burns the verified captcha, so login cannot reuse it for another guess', async () => {
    const op = await buildOperator(db());
    await failTwice(op);
    const captcha = await newCaptcha();
    const res = await env.call(auth.checkMfaInfo, { ...credentialsOf(op, 'Wrong-pass1'), checkCode: CAPTCHA_ANSWER, codeToken: captcha.codeToken });
    expect(res.body.retCode).toBe(1110003);
    expect((await env.call(auth.login, { ...credentialsOf(op), codeToken: captcha.codeToken })).body.retCode).toBe(50014);
    expect((await env.call(auth.login, { ...credentialsOf(op), checkCode: CAPTCHA_ANSWER, codeToken: captcha.codeToken })).body.retCode).toBe(50000);
  });

  it('a lock shuts out only the address that caused it: the operator signs in from elsewhere meanwhile', async () => {
    const op = await buildOperator(db());
    const attacker = from('203.0.113.66');
    for (let i = 0; i < 2; i++) await env.call(auth.login, credentialsOf(op, 'Wrong-pass1'), attacker);
    for (let i = 0; i < 2; i++) {
      const captcha = await newCaptcha();
      await env.call(auth.login, { ...credentialsOf(op, 'Wrong-pass1'), checkCode: CAPTCHA_ANSWER, codeToken: captcha.codeToken }, attacker);
    }
    expect((await env.call(auth.login, credentialsOf(op), attacker)).body).toMatchObject({ retCode: 1110003, data: { lockStatus: 2, lockTime: 15 } });
    // The real operator, at their own address: no lock, no captcha, no failures counted.
    const real = await env.call(auth.checkMfaInfo, credentialsOf(op), from('192.0.2.10'));
    expect(real.body).toMatchObject({ retCode: 0, data: { showCode: 0 } });
    expect((await env.call(auth.login, credentialsOf(op), from('192.0.2.10'))).body.retCode).toBe(0);
    // …and the attacker's lock stands.
    expect((await env.call(auth.login, credentialsOf(op), attacker)).body.data).toMatchObject({ lockStatus: 2 });
  });

  it('locks an address that tries many names, for every name, while others sign in', async () => {
    const sprayer = from('203.0.113.99');
    const op = await buildOperator(db());
    // addressMaxFailures is 100 here: put the address one failure below it, as 99 guesses at other names would.
    await db().insert(signinAddressFailures).values({ clientIp: '203.0.113.99', failedCount: 99 });
    const last = await env.call(auth.checkMfaInfo, { ...credentialsOf(op, 'Wrong-pass1'), userName: 'nobody-at-all' }, sprayer);
    expect(last.body).toMatchObject({ retCode: 1110003, data: { lockStatus: 2, lockTime: 15 } });
    // Now even a right password for a name it never tried is refused from there, without being checked.
    const right = await env.call(auth.login, credentialsOf(op), sprayer);
    expect(right.body).toMatchObject({ retCode: 1110003, data: { lockStatus: 2 } });
    expect(await failuresOf(op.account, '203.0.113.99')).toBe(0);
    expect((await env.call(auth.login, credentialsOf(op), from('192.0.2.11'))).body.retCode).toBe(0);
  });

  it('wrong captchas count toward the lock: answering at random locks the name for that address', async () => {
    const op = await buildOperator(db());
    const guesser = from('203.0.113.5');
    for (let i = 0; i < 2; i++) await env.call(auth.checkMfaInfo, credentialsOf(op, 'Wrong-pass1'), guesser);
    let reply;
    for (let i = 0; i < 2; i++) {
      const captcha = await newCaptcha();
      reply = await env.call(auth.checkMfaInfo, { ...credentialsOf(op), checkCode: '10', codeToken: captcha.codeToken }, guesser);
    }
    expect(reply?.body).toMatchObject({ retCode: 50000, data: { showCode: 1, lockStatus: 2, lockTime: 15 } });
    expect((await env.call(auth.login, { ...credentialsOf(op), checkCode: CAPTCHA_ANSWER, codeToken: (await newCaptcha()).codeToken }, guesser)).body)
      .toMatchObject({ retCode: 1110003, data: { lockStatus: 2 } });
  });
});
