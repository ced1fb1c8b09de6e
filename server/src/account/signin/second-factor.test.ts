import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auth } from '@gwn/contract';
import { sessions, signinFailures } from '../../db/account-schema.ts';
import { buildOperator } from '../../../test/factories.ts';
import { TEST_ADMIN_PASSWORD } from '../../../test/harness.ts';
import { useTestSystem } from '../../../test/test-system.ts';
import { credentialsOf, newTotpSecret, totpCode, wrongTotpCode } from '../../../test/signin-helpers.ts';
import { DEMO_ACCOUNTS } from '../bootstrap/bootstrap-accounts.ts';

describe('sign-in with a second factor (TOTP)', () => {
  const db = () => env.accountDb;
  /** Failures counted for the operator's name from the test client's address. */
  const failedCount = async (account: string) =>
    (await db().select({ n: signinFailures.failedCount }).from(signinFailures).where(eq(signinFailures.account, account)))[0]?.n ?? 0;

  const env = useTestSystem({ regions: [], config: { demoData: true, lockMaxFailures: 3, captchaAfterFailures: 5 } });

  it('check_mfa_info says a second factor is needed', async () => {
    const op = await buildOperator(db(), { totpSecret: newTotpSecret() });
    expect((await env.call(auth.checkMfaInfo, credentialsOf(op))).body).toMatchObject({ retCode: 0, data: { googleAuth: 1, clientType: 1 } });
  });

  it('accepts the current code once; the same code again is a replay (1111010)', async () => {
    const secret = newTotpSecret();
    const op = await buildOperator(db(), { totpSecret: secret });
    const code = totpCode(secret);
    const ok = await env.call(auth.login, { ...credentialsOf(op), code });
    expect(ok.body.retCode).toBe(0);
    expect(typeof ok.headers.authorization).toBe('string');
    const replay = await env.call(auth.login, { ...credentialsOf(op), code });
    expect(replay.body).toMatchObject({ retCode: 1111010, msg: expect.stringContaining('wait for the next code') });
    expect(replay.headers.authorization).toBeUndefined();
    // The previous step's code is older than the one used: refused as well.
    expect((await env.call(auth.login, { ...credentialsOf(op), code: totpCode(secret, Date.now() - 30_000) })).body.retCode).toBe(1111010);
  });

  it('asks for the code when it is missing (10053) and refuses a wrong one (10061), which counts toward lockout', async () => {
    const secret = newTotpSecret();
    const op = await buildOperator(db(), { totpSecret: secret });
    expect((await env.call(auth.login, credentialsOf(op))).body.retCode).toBe(10053);
    const wrong = await env.call(auth.login, { ...credentialsOf(op), code: wrongTotpCode(secret) });
    expect(wrong.body).toMatchObject({ retCode: 10061, data: { lockStatus: 1, remainCount: 2 } });
    expect(await failedCount(op.account)).toBe(1);
    await env.call(auth.login, { ...credentialsOf(op), code: wrongTotpCode(secret) });
    const locked = await env.call(auth.login, { ...credentialsOf(op), code: wrongTotpCode(secret) });
    expect(locked.body).toMatchObject({ retCode: 10061, data: { lockStatus: 2 } });
    // Locked: even the right code does not get in.
    expect((await env.call(auth.login, { ...credentialsOf(op), code: totpCode(secret) })).body).toMatchObject({ retCode: 1110003, data: { lockStatus: 2 } });
    expect(await db().select().from(sessions).where(eq(sessions.userId, op.id))).toHaveLength(1); // the factory's own
  });

  it('refuses a malformed code with 50005 before anything is checked', async () => {
    const op = await buildOperator(db(), { totpSecret: newTotpSecret() });
    expect((await env.call(auth.login, { ...credentialsOf(op), code: '1234567' })).body.retCode).toBe(50005);
    expect(await failedCount(op.account)).toBe(0);
  });

  it('keeps the demo accounts working: root, operator (sub-account) and mfa-demo with its known secret', async () => {
    const root = await env.call(auth.login, credentialsOf({ account: 'root', password: TEST_ADMIN_PASSWORD }));
    expect(root.body.data).toMatchObject({ accounting: 'root', mainAccount: 1, region: 'US' });
    const { operator, mfa } = DEMO_ACCOUNTS;
    const sub = await env.call(auth.login, credentialsOf({ account: operator.account, password: operator.password }));
    expect(sub.body.data).toMatchObject({ accounting: 'operator', mainAccount: 0 });
    const demo = { account: mfa.account, password: mfa.password };
    expect((await env.call(auth.checkMfaInfo, credentialsOf(demo))).body.data.googleAuth).toBe(1);
    const login = await env.call(auth.login, { ...credentialsOf(demo), code: totpCode(mfa.totpSecret) });
    expect(login.body.retCode).toBe(0);
  });
});
