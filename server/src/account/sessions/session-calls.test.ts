import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auth } from '@gwn/contract';
import { accountAuditLog, adminUsers, sessions } from '../../db/account-schema.ts';
import { buildOperator } from '../../../test/factories.ts';
import { useTestSystem } from '../../../test/test-system.ts';
import { hashToken } from '../shared/session-token.ts';

describe('session calls: session login, logout, account-centre logout, initial info', () => {
  const db = () => env.accountDb;
  const sessionOf = async (token: string) => (await db().select().from(sessions).where(eq(sessions.tokenHash, hashToken(token))))[0];
  const env = useTestSystem({ regions: [] });

  it('session login stores the language on the session and the operator and answers who is signed in', async () => {
    const op = await buildOperator(db());
    const res = await env.call(auth.sessionLogin, { lang: 'zh' }, { token: op.token });
    expect(res.body).toMatchObject({ retCode: 0, data: { locale: 'zh', name: `Operator ${op.account}`, region: 'US', mainAccount: 1 } });
    expect((await sessionOf(op.token)).lang).toBe('zh');
    expect((await db().select({ lang: adminUsers.lang }).from(adminUsers).where(eq(adminUsers.id, op.id)))[0].lang).toBe('zh');
    const again = await env.call(auth.sessionLogin, {}, { token: op.token });
    expect(again.body.data.locale).toBe('zh');
    const audit = await db().select().from(accountAuditLog).where(eq(accountAuditLog.userId, op.id));
    expect(audit.map((a) => [a.showKey, a.detail])).toEqual([['languageChange', { changes: [{ field: 'lang', before: 'en', after: 'zh' }] }]]);
  });

  it('session login refuses an unknown language with 50005 and changes nothing', async () => {
    const op = await buildOperator(db());
    const res = await env.call(auth.sessionLogin, { lang: 'fr' } as unknown as { lang: 'en' }); // an unsupported language, as a stale client might send
    expect(res.status).toBe(401); // the guard answers before the payload is looked at
    const bad = await env.call(auth.sessionLogin, { lang: 'fr' } as unknown as { lang: 'en' }, { token: op.token });
    expect(bad.body.retCode).toBe(50005);
    expect((await sessionOf(op.token)).lang).toBe('en');
  });

  it('logout revokes the session: the credential is refused afterwards, and the logout is audited', async () => {
    const op = await buildOperator(db());
    expect((await env.call(auth.logout, {}, { token: op.token })).body.retCode).toBe(0);
    expect((await sessionOf(op.token)).revokedAt).not.toBeNull();
    expect((await env.call(auth.sessionLogin, {}, { token: op.token })).status).toBe(401);
    expect((await env.call(auth.logout, {}, { token: op.token })).status).toBe(401);
    const audit = await db().select().from(accountAuditLog).where(eq(accountAuditLog.userId, op.id));
    expect(audit.map((a) => a.showKey)).toEqual(['signOut']);
  });

  it('logout refuses a body that is not an object with 50005 and keeps the session', async () => {
    const op = await buildOperator(db());
    const res = await env.system.account!.app.inject({
      method: 'POST', url: auth.logout.path, headers: { authorization: op.token, 'content-type': 'application/json' }, payload: '[1]',
    });
    expect(res.json().retCode).toBe(50005);
    expect((await sessionOf(op.token)).revokedAt).toBeNull();
  });

  it('logout and session login require a session', async () => {
    expect((await env.call(auth.logout, {})).status).toBe(401);
    expect((await env.call(auth.sessionLogin, {})).body.retCode).toBe(401);
  });

  it('account-centre logout revokes a live credential and answers 0 for any other', async () => {
    const op = await buildOperator(db());
    expect((await env.call(auth.accountCentreLogout, {}, { token: op.token })).body.retCode).toBe(0);
    expect((await sessionOf(op.token)).revokedAt).not.toBeNull();
    expect((await env.call(auth.accountCentreLogout, {}, { token: op.token })).body.retCode).toBe(0);
    expect((await env.call(auth.accountCentreLogout, {})).body.retCode).toBe(0);
    expect((await env.call(auth.accountCentreLogout, {}, { token: 'x'.repeat(40) })).body.retCode).toBe(0);
  });

  it('publishes every sign-in call in the account OpenAPI document', async () => {
    const doc = (await env.system.account!.app.inject({ method: 'GET', url: '/docs/json' })).json();
    for (const endpoint of [auth.checkMfaInfo, auth.login, auth.generateCaptcha, auth.menuList, auth.resetPassword, auth.sessionLogin]) {
      expect(doc.paths[endpoint.path]?.post).toBeDefined();
    }
  });

  it('initial info, both variants, name the account centre; no credential needed', async () => {
    for (const endpoint of [auth.initialInfo, auth.wizardInitialInfo]) {
      const res = await env.call(endpoint, {});
      expect(res.body).toMatchObject({ retCode: 0, data: { account_domain: env.system.account!.url } });
    }
  });
});
