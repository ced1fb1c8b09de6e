import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auth } from '@gwn/contract';
import { accountAuditLog, adminUsers, sessions } from '../../db/account-schema.ts';
import { buildOperator } from '../../../test/factories.ts';
import { useTestSystem } from '../../../test/test-system.ts';
import { credentialsOf } from '../../../test/signin-helpers.ts';
import { hashToken } from '../shared/session-token.ts';
import { digestPassword } from '../shared/password.ts';

describe('own settings: reset_password and modify_lang', () => {
  const db = () => env.accountDb;
  const hashOf = async (id: number) => (await db().select({ h: adminUsers.passwordHash }).from(adminUsers).where(eq(adminUsers.id, id)))[0].h;
  const env = useTestSystem({ regions: [] });

  const change = (oldPlain: string, newPlain: string, confirmPlain = newPlain) => ({
    oldPassword: digestPassword(oldPlain), password: digestPassword(newPlain), confirmPassword: digestPassword(confirmPlain),
  });

  it('changes the password, ends every session of the operator and audits it', async () => {
    const op = await buildOperator(db());
    const second = await env.call(auth.login, credentialsOf(op));
    const secondToken = String(second.headers.authorization);
    const res = await env.call(auth.resetPassword, change(op.password, 'New-pass-2026'), { token: op.token });
    expect(res.body).toEqual({ retCode: 0, msg: 'Success', data: null });
    const live = await db().select().from(sessions).where(eq(sessions.userId, op.id));
    expect(live.every((s) => s.revokedAt !== null)).toBe(true);
    expect((await env.call(auth.menuList, {}, { token: secondToken })).status).toBe(401);
    expect((await env.call(auth.login, credentialsOf(op))).body.retCode).toBe(1110003);
    expect((await env.call(auth.login, credentialsOf(op, 'New-pass-2026'))).body.retCode).toBe(0);
    const audit = await db().select().from(accountAuditLog).where(eq(accountAuditLog.userId, op.id));
    expect(audit.find((a) => a.showKey === 'passwordChange')?.detail).toEqual({
      subject: op.account, changes: [{ field: 'password', before: '(hidden)', after: '(hidden)' }],
    });
    expect(JSON.stringify(audit)).not.toContain(digestPassword('New-pass-2026'));
  });

  it('refuses a wrong old password (10033) and a new password equal to the old one (10036)', async () => {
    const op = await buildOperator(db());
    const before = await hashOf(op.id);
    expect((await env.call(auth.resetPassword, change('Wrong-old-1', 'New-pass-2026'), { token: op.token })).body)
      .toMatchObject({ retCode: 10033, msg: 'password error' });
    expect((await env.call(auth.resetPassword, change(op.password, op.password), { token: op.token })).body.retCode).toBe(10036);
    expect(await hashOf(op.id)).toBe(before);
    expect((await env.call(auth.menuList, {}, { token: op.token })).body.retCode).toBe(0);
  });

  it('refuses a confirmation that differs, and non-digests, with 50005 and changes nothing', async () => {
    const op = await buildOperator(db());
    const before = await hashOf(op.id);
    const mismatch = await env.call(auth.resetPassword, change(op.password, 'New-pass-2026', 'Other-pass-2026'), { token: op.token });
    expect(mismatch.body).toMatchObject({ retCode: 50005, data: { fields: { confirmPassword: expect.any(String) } } });
    const plain = await env.call(auth.resetPassword, { oldPassword: op.password, password: 'x', confirmPassword: 'x' }, { token: op.token });
    expect(plain.body.retCode).toBe(50005);
    expect(await hashOf(op.id)).toBe(before);
  });

  it('modify_lang stores the language on the operator and the session', async () => {
    const op = await buildOperator(db());
    expect((await env.call(auth.modifyLang, { lang: 'zh' }, { token: op.token })).body.retCode).toBe(0);
    expect((await db().select({ lang: adminUsers.lang }).from(adminUsers).where(eq(adminUsers.id, op.id)))[0].lang).toBe('zh');
    expect((await db().select({ lang: sessions.lang }).from(sessions).where(eq(sessions.tokenHash, hashToken(op.token))))[0].lang).toBe('zh');
    expect((await env.call(auth.sessionLogin, {}, { token: op.token })).body.data.locale).toBe('zh');
  });

  it('modify_lang refuses anything but en and zh with 50005', async () => {
    const op = await buildOperator(db());
    const res = await env.call(auth.modifyLang, { lang: 'de' } as unknown as { lang: 'en' }, { token: op.token }); // unsupported on purpose
    expect(res.body.retCode).toBe(50005);
    expect((await db().select({ lang: adminUsers.lang }).from(adminUsers).where(eq(adminUsers.id, op.id)))[0].lang).toBe('en');
  });
});
