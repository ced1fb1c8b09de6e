import { desc, eq } from 'drizzle-orm';
import { decodeJwt, importJWK, SignJWT, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, RetCode, roles, sso } from '@gwn/contract';
import { accountAuditLog, adminUsers, ssoPendingLogins, ssoProviders } from '../../db/account-schema.ts';
import { buildOperator, buildRole } from '../../../test/factories.ts';
import { signInAtProvider, signingKey, startTestProvider, type TestIdentity, type TestProvider } from '../../../test/oidc-test-provider.ts';
import { credentialsOf, newTotpSecret, totpCode } from '../../../test/signin-helpers.ts';
import { digestPassword, hashPassword } from '../shared/password.ts';
import { useTestSystem } from '../../../test/test-system.ts';

/** Single sign-on against a real OpenID provider on loopback (oidc-provider), started once for the file. */
describe('single sign-on (OpenID Connect)', () => {
  const env = useTestSystem({ regions: ['US', 'EU'] });
  const admin = env.operator();
  const db = () => env.accountDb;
  const users: Record<string, TestIdentity> = {
    alice: { name: 'Alice Ops', email: 'alice@corp.test', preferred_username: 'alice', groups: ['netops'] },
    bob: { name: 'Bob Guest', email: 'bob@corp.test', preferred_username: 'bob', groups: ['guests'] },
    carol: { name: 'Carol Desk', email: 'carol@corp.test', preferred_username: 'carol', groups: ['helpdesk'] },
    breakglass: { name: 'Root', email: 'root@corp.test', preferred_username: 'root', groups: ['netops'] },
  };
  let idp: TestProvider;
  let redirectUri: string;
  let providerId: number;
  let opsRole: number;
  let deskRole: number;

  beforeAll(async () => {
    redirectUri = ((await env.call(sso.providerList, {}, { token: admin.token })).body.data as { redirectUri: string }).redirectUri;
    idp = await startTestProvider({ redirectUri, users });
    opsRole = (await buildRole(db(), { menus: ['enterprise'] })).id;
    deskRole = (await buildRole(db(), { menus: ['deviceManage'] })).id;
    const added = await env.call(sso.providerAdd, {
      name: 'Corp IdP', issuer: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret, scopes: 'openid email profile groups',
      groupsClaim: 'groups', roleMappings: [{ group: 'netops', roleId: opsRole }, { group: 'helpdesk', roleId: deskRole }],
      regionMappings: [{ group: 'netops', regions: ['US', 'EU'] }, { group: 'helpdesk', regions: ['EU'] }],
      allowLocalPassword: false, trustProviderMfa: false, enabled: true,
    }, { token: admin.token });
    expect(added.body.retCode).toBe(0);
    providerId = (added.body.data as { id: number }).id;
  }, 60_000);
  afterAll(async () => { await idp?.close(); });

  /** Starts a sign-in at the provider and plays the browser there as `account`: the query string it sends back. */
  async function answerFor(account: string): Promise<string> {
    const started = await env.call(sso.start, { providerId });
    expect(started.body.retCode).toBe(0);
    return signInAtProvider((started.body.data as { authorizationUrl: string }).authorizationUrl, account, redirectUri);
  }
  const callback = (query: string) => env.call(sso.callback, { query });
  const lastEntry = async () => (await db().select().from(accountAuditLog).orderBy(desc(accountAuditLog.id)).limit(1))[0];
  const userNamed = async (account: string) => (await db().select().from(adminUsers).where(eq(adminUsers.account, account)))[0];

  /** An ID token the provider issued, with its claims changed and signed again by `key`. */
  const resign = (key: JWK, change: (claims: Record<string, unknown>) => Record<string, unknown>) => async (idToken: string) =>
    new SignJWT(change(decodeJwt(idToken) as Record<string, unknown>)).setProtectedHeader({ alg: 'RS256', kid: key.kid })
      .sign(await importJWK(key, 'RS256'));

  it('lists only enabled providers on the sign-in page and never sends the client secret back', async () => {
    const open = await env.call(sso.publicProviders, {});
    expect(open.body.data).toEqual({ result: [{ id: providerId, name: 'Corp IdP' }] });
    const list = await env.call(sso.providerList, {}, { token: admin.token });
    expect(JSON.stringify(list.body)).not.toContain(idp.clientSecret);
    expect(list.body.data.result[0]).toMatchObject({ secretSet: true, enabled: true });
    const [row] = await db().select({ sealed: ssoProviders.clientSecretSealed }).from(ssoProviders).where(eq(ssoProviders.id, providerId));
    expect(row.sealed).not.toContain(idp.clientSecret);
  });

  it('signs a new operator in just in time with the mapped role and regions, and logs it', async () => {
    const reply = await callback(await answerFor('alice'));
    expect(reply.body).toMatchObject({ retCode: 0, data: { outcome: 'signedIn', accounting: 'alice', region: 'US' } });
    const token = reply.headers.authorization as string;
    expect(token).toBeTruthy();
    const alice = await userNamed('alice');
    expect(alice).toMatchObject({ roleId: opsRole, enabledRegions: ['US', 'EU'], email: 'alice@corp.test', ssoProviderId: providerId, ssoSubject: 'alice' });
    // The same session as a password sign-in: the menu list answers with the mapped role's menus only.
    const menus = await env.call(auth.menuList, {}, { token });
    const ids = JSON.stringify(menus.body.data);
    expect(ids).toContain('"enterprise"');
    expect(ids).not.toContain('"deviceManage"');
    expect(ids).not.toContain('"singleSignOn"');
    expect(await lastEntry()).toMatchObject({ showKey: 'ssoSignIn', userId: alice.id, accountName: 'alice' });
  });

  it('re-reads the groups at every sign-in: a user moved to another group gets its role next time', async () => {
    await callback(await answerFor('alice'));
    users.alice.groups = ['helpdesk'];
    try {
      const reply = await callback(await answerFor('alice'));
      expect(reply.body.data).toMatchObject({ outcome: 'signedIn', region: 'EU' });
      expect(await userNamed('alice')).toMatchObject({ roleId: deskRole, enabledRegions: ['EU'] });
      const menus = JSON.stringify((await env.call(auth.menuList, {}, { token: reply.headers.authorization as string })).body.data);
      expect(menus).toContain('"deviceManage"');
      expect(menus).not.toContain('"enterprise"');
    } finally {
      users.alice.groups = ['netops'];
    }
  });

  it('refuses a user whose groups map to no role, saying why, and logs the refusal', async () => {
    const reply = await callback(await answerFor('bob'));
    expect(reply.body).toMatchObject({ retCode: RetCode.SsoNoMappedRole, data: { groups: ['guests'] } });
    expect(reply.body.msg).toMatch(/None of your groups/);
    expect(reply.headers.authorization).toBeUndefined();
    expect(await userNamed('bob')).toBeUndefined();
    const entry = await lastEntry();
    expect(entry).toMatchObject({ showKey: 'ssoSignInRefused', accountName: 'bob' });
    expect(entry.detail.facts).toMatchObject({ reason: 'noMappedRole', groups: ['guests'] });
  });

  it('never signs root in through a provider (break-glass account)', async () => {
    const reply = await callback(await answerFor('breakglass'));
    expect(reply.body.retCode).toBe(RetCode.SsoRootRefused);
    expect((await lastEntry()).detail.facts).toMatchObject({ reason: 'root' });
  });

  it('refuses a tampered state, and an answer used twice', async () => {
    const query = new URLSearchParams(await answerFor('alice'));
    const state = query.get('state')!;
    query.set('state', `${state.slice(0, -2)}xx`);
    expect((await callback(`?${query}`)).body.retCode).toBe(RetCode.SsoStateMismatch);
    query.set('state', state);
    expect((await callback(`?${query}`)).body.retCode).toBe(0);
    expect((await callback(`?${query}`)).body.retCode).toBe(RetCode.SsoStateMismatch);
  });

  it('refuses an ID token whose nonce is not the one this sign-in sent', async () => {
    const query = await answerFor('alice');
    await db().update(ssoPendingLogins).set({ nonce: 'another-sign-in-nonce' });
    const reply = await callback(query);
    expect(reply.body.retCode).toBe(RetCode.SsoIdTokenInvalid);
    expect((await lastEntry()).showKey).toBe('ssoSignInRefused');
  });

  it('refuses an expired ID token, even signed by the provider', async () => {
    idp.tamper(resign(idp.key, (c) => ({ ...c, iat: Math.floor(Date.now() / 1000) - 7200, exp: Math.floor(Date.now() / 1000) - 3600 })));
    try {
      expect((await callback(await answerFor('alice'))).body.retCode).toBe(RetCode.SsoIdTokenInvalid);
    } finally {
      idp.tamper(null);
    }
  });

  it('refuses an ID token signed by a key that is not the provider’s', async () => {
    const foreign = await signingKey('test-provider');
    idp.tamper(resign(foreign, (c) => c));
    try {
      const reply = await callback(await answerFor('alice'));
      expect(reply.body.retCode).toBe(RetCode.SsoIdTokenInvalid);
      expect(reply.headers.authorization).toBeUndefined();
    } finally {
      idp.tamper(null);
    }
  });

  it('asks our second factor of an operator who has one, unless the provider’s is trusted', async () => {
    await callback(await answerFor('carol'));
    const secret = newTotpSecret();
    await db().update(adminUsers).set({ googleAuth: 1, clientType: 1, totpSecret: secret }).where(eq(adminUsers.account, 'carol'));
    const first = await callback(await answerFor('carol'));
    expect(first.body.data).toMatchObject({ outcome: 'secondFactor', clientType: 1 });
    expect(first.headers.authorization).toBeUndefined();
    const ticket = (first.body.data as { ticket: string }).ticket;
    expect((await env.call(sso.secondFactor, { ticket, code: '000000' === totpCode(secret) ? '111111' : '000000' })).body.retCode).toBe(RetCode.MfaCodeWrong);
    const second = await env.call(sso.secondFactor, { ticket, code: totpCode(secret) });
    expect(second.body.data).toMatchObject({ outcome: 'signedIn', accounting: 'carol' });
    expect(second.headers.authorization).toBeTruthy();
    // The provider says it asked a one-time code, and the policy trusts it: no second question.
    await db().update(ssoProviders).set({ trustProviderMfa: true }).where(eq(ssoProviders.id, providerId));
    idp.setAmr(['pwd', 'otp']);
    try {
      expect((await callback(await answerFor('carol'))).body.data).toMatchObject({ outcome: 'signedIn' });
    } finally {
      idp.setAmr(['pwd']);
      await db().update(ssoProviders).set({ trustProviderMfa: false }).where(eq(ssoProviders.id, providerId));
    }
  });

  it('reports a trial sign-in from the screen without creating anyone', async () => {
    const started = await env.call(sso.providerTry, { id: providerId }, { token: admin.token });
    const query = await signInAtProvider((started.body.data as { authorizationUrl: string }).authorizationUrl, 'bob', redirectUri);
    const reply = await callback(query);
    expect(reply.body.data).toMatchObject({ outcome: 'tried', report: { account: 'bob', groups: ['guests'], roleName: null, refusal: RetCode.SsoNoMappedRole } });
    expect(reply.headers.authorization).toBeUndefined();
    expect(await userNamed('bob')).toBeUndefined();
    // Logged as the super administrator's trial, not as anybody's sign-in.
    const entry = await lastEntry();
    expect(entry).toMatchObject({ showKey: 'ssoSignIn', userId: admin.id, accountName: admin.account });
    expect(entry.detail).toMatchObject({ subject: 'Corp IdP (trial)', facts: { trial: true, account: 'bob', refusal: 'noMappedRole' } });
  });

  it('refuses a provider change by an operator who is not a super administrator, even with the menu in their role', async () => {
    const holder = await buildOperator(db(), { menus: ['singleSignOn', 'users'] });
    expect((await env.call(sso.providerList, {}, { token: holder.token })).status).toBe(403);
  });

  it('keeps the sealed secret on an edit without one and logs only that the secret changed', async () => {
    const before = (await db().select().from(ssoProviders).where(eq(ssoProviders.id, providerId)))[0];
    const edit = await env.call(sso.providerEdit, {
      id: providerId, name: 'Corp IdP', issuer: idp.issuer, clientId: idp.clientId, scopes: before.scopes, groupsClaim: 'groups',
      roleMappings: before.roleMappings, regionMappings: before.regionMappings, allowLocalPassword: false, trustProviderMfa: false, enabled: true,
    }, { token: admin.token });
    expect(edit.body.retCode).toBe(0);
    expect((await db().select().from(ssoProviders).where(eq(ssoProviders.id, providerId)))[0].clientSecretSealed).toBe(before.clientSecretSealed);
    await env.call(sso.providerEdit, {
      id: providerId, name: 'Corp IdP', issuer: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret, scopes: before.scopes,
      groupsClaim: 'groups', roleMappings: before.roleMappings, regionMappings: before.regionMappings,
      allowLocalPassword: false, trustProviderMfa: false, enabled: true,
    }, { token: admin.token });
    const entry = await lastEntry();
    expect(entry.showKey).toBe('ssoProviderEdit');
    expect(entry.detail.changes).toEqual([{ field: 'clientSecret', before: '(hidden)', after: '(hidden)' }]);
    expect((await callback(await answerFor('alice'))).body.retCode).toBe(0);
  });

  it("refuses a provider's operator a local password unless the provider's policy allows it", async () => {
    await callback(await answerFor('alice'));
    await db().update(adminUsers).set({ passwordHash: await hashPassword(digestPassword('Local-pass-1')) }).where(eq(adminUsers.account, 'alice'));
    const login = () => env.call(auth.login, credentialsOf({ account: 'alice', password: 'Local-pass-1' }));
    expect((await login()).body.retCode).toBe(RetCode.SsoLocalPasswordOff);
    await db().update(ssoProviders).set({ allowLocalPassword: true }).where(eq(ssoProviders.id, providerId));
    try {
      expect((await login()).body.retCode).toBe(0);
    } finally {
      await db().update(ssoProviders).set({ allowLocalPassword: false }).where(eq(ssoProviders.id, providerId));
    }
  });

  it('offers single sign-on to no role: the role editor leaves it out and a role listing it is refused', async () => {
    const tree = await env.call(roles.functionTree, { serverId: 'gwn_admin' }, { token: admin.token });
    expect(JSON.stringify(tree.body.data)).not.toContain('singleSignOn');
    const add = await env.call(roles.add, { roleName: `sso-${Date.now()}`, resourceKeyList: ['systemManage', 'singleSignOn'], serverId: 'gwn_admin' }, { token: admin.token });
    expect(add.body.retCode).toBe(RetCode.InvalidParameters);
  });

  it('reads the groups from the userinfo answer when the provider keeps them out of the ID token', async () => {
    const other = await startTestProvider({ redirectUri, users: { dora: { name: 'Dora', email: 'dora@corp.test', groups: ['helpdesk'] } }, claimsInUserinfoOnly: true });
    try {
      const before = (await db().select().from(ssoProviders).where(eq(ssoProviders.id, providerId)))[0];
      const added = await env.call(sso.providerAdd, {
        name: 'Userinfo IdP', issuer: other.issuer, clientId: other.clientId, clientSecret: other.clientSecret, scopes: before.scopes,
        groupsClaim: 'groups', roleMappings: before.roleMappings, regionMappings: before.regionMappings,
        allowLocalPassword: false, trustProviderMfa: false, enabled: true,
      }, { token: admin.token });
      const started = await env.call(sso.start, { providerId: (added.body.data as { id: number }).id });
      const query = await signInAtProvider((started.body.data as { authorizationUrl: string }).authorizationUrl, 'dora', redirectUri);
      const reply = await callback(query);
      expect(reply.body.data).toMatchObject({ outcome: 'signedIn', accounting: 'dora@corp.test' });
      expect(await userNamed('dora@corp.test')).toMatchObject({ roleId: deskRole, enabledRegions: ['EU'] });
    } finally {
      await other.close();
    }
  });
});
