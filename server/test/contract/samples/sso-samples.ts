import { eq } from 'drizzle-orm';
import { sso } from '@gwn/contract';
import { adminUsers } from '../../../src/db/account-schema.ts';
import { buildRole } from '../../factories.ts';
import { signInAtProvider, startTestProvider, type TestProvider } from '../../oidc-test-provider.ts';
import { newTotpSecret, totpCode } from '../../signin-helpers.ts';
import { sampleOf, type SampleContext } from './sample.ts';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;

/** One test identity provider per test system (its redirect URI), kept for the file: it does not hold the process open. */
const providers = new Map<string, Promise<TestProvider>>();
/** The login name the sample user gets (their e-mail: the provider sends no preferred_username). */
const SAMPLE_ACCOUNT = 'sample@corp.test';
const users = { 'sample-user': { name: 'Sample User', email: 'sample@corp.test', groups: ['ops'] } };

async function providerFor(ctx: SampleContext) {
  const list = await ctx.call(sso.providerList, {}, { token: ctx.admin.token });
  const redirectUri = (list.body.data as { redirectUri: string }).redirectUri;
  if (!providers.has(redirectUri)) providers.set(redirectUri, startTestProvider({ redirectUri, users, unref: true }));
  return { idp: await providers.get(redirectUri)!, redirectUri };
}

/** A provider's settings, mapping the sample users' group to a fresh role. */
async function fields(ctx: SampleContext, idp: TestProvider) {
  const role = await buildRole(ctx.accountDb, { menus: ['enterprise'] });
  return {
    name: `Sample IdP ${unique()}`, issuer: idp.issuer, clientId: idp.clientId, scopes: 'openid email profile groups', groupsClaim: 'groups',
    roleMappings: [{ group: 'ops', roleId: role.id }], regionMappings: [{ group: 'ops', regions: ['US' as const] }],
    allowLocalPassword: false, trustProviderMfa: false, enabled: true,
  };
}

async function addedProvider(ctx: SampleContext) {
  const { idp, redirectUri } = await providerFor(ctx);
  const added = await ctx.call(sso.providerAdd, { ...(await fields(ctx, idp)), clientSecret: idp.clientSecret }, { token: ctx.admin.token });
  return { idp, redirectUri, id: (added.body.data as { id: number }).id };
}

/** The provider's answer to a sign-in started at it, ready for the callback. */
async function answer(ctx: SampleContext, providerId: number, redirectUri: string) {
  const started = await ctx.call(sso.start, { providerId });
  return signInAtProvider((started.body.data as { authorizationUrl: string }).authorizationUrl, 'sample-user', redirectUri);
}

/** Single sign-on (issue #29): the providers' screen and the sign-in through a provider on loopback. */
export const SSO_SAMPLES = [
  sampleOf(sso.providerAdd, async (ctx) => {
    const { idp } = await providerFor(ctx);
    return { payload: { ...(await fields(ctx, idp)), clientSecret: 'sample-secret' }, edits: true };
  }),
  sampleOf(sso.providerEdit, async (ctx) => {
    const { idp, id } = await addedProvider(ctx);
    return { payload: { id, ...(await fields(ctx, idp)), enabled: false }, edits: true };
  }),
  sampleOf(sso.providerDelete, async (ctx) => ({ payload: { id: (await addedProvider(ctx)).id }, edits: true })),
  sampleOf(sso.callback, async (ctx) => {
    const { id, redirectUri } = await addedProvider(ctx);
    // Each sample adds its own provider: the operator a previous one linked would be another provider's (15210).
    await ctx.accountDb.delete(adminUsers).where(eq(adminUsers.account, SAMPLE_ACCOUNT));
    return { payload: { query: await answer(ctx, id, redirectUri) }, actor: SAMPLE_ACCOUNT, edits: true };
  }),
  sampleOf(sso.secondFactor, async (ctx) => {
    const { id, redirectUri } = await addedProvider(ctx);
    await ctx.accountDb.delete(adminUsers).where(eq(adminUsers.account, SAMPLE_ACCOUNT));
    await ctx.call(sso.callback, { query: await answer(ctx, id, redirectUri) });
    const secret = newTotpSecret();
    await ctx.accountDb.update(adminUsers).set({ googleAuth: 1, clientType: 1, totpSecret: secret }).where(eq(adminUsers.account, SAMPLE_ACCOUNT));
    const second = await ctx.call(sso.callback, { query: await answer(ctx, id, redirectUri) });
    return { payload: { ticket: (second.body.data as { ticket: string }).ticket, code: totpCode(secret) }, actor: SAMPLE_ACCOUNT, edits: false };
  }),
];
