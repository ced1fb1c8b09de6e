import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminUsers as usersContract, auth, messageFor, personal } from '@gwn/contract';
import { adminUsers, fidoCredentials, recoveryCodes } from '../../db/account-schema.ts';
import { buildOperator, type BuiltOperator } from '../../../test/factories.ts';
import { buildFidoOperator, registrationChallenge } from '../../../test/security-key-factories.ts';
import { credentialsOf, newTotpSecret, totpCode } from '../../../test/signin-helpers.ts';
import { softwareAuthenticator } from '../../../test/software-authenticator.ts';
import { digestPassword } from '../shared/password.ts';
import { useTestSystem } from '../../../test/test-system.ts';

/**
 * Every two-factor refusal of spec 3 §8 that enrolment, key management and sign-in produce, each with the
 * condition that reaches it, in both languages, with nothing written (docs/architecture.md, "Two-factor").
 */
describe('two-factor codes: each refusal has its condition; pending enrolments; several FIDO2 keys', () => {
  const env = useTestSystem({ regions: [], config: { captchaAfterFailures: 50, lockMaxFailures: 50, addressMaxFailures: 500 } });
  const db = () => env.accountDb;
  const userRow = async (id: number) => (await db().select().from(adminUsers).where(eq(adminUsers.id, id)))[0];
  const keysOf = async (id: number) => db().select().from(fidoCredentials).where(eq(fidoCredentials.userId, id));
  const at = (secret: string, steps: number) => totpCode(secret, Date.now() + steps * 30_000);

  /** Saves a TOTP-token enrolment with a fresh secret and two consecutive codes, overridden by `body`. */
  async function saveTotp(op: BuiltOperator, body: (secret: string) => Record<string, unknown>, lang: 'en' | 'zh' = 'en') {
    const secret = newTotpSecret();
    return env.call(personal.saveMfaInfo, {
      authAccount: op.account, clientType: 1, secret, code1: at(secret, -1), code2: at(secret, 0), password: digestPassword(op.password), ...body(secret),
    }, { token: op.token, lang });
  }

  const totpCases: [number, string, (secret: string) => Record<string, unknown>][] = [
    [10053, 'a code left empty', () => ({ code1: '  ' })],
    [10054, 'codes of the secret, not one after the other', (s) => ({ code1: at(s, -3), code2: at(s, 0) })],
    [10057, "the secret is another operator's factor", () => ({})], // set up below
    [10058, 'no secret', () => ({ secret: '' })],
    [10058, 'a secret one character too long for base32', () => ({ secret: 'JBSWY3DPEHPK3PXPA' })],
    [10059, 'the same code twice', (s) => ({ code1: at(s, 0), code2: at(s, 0) })],
    [10060, 'codes another secret produced', () => { const o = newTotpSecret(); return { code1: at(o, -1), code2: at(o, 0) }; }],
    [1110083, 'authAccount is not the caller', () => ({ authAccount: 'someone-else' })],
    [1110086, 'a code with letters', () => ({ code2: '12a456' })],
    [1110087, 'a code of five digits', () => ({ code1: '12345' })],
    [1110088, 'a secret with a character base32 does not use', () => ({ secret: 'JBSWY3DPEHPK3PX1' })],
    [1110089, 'a secret under 80 bits', () => ({ secret: 'JBSWY3DPEHPK' })],
    [1110090, 'the codes in reverse order', (s) => ({ code1: at(s, 0), code2: at(s, -1) })],
    [1110091, 'consecutive codes ten minutes old', (s) => ({ code1: at(s, -21), code2: at(s, -20) })],
    [1110092, 'consecutive codes of a token whose clock is ahead', (s) => ({ code1: at(s, 5), code2: at(s, 6) })],
  ];

  it.each(totpCases)('save_mfa_info refuses with %i: %s, and writes nothing', async (code, _why, body) => {
    const op = await buildOperator(db());
    let payload = body;
    if (code === 10057) {
      const taken = newTotpSecret();
      await buildOperator(db(), { totpSecret: taken });
      payload = (s) => ({ secret: taken, code1: at(taken, -1), code2: at(taken, 0), ...(s ? {} : {}) });
    }
    for (const lang of ['en', 'zh'] as const) {
      const res = await saveTotp(op, payload, lang);
      expect(res.body).toMatchObject({ retCode: code, msg: messageFor(code, lang) });
    }
    expect(await userRow(op.id)).toMatchObject({ googleAuth: 0, totpSecret: null });
    expect(await db().select().from(recoveryCodes).where(eq(recoveryCodes.userId, op.id))).toHaveLength(0);
  });

  it('every code of 1110081-1110098 has its own message in both languages', () => {
    for (let code = 1110081; code <= 1110098; code++) {
      expect(messageFor(code, 'en')).not.toMatch(/setup failed \(/);
      expect(messageFor(code, 'zh')).not.toBe(messageFor(code, 'en'));
    }
  });

  it('pending (googleAuth 2): started by get_google_auth, listed as pending, ignored at sign-in, enrols only the newest secret, cancelled, lapses', async () => {
    const op = await buildOperator(db());
    const admin = await buildOperator(db());
    const listed = async () => (await env.call(usersContract.list, { search: op.account, pageNum: 1, pageSize: 10 }, { token: admin.token })).body.data.result[0].googleAuth;
    const first = (await env.call(personal.getGoogleAuth, { clientType: 0 }, { token: op.token })).body.data.secret;
    expect(await userRow(op.id)).toMatchObject({ googleAuth: 2, clientType: 0 });
    expect(await listed()).toBe(2);
    expect((await env.call(personal.show, {}, { token: op.token })).body.data.account.googleAuth).toBe(2);
    // Sign-in treats a pending factor as none.
    expect((await env.call(auth.checkMfaInfo, credentialsOf(op))).body.data.googleAuth).toBe(0);
    expect((await env.call(auth.login, credentialsOf(op))).body.retCode).toBe(0);
    // A second QR replaces the first: the first secret no longer enrols (1110081).
    const second = (await env.call(personal.getGoogleAuth, { clientType: 0 }, { token: op.token })).body.data.secret;
    const saveApp = (secret: string, lang: 'en' | 'zh' = 'en') => env.call(personal.saveMfaInfo,
      { authAccount: op.account, clientType: 0, secret, code1: at(secret, -1), code2: at(secret, 0), password: digestPassword(op.password) }, { token: op.token, lang });
    expect((await saveApp(first)).body).toMatchObject({ retCode: 1110081, msg: messageFor(1110081, 'en') });
    expect((await saveApp(first, 'zh')).body.msg).toBe(messageFor(1110081, 'zh'));
    // Closing the dialog cancels it.
    expect((await env.call(personal.cancelMfa, {}, { token: op.token })).body.retCode).toBe(0);
    expect(await userRow(op.id)).toMatchObject({ googleAuth: 0, totpSecret: null, mfaPendingUntil: null });
    expect(await listed()).toBe(0);
    expect((await saveApp(second)).body.retCode).toBe(1110084);
    // A lapsed enrolment counts as disabled and cannot be finished.
    const third = (await env.call(personal.getGoogleAuth, { clientType: 0 }, { token: op.token })).body.data.secret;
    await db().update(adminUsers).set({ mfaPendingUntil: new Date(Date.now() - 1000) }).where(eq(adminUsers.id, op.id));
    expect(await listed()).toBe(0);
    expect((await saveApp(third)).body).toMatchObject({ retCode: 1110084 });
    // A fresh one finishes: googleAuth 1, nothing pending.
    const fourth = (await env.call(personal.getGoogleAuth, { clientType: 0 }, { token: op.token })).body.data.secret;
    expect((await saveApp(fourth)).body.retCode).toBe(0);
    expect(await userRow(op.id)).toMatchObject({ googleAuth: 1, mfaPendingUntil: null });
    expect((await env.call(personal.getGoogleAuth, { clientType: 0 }, { token: op.token })).body.retCode).toBe(1110082);
  });

  it('pending FIDO2: key options start it, close_mfa clears it, and so can an admin (an abandoned setup, issue #26)', async () => {
    const op = await buildOperator(db());
    const admin = await buildOperator(db());
    expect((await env.call(personal.fidoRegisterOptions, {}, { token: op.token })).body.retCode).toBe(0);
    expect(await userRow(op.id)).toMatchObject({ googleAuth: 2, clientType: 2 });
    expect((await env.call(personal.closeMfa, { password: digestPassword(op.password) }, { token: op.token })).body.retCode).toBe(0);
    expect(await userRow(op.id)).toMatchObject({ googleAuth: 0 });
    // Started again and abandoned: the admin list clears it with the admin's own password.
    expect((await env.call(personal.fidoRegisterOptions, {}, { token: op.token })).body.retCode).toBe(0);
    expect((await env.call(usersContract.closeMfa, { id: op.id, password: digestPassword(admin.password) }, { token: admin.token })).body.retCode).toBe(0);
    expect(await userRow(op.id)).toMatchObject({ googleAuth: 0 });
  });

  it('FIDO2 registration refusals: a sign-in answer (1110093), an origin not accepted (1110095); nothing written', async () => {
    const op = await buildOperator(db());
    const save = async (credential: Record<string, unknown>, lang: 'en' | 'zh' = 'en') =>
      (await env.call(personal.saveMfaInfo, { authAccount: op.account, clientType: 2, credential, password: digestPassword(op.password) }, { token: op.token, lang })).body;
    const options = (await env.call(personal.fidoRegisterOptions, {}, { token: op.token })).body.data.options;
    const key = softwareAuthenticator();
    expect(await save(key.authenticate({ rpId: 'localhost', challenge: options.challenge }))).toMatchObject({ retCode: 1110093, msg: messageFor(1110093, 'en') });
    expect((await save(softwareAuthenticator('https://evil.example').register(options), 'zh'))).toMatchObject({ retCode: 1110095, msg: messageFor(1110095, 'zh') });
    expect(await keysOf(op.id)).toHaveLength(0);
    expect((await save(key.register(options))).retCode).toBe(0);
  });

  it('several keys: add a named one, list them, sign in with the second, remove one; never the last (1110097)', async () => {
    const op = await buildFidoOperator(db(), 1);
    const spare = softwareAuthenticator();
    const options = (await env.call(personal.fidoRegisterOptions, {}, { token: op.token })).body.data.options;
    expect(options.excludeCredentials).toEqual([expect.objectContaining({ id: op.keys[0].id })]);
    const added = await env.call(personal.fidoAddKey, { name: ' Spare key ', credential: spare.register(options), password: digestPassword(op.password) }, { token: op.token });
    expect(added.body).toMatchObject({ retCode: 0, data: { name: 'Spare key', lastUsedAt: null } });
    expect(await userRow(op.id)).toMatchObject({ googleAuth: 1, clientType: 2 });

    const check = async () => (await env.call(auth.checkMfaInfo, credentialsOf(op))).body.data;
    const challenge = await check();
    expect(challenge.webauthnOptions!.allowCredentials).toHaveLength(2);
    expect((await env.call(auth.login, { ...credentialsOf(op), webauthn: spare.authenticate(challenge.webauthnOptions!) })).body.retCode).toBe(0);
    const listed = (await env.call(personal.fidoKeys, {}, { token: op.token })).body.data;
    expect(listed.map((k: { name: string }) => k.name)).toEqual(['Key 1', 'Spare key']);
    expect(listed[0].lastUsedAt).toBeNull();
    expect(Date.parse(listed[1].lastUsedAt!)).toBeGreaterThan(Date.now() - 60_000);

    const remove = (id: number, lang: 'en' | 'zh' = 'en') => env.call(personal.fidoRemoveKey, { id, password: digestPassword(op.password) }, { token: op.token, lang });
    expect((await remove(999_999)).body).toMatchObject({ retCode: 1110096, msg: messageFor(1110096, 'en') });
    expect((await remove(listed[0].id)).body.retCode).toBe(0);
    expect((await remove(listed[1].id, 'zh')).body).toMatchObject({ retCode: 1110097, msg: messageFor(1110097, 'zh') });
    expect(await keysOf(op.id)).toHaveLength(1);
    // The key removed no longer signs in.
    expect((await env.call(auth.login, { ...credentialsOf(op), webauthn: op.keys[0].authenticate((await check()).webauthnOptions!) })).body.retCode).toBe(1110501);
  });

  it('add_key needs FIDO2 as the factor: 10056 when off, 1110082 when it is an app', async () => {
    const off = await buildOperator(db());
    const app = await buildOperator(db(), { totpSecret: newTotpSecret() });
    for (const [op, code] of [[off, 10056], [app, 1110082]] as const) {
      const credential = softwareAuthenticator().register(await registrationChallenge(db(), op.id));
      expect((await env.call(personal.fidoAddKey, { credential, password: digestPassword(op.password) }, { token: op.token })).body.retCode).toBe(code);
      expect(await keysOf(op.id)).toHaveLength(0);
    }
  });

  it('sign-in refusals of a key: a counter that went back (1110098), an origin not accepted (1110095)', async () => {
    const op = await buildFidoOperator(db(), 1);
    const [key] = op.keys;
    const check = async () => (await env.call(auth.checkMfaInfo, credentialsOf(op))).body.data.webauthnOptions!;
    expect((await env.call(auth.login, { ...credentialsOf(op), webauthn: key.authenticate(await check()) })).body.retCode).toBe(0);
    key.rewindCounter(0);
    expect((await env.call(auth.login, { ...credentialsOf(op), webauthn: key.authenticate(await check()) }, { lang: 'zh' })).body)
      .toMatchObject({ retCode: 1110098, msg: messageFor(1110098, 'zh') });
    key.rewindCounter(100);
    const foreign = key.authenticate(await check());
    const tampered = JSON.parse(Buffer.from(foreign.response.clientDataJSON, 'base64url').toString());
    foreign.response.clientDataJSON = Buffer.from(JSON.stringify({ ...tampered, origin: 'https://evil.example' })).toString('base64url');
    expect((await env.call(auth.login, { ...credentialsOf(op), webauthn: foreign })).body.retCode).toBe(1110095);
  });
});
