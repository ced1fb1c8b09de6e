import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auth, personal } from '@gwn/contract';
import { accountAuditLog, adminUsers, fidoCredentials, recoveryCodes, sessions } from '../../db/account-schema.ts';
import { buildOperator, type BuiltOperator } from '../../../test/factories.ts';
import { useTestSystem } from '../../../test/test-system.ts';
import { digestPassword } from '../shared/password.ts';
import { credentialsOf, newTotpSecret, totpCode } from '../../../test/signin-helpers.ts';
import { softwareAuthenticator } from '../../../test/software-authenticator.ts';

describe('two-factor enrolment: app, TOTP token, FIDO2 key; recovery codes; removal', () => {
  const env = useTestSystem({ regions: [], config: { captchaAfterFailures: 20, lockMaxFailures: 20 } });
  const db = () => env.accountDb;
  const userRow = async (id: number) => (await db().select().from(adminUsers).where(eq(adminUsers.id, id)))[0];
  const liveSessions = async (id: number) => (await db().select().from(sessions).where(eq(sessions.userId, id))).filter((s) => !s.revokedAt);
  const twoCodes = (secret: string, now = Date.now()) => ({ code1: totpCode(secret, now - 30_000), code2: totpCode(secret, now) });
  const enrolTotp = (op: BuiltOperator, secret: string, clientType: 0 | 1 = 1) =>
    env.call(personal.saveMfaInfo, { authAccount: op.account, googleAuth: 1, clientType, secret, ...twoCodes(secret), password: mine(op) }, { token: op.token });
  const signInWith = (op: BuiltOperator, extra: Record<string, unknown>) => env.call(auth.login, { ...credentialsOf(op), ...extra });
  /** The operator's current password as the console sends it: changes to the second factor ask for it (re-authentication). */
  const mine = (op: BuiltOperator) => digestPassword(op.password);

  it('App (0): a QR image and secret, two consecutive codes, ten recovery codes; other sessions end, this one stays', async () => {
    const op = await buildOperator(db());
    const other = String((await env.call(auth.login, credentialsOf(op))).headers.authorization);
    const auth0 = await env.call(personal.getGoogleAuth, { clientType: 0 }, { token: op.token });
    expect(auth0.body.data.url).toMatch(/^data:image\/png;base64,/);
    const { secret } = auth0.body.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const saved = await enrolTotp(op, ` ${secret} `, 0);
    expect(saved.body.retCode).toBe(0);
    const codes: string[] = saved.body.data.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect(await userRow(op.id)).toMatchObject({ googleAuth: 1, clientType: 0, totpSecret: secret });
    const stored = await db().select().from(recoveryCodes).where(eq(recoveryCodes.userId, op.id));
    expect(stored.map((r) => r.codeHash)).not.toContain(codes[0]);
    expect((await env.call(auth.menuList, {}, { token: other })).status).toBe(401);
    expect((await env.call(auth.menuList, {}, { token: op.token })).body.retCode).toBe(0);
    const audit = (await db().select().from(accountAuditLog).where(eq(accountAuditLog.userId, op.id))).find((a) => a.showKey === 'twoFactorEnable');
    expect(audit?.detail).toMatchObject({ subject: op.account, changes: expect.arrayContaining([{ field: 'googleAuth', before: 2, after: 1 }]) }); // from pending (the QR was issued)
    expect(JSON.stringify(audit)).not.toContain(secret);
    // The enrolment's codes are spent; the next step's code signs in.
    expect((await signInWith(op, { code: twoCodes(secret).code2 })).body.retCode).toBe(1111010);
    expect((await signInWith(op, { code: totpCode(secret, Date.now() + 30_000) })).body.retCode).toBe(0);
  });

  it('App (0): codes of another entry are the app\'s codes being wrong, not "the key is invalid", and the message says what to do', async () => {
    const op = await buildOperator(db());
    const { secret } = (await env.call(personal.getGoogleAuth, { clientType: 0 }, { token: op.token })).body.data;
    const other = newTotpSecret();
    const res = await env.call(personal.saveMfaInfo,
      { authAccount: op.account, googleAuth: 1, clientType: 0, secret, ...twoCodes(other), password: mine(op) }, { token: op.token, lang: 'zh' });
    expect(res.body).toMatchObject({ retCode: 15250, msg: expect.stringContaining('重新扫描') });
    expect(await userRow(op.id)).toMatchObject({ googleAuth: 2 });
  });

  it('TOTP (1): every refusal has its code and changes nothing', async () => {
    const op = await buildOperator(db());
    const secret = newTotpSecret();
    const call = (body: Record<string, unknown>) =>
      env.call(personal.saveMfaInfo, { authAccount: op.account, googleAuth: 1, clientType: 1, secret, ...twoCodes(secret), password: mine(op), ...body }, { token: op.token });
    const now = Date.now();
    expect((await call({ secret: '' })).body.retCode).toBe(10058);
    expect((await call({ secret: 'not-base32!' })).body.retCode).toBe(1110088);
    expect((await call({ secret: 'JBSWY3DP' })).body.retCode).toBe(1110089); // 40 bits: too short
    expect((await call({ code2: ' ' })).body.retCode).toBe(10053);
    expect((await call({ code1: 'abcdef' })).body.retCode).toBe(1110086);
    expect((await call({ code2: totpCode(secret, now - 30_000) })).body.retCode).toBe(10059);
    expect((await call({ code1: totpCode(secret, now - 90_000), code2: totpCode(secret, now) })).body.retCode).toBe(10054);
    expect((await call({ ...twoCodes(newTotpSecret()) })).body).toMatchObject({ retCode: 10060, msg: expect.stringContaining('Check the secret') });
    expect((await call({ authAccount: 'someone-else' })).body.retCode).toBe(1110083);
    const owner = await buildOperator(db(), { totpSecret: secret });
    expect((await call({})).body.retCode).toBe(10057);
    expect((await env.call(personal.saveMfaInfo, { authAccount: owner.account, clientType: 1, secret: newTotpSecret(), code1: '111111', code2: '222222', password: mine(owner) }, { token: owner.token })).body.retCode).toBe(1110082);
    expect(await userRow(op.id)).toMatchObject({ googleAuth: 0, totpSecret: null });
    expect(await db().select().from(recoveryCodes).where(eq(recoveryCodes.userId, op.id))).toHaveLength(0);
    // The same refusal in Chinese.
    expect((await call({ secret: '' }).then(() => env.call(personal.saveMfaInfo, { authAccount: op.account, clientType: 1, secret: '', password: mine(op) }, { token: op.token, lang: 'zh' }))).body.msg)
      .toBe('MFA 密钥格式错误');
  });

  it('TOTP (1): a hardware token secret typed with spaces and lower case is enrolled, and its code signs in', async () => {
    const op = await buildOperator(db());
    const secret = newTotpSecret();
    const typed = secret.toLowerCase().match(/.{4}/g)!.join(' ');
    const res = await env.call(personal.saveMfaInfo, { authAccount: op.account, clientType: 1, secret: typed, ...twoCodes(secret), password: mine(op) }, { token: op.token });
    expect(res.body.retCode).toBe(0);
    expect(await userRow(op.id)).toMatchObject({ googleAuth: 1, clientType: 1, totpSecret: secret });
    expect((await signInWith(op, { code: totpCode(secret, Date.now() + 30_000) })).body.retCode).toBe(0);
  });

  it('recovery codes sign in once each, forgiving case and dashes; a wrong one is refused (1110085)', async () => {
    const op = await buildOperator(db());
    const secret = newTotpSecret();
    const codes: string[] = (await enrolTotp(op, secret)).body.data.recoveryCodes;
    expect((await signInWith(op, { recoveryCode: codes[0].toLowerCase().replace(/-/g, '') })).body.retCode).toBe(0);
    expect((await signInWith(op, { recoveryCode: codes[0] })).body.retCode).toBe(1110085);
    expect((await signInWith(op, { recoveryCode: 'AAAA-BBBB-CCCC-DDDD' })).body.retCode).toBe(1110085);
    expect((await env.call(personal.show, {}, { token: op.token })).body.data.recoveryCodesLeft).toBe(9);
    expect((await signInWith(op, { recoveryCode: codes[1] })).body.retCode).toBe(0);
  });

  it('FIDO2 (2): registers a key, then signs in with its signature; tampered, replayed and unknown answers are refused', async () => {
    const op = await buildOperator(db());
    const key = softwareAuthenticator();
    const options = (await env.call(personal.fidoRegisterOptions, {}, { token: op.token })).body.data.options;
    expect(options).toMatchObject({ rp: { id: 'localhost' }, user: { name: op.account } });
    const saved = await env.call(personal.saveMfaInfo, { authAccount: op.account, clientType: 2, credential: key.register(options), password: mine(op) }, { token: op.token });
    expect(saved.body.retCode).toBe(0);
    expect(saved.body.data.recoveryCodes).toHaveLength(10);
    expect(await userRow(op.id)).toMatchObject({ googleAuth: 1, clientType: 2, totpSecret: null });
    expect(await db().select().from(fidoCredentials).where(eq(fidoCredentials.userId, op.id))).toHaveLength(1);

    const check = async () => (await env.call(auth.checkMfaInfo, credentialsOf(op))).body.data;
    const first = await check();
    expect(first).toMatchObject({ googleAuth: 1, clientType: 2, webauthnOptions: { rpId: 'localhost', allowCredentials: [{ id: key.id }] } });
    expect((await signInWith(op, {})).body.retCode).toBe(10053);
    expect((await signInWith(op, { webauthn: key.authenticate(first.webauthnOptions!, true) })).body.retCode).toBe(1110502);
    const second = await check();
    const answer = key.authenticate(second.webauthnOptions!);
    expect((await signInWith(op, { webauthn: answer })).body.retCode).toBe(0);
    expect((await signInWith(op, { webauthn: answer })).body.retCode).toBe(1110502); // the challenge was used
    const stranger = softwareAuthenticator();
    expect((await signInWith(op, { webauthn: stranger.authenticate((await check()).webauthnOptions!) })).body.retCode).toBe(1110501);
  });

  it('FIDO2 (2): refusals of the registration — no answer (1110500), no live challenge (1110084), a key already registered (1110503)', async () => {
    const op = await buildOperator(db());
    const save = (who: BuiltOperator, credential?: Record<string, unknown>) =>
      env.call(personal.saveMfaInfo, { authAccount: who.account, clientType: 2, password: mine(who), ...(credential ? { credential } : {}) }, { token: who.token });
    expect((await save(op)).body.retCode).toBe(1110500);
    const key = softwareAuthenticator();
    // No options asked for: no challenge to answer.
    expect((await save(op, key.register({ rp: { id: 'localhost' }, challenge: 'AAAAAAAAAAAAAAAAAAAAAA' }))).body.retCode).toBe(1110084);
    const options = (await env.call(personal.fidoRegisterOptions, {}, { token: op.token })).body.data.options;
    expect((await save(op, key.register({ ...options, challenge: 'AAAAAAAAAAAAAAAAAAAAAA' }))).body.retCode).toBe(1110094);
    expect(await userRow(op.id)).toMatchObject({ googleAuth: 2 }); // pending since the options were issued
    // A refused answer changes nothing, the challenge included: the right answer still registers.
    expect((await save(op, key.register(options))).body.retCode).toBe(0);
    const other = await buildOperator(db());
    const theirs = (await env.call(personal.fidoRegisterOptions, {}, { token: other.token })).body.data.options;
    expect((await save(other, key.register(theirs))).body).toMatchObject({ retCode: 1110503, msg: 'The security key is already registered' });
    expect(await userRow(other.id)).toMatchObject({ googleAuth: 2 });
  });

  it('close_mfa turns it off (googleAuth 0), removes secret, keys and codes, ends the other sessions; 10056 when off', async () => {
    const op = await buildOperator(db());
    const secret = newTotpSecret();
    await enrolTotp(op, secret);
    const other = String((await signInWith(op, { code: totpCode(secret, Date.now() + 30_000) })).headers.authorization);
    expect((await env.call(personal.closeMfa, { password: mine(op) }, { token: op.token })).body.retCode).toBe(0);
    expect(await userRow(op.id)).toMatchObject({ googleAuth: 0, totpSecret: null });
    expect(await db().select().from(recoveryCodes).where(eq(recoveryCodes.userId, op.id))).toHaveLength(0);
    expect((await env.call(auth.menuList, {}, { token: other })).status).toBe(401);
    expect(await liveSessions(op.id)).toHaveLength(1);
    expect((await env.call(auth.checkMfaInfo, credentialsOf(op))).body.data.googleAuth).toBe(0);
    expect((await env.call(personal.closeMfa, { password: mine(op) }, { token: op.token })).body.retCode).toBe(10056);
  });
});
