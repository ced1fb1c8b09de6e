import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auth, personal, RetCode } from '@gwn/contract';
import { adminUsers, fidoCredentials, recoveryCodes } from '../../db/account-schema.ts';
import { buildOperator, type BuiltOperator } from '../../../test/factories.ts';
import { tablesChangedBy } from '../../../test/contract/table-digest.ts';
import { buildFidoOperator, registrationChallenge } from '../../../test/security-key-factories.ts';
import { credentialsOf, newTotpSecret, totpCode } from '../../../test/signin-helpers.ts';
import { softwareAuthenticator } from '../../../test/software-authenticator.ts';
import { useTestSystem } from '../../../test/test-system.ts';
import { digestPassword } from '../shared/password.ts';

/**
 * Re-authentication (issue #23, OWASP ASVS V2/V3): what protects the account — the second factor, its keys,
 * its recovery codes — changes only with the current password, or for an operator whose factor is FIDO2, a
 * fresh key assertion. A stolen session alone can change none of it.
 */
describe('re-authentication before changing what protects the account', () => {
  const env = useTestSystem({ regions: [] });
  const db = () => env.accountDb;
  const userRow = async (id: number) => (await db().select().from(adminUsers).where(eq(adminUsers.id, id)))[0];
  const keysOf = async (id: number) => db().select().from(fidoCredentials).where(eq(fidoCredentials.userId, id));
  const password = (op: BuiltOperator) => digestPassword(op.password);
  const WRONG = digestPassword('not-the-password-1');
  const twoCodes = (secret: string, now = Date.now()) => ({ code1: totpCode(secret, now - 30_000), code2: totpCode(secret, now) });
  /** A fresh key assertion of the operator: confirmation options, signed by the key. */
  const assertion = async (op: BuiltOperator, key: ReturnType<typeof softwareAuthenticator>) => {
    const options = await env.call(personal.fidoConfirmOptions, {}, { token: op.token });
    expect(options.body.retCode).toBe(0);
    return key.authenticate(options.body.data.options);
  };

  /** Each refusal: its code, and not a row of any table changed (no lock counted, no challenge spent, nothing removed). */
  async function refused(call: () => Promise<{ body: { retCode: number } }>, code: number) {
    const { value, changed } = await tablesChangedBy(db(), call);
    expect(value.body.retCode).toBe(code);
    expect(changed).toEqual([]);
  }

  it('turning one\'s own second factor off: no proof (1110504) or a wrong password (1110028, both languages) removes nothing; the right password does', async () => {
    const secret = newTotpSecret();
    const op = await buildOperator(db(), { totpSecret: secret });
    await refused(() => env.call(personal.closeMfa, {}, { token: op.token }), RetCode.ReauthRequired);
    await refused(() => env.call(personal.closeMfa, { password: WRONG }, { token: op.token }), RetCode.PasswordIncorrect);
    const zh = await env.call(personal.closeMfa, { password: WRONG }, { token: op.token, lang: 'zh' });
    expect(zh.body).toMatchObject({ retCode: RetCode.PasswordIncorrect, msg: '密码错误' });
    expect((await env.call(personal.closeMfa, {}, { token: op.token, lang: 'zh' })).body.msg).toContain('当前密码');
    expect(await userRow(op.id)).toMatchObject({ googleAuth: 1, totpSecret: secret });

    expect((await env.call(personal.closeMfa, { password: password(op) }, { token: op.token })).body.retCode).toBe(0);
    expect(await userRow(op.id)).toMatchObject({ googleAuth: 0, totpSecret: null });
  });

  it('wrong passwords here count toward no sign-in lock: after more of them than the lock allows, the operator still signs in without a captcha', async () => {
    const secret = newTotpSecret();
    const op = await buildOperator(db(), { totpSecret: secret });
    for (let i = 0; i < env.system.config.lockMaxFailures + 1; i++) {
      expect((await env.call(personal.closeMfa, { password: WRONG }, { token: op.token })).body.retCode).toBe(RetCode.PasswordIncorrect);
    }
    const check = await env.call(auth.checkMfaInfo, credentialsOf(op));
    expect(check.body).toMatchObject({ retCode: 0, data: { googleAuth: 1, showCode: 0 } });
    expect((await env.call(auth.login, { ...credentialsOf(op), code: totpCode(secret) })).body.retCode).toBe(0);
  });

  it('enrolling a factor (which issues recovery codes) needs the password: none or a wrong one enrols nothing', async () => {
    const op = await buildOperator(db());
    const secret = newTotpSecret();
    const enrol = (proof: Record<string, unknown>) => env.call(personal.saveMfaInfo, {
      authAccount: op.account, googleAuth: 1, clientType: 1, secret, ...twoCodes(secret), ...proof,
    }, { token: op.token });
    await refused(() => enrol({}), RetCode.ReauthRequired);
    await refused(() => enrol({ password: WRONG }), RetCode.PasswordIncorrect);
    expect(await db().select().from(recoveryCodes).where(eq(recoveryCodes.userId, op.id))).toHaveLength(0);
    const saved = await enrol({ password: password(op) });
    expect(saved.body.retCode).toBe(0);
    expect(saved.body.data.recoveryCodes).toHaveLength(10);
    expect(await userRow(op.id)).toMatchObject({ googleAuth: 1, clientType: 1 });
  });

  it('adding a security key needs the password or a fresh assertion of a key already registered', async () => {
    const op = await buildFidoOperator(db(), 1);
    const newKey = async () => softwareAuthenticator().register(await registrationChallenge(db(), op.id));
    const add = (credential: Record<string, unknown>, proof: Record<string, unknown>) =>
      env.call(personal.fidoAddKey, { name: 'Spare', credential, ...proof }, { token: op.token });
    const spare = await newKey();
    await refused(() => add(spare, {}), RetCode.ReauthRequired);
    await refused(() => add(spare, { password: WRONG }), RetCode.PasswordIncorrect);
    expect(await keysOf(op.id)).toHaveLength(1);
    expect((await add(spare, { password: password(op) })).body.retCode).toBe(0);
    const confirmed = await assertion(op, op.keys[0]);
    expect((await add(await newKey(), { webauthn: confirmed })).body.retCode).toBe(0);
    expect(await keysOf(op.id)).toHaveLength(3);
  });

  it('removing a security key needs the password or a fresh assertion; a tampered or replayed assertion removes nothing', async () => {
    const op = await buildFidoOperator(db(), 3);
    const [first, second] = (await keysOf(op.id)).sort((a, b) => a.id - b.id);
    await refused(() => env.call(personal.fidoRemoveKey, { id: first.id }, { token: op.token }), RetCode.ReauthRequired);
    await refused(() => env.call(personal.fidoRemoveKey, { id: first.id, password: WRONG }, { token: op.token }), RetCode.PasswordIncorrect);
    const options = (await env.call(personal.fidoConfirmOptions, {}, { token: op.token })).body.data.options;
    await refused(() => env.call(personal.fidoRemoveKey, { id: first.id, webauthn: op.keys[1].authenticate(options, true) }, { token: op.token }),
      RetCode.SecurityKeyVerifyFailed);
    const signed = op.keys[1].authenticate(options);
    expect((await env.call(personal.fidoRemoveKey, { id: first.id, webauthn: signed }, { token: op.token })).body.retCode).toBe(0);
    // The challenge was taken with the removal: the same answer confirms nothing more.
    await refused(() => env.call(personal.fidoRemoveKey, { id: second.id, webauthn: signed }, { token: op.token }), RetCode.SecurityKeyVerifyFailed);
    expect((await env.call(personal.fidoRemoveKey, { id: second.id, password: password(op) }, { token: op.token })).body.retCode).toBe(0);
    expect(await keysOf(op.id)).toHaveLength(1);
  });

  it('a security-key operator turns two-factor off with a fresh key assertion instead of the password', async () => {
    const op = await buildFidoOperator(db(), 1);
    // A sign-in's challenge is not a confirmation's: an answer to check_mfa_info's options confirms nothing.
    const signInOptions = (await env.call(auth.checkMfaInfo, credentialsOf(op))).body.data.webauthnOptions;
    await refused(() => env.call(personal.closeMfa, { webauthn: op.keys[0].authenticate(signInOptions!) }, { token: op.token }),
      RetCode.SecurityKeyVerifyFailed);
    // Another operator's key answers for nobody here.
    const stranger = await buildFidoOperator(db(), 1);
    const strangers = await assertion(op, stranger.keys[0]);
    await refused(() => env.call(personal.closeMfa, { webauthn: strangers }, { token: op.token }), RetCode.SecurityKeyUnknown);
    expect((await env.call(personal.closeMfa, { webauthn: await assertion(op, op.keys[0]) }, { token: op.token })).body.retCode).toBe(0);
    expect(await userRow(op.id)).toMatchObject({ googleAuth: 0 });
    expect(await keysOf(op.id)).toHaveLength(0);
  });

  it('a key assertion confirms only for an operator whose factor is FIDO2: options are refused otherwise, and an assertion is no proof', async () => {
    const off = await buildOperator(db());
    expect((await env.call(personal.fidoConfirmOptions, {}, { token: off.token })).body.retCode).toBe(RetCode.MfaNotEnabled);
    const app = await buildOperator(db(), { totpSecret: newTotpSecret() });
    expect((await env.call(personal.fidoConfirmOptions, {}, { token: app.token })).body.retCode).toBe(RetCode.MfaAlreadyEnabled);
    const key = await buildFidoOperator(db(), 1);
    const keys = await assertion(key, key.keys[0]);
    await refused(() => env.call(personal.closeMfa, { webauthn: keys }, { token: app.token }), RetCode.ReauthRequired);
    expect((await env.call(personal.fidoConfirmOptions, {})).status).toBe(401);
  });
});
