import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

/** A user of the test provider: their claims, and the groups the provider says they are in. */
export interface TestIdentity { name: string; email: string; preferred_username?: string; groups: string[] }

export interface TestProviderOptions {
  /** Where the relying party (our account service) asks the provider to send the browser back. */
  redirectUri: string;
  users: Record<string, TestIdentity>;
  /** Do not hold the process open (a provider kept for a whole test file and never closed). */
  unref?: boolean;
  /** The claims asked for by scope come in the userinfo answer only, not in the ID token (as some providers do). */
  claimsInUserinfoOnly?: boolean;
}

/** A signing key as a private JWK, for the provider or for a test forging an ID token. */
export async function signingKey(kid: string): Promise<JWK> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  return { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' };
}

/**
 * A real OpenID provider (`oidc-provider`) on loopback, for the single sign-on tests: one confidential client,
 * users whose groups a test may change, a sign-in page that takes a user name (no password: who signs in is
 * the test's choice) and consent already given. `tamper` rewrites the ID token the token endpoint answers,
 * so tests can present an expired or foreign-signed one.
 */
export async function startTestProvider(opts: TestProviderOptions) {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  if (opts.unref) server.unref();
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const key = await signingKey('test-provider');
  const client = { clientId: 'gwn-console', clientSecret: 'test-client-secret-0123456789abcdef' };
  const state: {
    tamper: ((idToken: string) => Promise<string>) | null;
    amr: string[];
  } = { tamper: null, amr: ['pwd'] };

  const provider = new Provider(issuer, {
    clients: [{
      client_id: client.clientId, client_secret: client.clientSecret, redirect_uris: [opts.redirectUri],
      grant_types: ['authorization_code'], response_types: ['code'], token_endpoint_auth_method: 'client_secret_post',
    }],
    jwks: { keys: [key] },
    cookies: { keys: ['oidc-test-provider-cookie-key'] },
    claims: { openid: ['sub', 'amr', 'acr'], email: ['email'], profile: ['name', 'preferred_username'], groups: ['groups'] },
    scopes: ['openid', 'email', 'profile', 'groups'],
    // The ID token itself carries the requested claims (groups among them): that is what the relying party reads.
    conformIdTokenClaims: opts.claimsInUserinfoOnly ?? false,
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, id) {
      const user = opts.users[id];
      if (!user) return undefined;
      return { accountId: id, claims: () => ({ sub: id, ...opts.users[id] }) };
    },
    // Consent for our one client is given: a grant covering what it asks is made on the spot.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const grantId = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session!.grantIdFor(ctx.oidc.client!.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client!.clientId, accountId: ctx.oidc.session!.accountId });
      grant.addOIDCScope('openid email profile groups');
      grant.addOIDCClaims(['sub', 'email', 'name', 'preferred_username', 'groups']);
      await grant.save();
      return grant;
    },
  });
  provider.use(async (ctx, next) => {
    await next();
    const body = ctx.body as { id_token?: string } | undefined;
    if (ctx.path === '/token' && state.tamper && body?.id_token) ctx.body = { ...body, id_token: await state.tamper(body.id_token) };
  });
  const oidc = provider.callback();

  /** The sign-in page: a user name and a button; GET /interaction/:uid/login?account= finishes it. */
  async function interaction(req: IncomingMessage, res: ServerResponse, url: URL) {
    const [, , uid, step] = url.pathname.split('/');
    if (step === 'login') {
      const account = url.searchParams.get('account') ?? '';
      const result = opts.users[account]
        ? { login: { accountId: account, amr: state.amr } }
        : { error: 'access_denied', error_description: 'unknown user' };
      await provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
      return;
    }
    await provider.interactionDetails(req, res);
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(`<!doctype html><title>Test identity provider</title><h1>Test identity provider</h1>
<form method="get" action="/interaction/${uid}/login"><label>User <input name="account" autofocus></label>
<button type="submit">Continue</button></form>`);
  }

  server.on('request', (req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    if (url.pathname.startsWith('/interaction/')) {
      interaction(req, res, url).catch((error: unknown) => { res.statusCode = 500; res.end(String(error)); });
      return;
    }
    void oidc(req, res);
  });

  return {
    issuer, ...client, key,
    /** The next ID tokens are rewritten by this function (null: answered as issued). */
    tamper(fn: ((idToken: string) => Promise<string>) | null) { state.tamper = fn; },
    /** The authentication methods the provider reports (amr) for the next sign-ins. */
    setAmr(amr: string[]) { state.amr = amr; },
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}
export type TestProvider = Awaited<ReturnType<typeof startTestProvider>>;

/**
 * Plays the browser from the authorization address to the provider's redirect back to us, signing in as
 * `account`: answers the query string the provider sent to the redirect URI (code, state, iss).
 */
export async function signInAtProvider(authorizationUrl: string, account: string, redirectUri: string): Promise<string> {
  const cookies = new Map<string, string>();
  let url = authorizationUrl;
  for (let hop = 0; hop < 10; hop++) {
    if (url.startsWith(redirectUri)) return new URL(url).search;
    const res = await fetch(url, { redirect: 'manual', headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
    const location = res.headers.get('location');
    if (!location) throw new Error(`the provider stopped at ${url} with HTTP ${res.status}: ${(await res.text()).slice(0, 300)}`);
    const next = new URL(location, url);
    // The sign-in page: choose the user, as the person would.
    url = /^\/interaction\/[^/]+$/.test(next.pathname) ? `${next.origin}${next.pathname}/login?account=${encodeURIComponent(account)}` : next.href;
  }
  throw new Error('too many redirects at the provider');
}
