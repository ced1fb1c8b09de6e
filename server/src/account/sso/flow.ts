import * as oidc from 'openid-client';
import { RetCode, sso } from '@gwn/contract';
import { ApiError } from '../../core/api-error.ts';

/** Who the provider says signed in: the ID token's claims, validated. */
export type IdClaims = oidc.IDToken;

/** What the flow needs of a provider: where it is and our client there. */
export interface ProviderClient { id: number; issuer: string; clientId: string; clientSecret: string; scopes: string; updatedAt: Date }

/** A sign-in sent to the provider: the address for the browser and what must come back (kept server side). */
export interface StartedLogin { authorizationUrl: string; state: string; nonce: string; codeVerifier: string }

/** How long a provider's discovery document (and so its endpoints) is reused before it is read again. */
const DISCOVERY_TTL_MS = 10 * 60_000;

/** Why an answer was refused, for the account log: the library's own words, cut short. */
export const failureText = (error: unknown): string =>
  (error instanceof Error ? `${(error as { code?: string }).code ?? error.name}: ${error.message}` : String(error)).slice(0, 300);

/**
 * The OpenID Connect relying party, on `openid-client`: discovery, authorization code with PKCE (S256), state
 * and nonce, and the ID token validated by the library (issuer, audience, expiry with the configured tolerance,
 * nonce) with its signature checked against the provider's published keys (non-repudiation checks on).
 */
export function oidcFlow(opts: { clockToleranceSeconds: number }) {
  const discovered = new Map<number, { key: string; at: number; config: Promise<oidc.Configuration> }>();

  function configuration(p: ProviderClient): Promise<oidc.Configuration> {
    const key = `${p.issuer}|${p.clientId}|${p.clientSecret}|${p.updatedAt.getTime()}`;
    const cached = discovered.get(p.id);
    if (cached && cached.key === key && Date.now() - cached.at < DISCOVERY_TTL_MS) return cached.config;
    const issuer = new URL(p.issuer);
    const execute = [oidc.enableNonRepudiationChecks];
    // Plain http only to a provider on this machine (the contract refuses other http issuers).
    if (issuer.protocol === 'http:' && sso.isLoopbackHost(issuer.hostname)) execute.push(oidc.allowInsecureRequests);
    const config = oidc.discovery(issuer, p.clientId, { client_secret: p.clientSecret, [oidc.clockTolerance]: opts.clockToleranceSeconds },
      oidc.ClientSecretPost(p.clientSecret), { execute, timeout: 10 })
      .catch((error: unknown) => {
        discovered.delete(p.id);
        throw new ApiError(RetCode.SsoProviderUnreachable, { reason: failureText(error) });
      });
    discovered.set(p.id, { key, at: Date.now(), config });
    return config;
  }

  return {
    async start(p: ProviderClient, redirectUri: string): Promise<StartedLogin> {
      const config = await configuration(p);
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri, scope: p.scopes, state, nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier), code_challenge_method: 'S256',
      });
      return { authorizationUrl: url.href, state, nonce, codeVerifier };
    },

    /**
     * Exchanges the code the provider sent back for tokens and answers the ID token's validated claims (with the
     * userinfo answer's when the ID token lacks the groups claim).
     * Refusals: the provider's own error (15206), an answer the library rejects (15205: state, issuer,
     * audience, signature, expiry, nonce), a provider that does not answer (15202).
     */
    async finish(
      p: ProviderClient, redirectUri: string, query: URLSearchParams,
      checks: { state: string; nonce: string; codeVerifier: string }, wanted: { groupsClaim: string },
    ): Promise<IdClaims> {
      const config = await configuration(p);
      const currentUrl = new URL(redirectUri);
      currentUrl.search = query.toString();
      let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
      try {
        tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
          expectedState: checks.state, expectedNonce: checks.nonce, pkceCodeVerifier: checks.codeVerifier, idTokenExpected: true,
        });
      } catch (error) {
        if (error instanceof oidc.AuthorizationResponseError || error instanceof oidc.ResponseBodyError) {
          throw new ApiError(RetCode.SsoProviderRefused, { reason: failureText(error) });
        }
        if (error instanceof TypeError && /fetch failed/i.test(error.message)) {
          throw new ApiError(RetCode.SsoProviderUnreachable, { reason: failureText(error) });
        }
        throw new ApiError(RetCode.SsoIdTokenInvalid, { reason: failureText(error) });
      }
      const claims = tokens.claims();
      if (!claims) throw new ApiError(RetCode.SsoIdTokenInvalid, { reason: 'no ID token' });
      if (claims[wanted.groupsClaim] !== undefined || !tokens.access_token) return claims;
      // Some providers put groups only in the userinfo answer: asked for the same subject; the ID token's claims win.
      try {
        const userinfo = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
        return { ...userinfo, ...claims } as IdClaims;
      } catch {
        return claims; // no userinfo: the sign-in goes on without groups (and is refused as unmapped, naming none)
      }
    },
  };
}
export type OidcFlow = ReturnType<typeof oidcFlow>;
