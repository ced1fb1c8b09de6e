import { z } from 'zod';
import { endpoint, nothing } from '../endpoint.ts';
import { LIMITS } from '../limits.ts';
import { flag, lang, regionName, requiredText } from './common.ts';
import { isIssuerUrl } from '../field-checks.ts';

export { isIssuerUrl, isLoopbackHost } from '../field-checks.ts';

/**
 * Single sign-on with OpenID Connect (issue #29, docs/architecture.md "Single sign-on"). A super administrator
 * configures identity providers (the singleSignOn screen); the sign-in page lists the enabled ones; the flow is
 * authorization code with PKCE, and the console's /login/sso page hands the provider's answer to the service.
 */
export const SSO_LIMITS = {
  nameMax: 64,
  urlMax: 512,
  clientIdMax: 256,
  clientSecretMax: 512,
  scopesMax: 256,
  claimMax: 64,
  groupMax: 256,
  mappingsMax: 50,
  /** The query string the provider sent back to /login/sso (code, state, iss, error...). */
  callbackMax: 4096,
} as const;
const L = SSO_LIMITS;

const id = z.coerce.number().int().positive().max(LIMITS.intMax);

/** A group of the provider mapped to a role: the first mapping (in list order) whose group the user has wins. */
export const roleMapping = z.object({ group: requiredText(L.groupMax), roleId: id });
/** A group mapped to regions: the user may use every region of every mapping whose group they have. */
export const regionMapping = z.object({ group: requiredText(L.groupMax), regions: z.array(regionName).min(1) });
export type RoleMapping = z.infer<typeof roleMapping>;
export type RegionMapping = z.infer<typeof regionMapping>;

const fields = {
  name: requiredText(L.nameMax),
  issuer: requiredText(L.urlMax).refine(isIssuerUrl, 'must be an https:// URL (http:// only on loopback)'),
  clientId: requiredText(L.clientIdMax),
  scopes: requiredText(L.scopesMax).refine((s) => s.split(/\s+/).includes('openid'), 'must include openid'),
  groupsClaim: requiredText(L.claimMax),
  roleMappings: z.array(roleMapping).max(L.mappingsMax),
  regionMappings: z.array(regionMapping).max(L.mappingsMax),
  /** The provider's users may also sign in with a local password (an admin set one). */
  allowLocalPassword: z.boolean(),
  /** The provider's amr/acr saying it asked a second factor is enough; otherwise ours is asked when the user has one. */
  trustProviderMfa: z.boolean(),
  enabled: z.boolean(),
};

/** A provider as the screen shows it: the client secret is never sent back, only whether one is stored. */
export const providerRow = z.object({
  id: z.number().int(),
  ...fields,
  issuer: z.string(), scopes: z.string(), name: z.string(), clientId: z.string(), groupsClaim: z.string(),
  secretSet: z.boolean(),
  /** Operators signed in through it. */
  userCount: z.number().int(),
});
export type ProviderRow = z.infer<typeof providerRow>;

export const providerList = endpoint({
  service: 'account', method: 'POST', path: '/admin/sso/provider/list', guard: 'singleSignOn', audit: null,
  summary: 'Every identity provider, and the redirect URI to register at them',
  request: z.object({}).passthrough(),
  response: z.object({ result: z.array(providerRow), redirectUri: z.string() }),
});

export const providerAdd = endpoint({
  service: 'account', method: 'POST', path: '/admin/sso/provider/add', guard: 'singleSignOn', audit: 'ssoProviderAdd',
  summary: 'Adds an identity provider; its client secret is stored encrypted',
  request: z.object({ ...fields, clientSecret: requiredText(L.clientSecretMax) }),
  response: z.object({ id: z.number().int() }),
});

export const providerEdit = endpoint({
  service: 'account', method: 'POST', path: '/admin/sso/provider/edit', guard: 'singleSignOn', audit: 'ssoProviderEdit',
  summary: 'Changes an identity provider; an empty client secret keeps the stored one',
  request: z.object({ id, ...fields, clientSecret: z.string().trim().max(L.clientSecretMax).optional() }),
  response: nothing,
});

export const providerDelete = endpoint({
  service: 'account', method: 'POST', path: '/admin/sso/provider/delete', guard: 'singleSignOn', audit: 'ssoProviderDelete',
  summary: 'Removes an identity provider; its operators can no longer sign in through it',
  request: z.object({ id }), response: nothing,
});

export const providerTry = endpoint({
  service: 'account', method: 'POST', path: '/admin/sso/provider/try', guard: 'singleSignOn', audit: null,
  summary: 'Starts a trial sign-in at a provider (enabled or not): the answer is reported, nobody is signed in',
  request: z.object({ id }), response: z.object({ authorizationUrl: z.string() }),
});

/** The enabled providers, for the sign-in page's "Sign in with <name>" buttons. */
export const publicProviders = endpoint({
  service: 'account', method: 'POST', path: '/admin/sso/providers', guard: 'public', audit: null,
  summary: 'The enabled identity providers (id and name only)',
  request: z.object({}).passthrough(),
  response: z.object({ result: z.array(z.object({ id: z.number().int(), name: z.string() })) }),
});

export const start = endpoint({
  service: 'account', method: 'POST', path: '/admin/sso/start', guard: 'public', audit: null,
  summary: 'Starts a sign-in at an enabled provider: the address to send the browser to',
  request: z.object({ providerId: id, lang: lang.optional() }),
  response: z.object({ authorizationUrl: z.string() }),
});

/** What a trial sign-in found: the claims that matter and what they map to (or why they would be refused). */
export const tryReport = z.object({
  providerId: z.number().int(),
  subject: z.string(), account: z.string(), name: z.string(), email: z.string(),
  groups: z.array(z.string()),
  roleName: z.string().nullable(), regions: z.array(z.string()),
  /** The retCode a real sign-in would be refused with; null when it would be let in. */
  refusal: z.number().int().nullable(),
});
export type TryReport = z.infer<typeof tryReport>;

/** The login reply (auth.login's), the second factor asked for, or a trial's report. */
export const callbackReply = z.discriminatedUnion('outcome', [
  z.object({
    outcome: z.literal('signedIn'),
    url: z.string(), region: regionName, accounting: z.string(), name: z.string(), mainAccount: flag,
  }),
  z.object({
    outcome: z.literal('secondFactor'), ticket: z.string(), clientType: z.number().int(),
    /** For a FIDO2 operator (clientType 2): the WebAuthn request options the browser signs with the key. */
    webauthnOptions: z.record(z.string(), z.unknown()).optional(),
  }),
  z.object({ outcome: z.literal('tried'), report: tryReport }),
]);

export const callback = endpoint({
  service: 'account', method: 'POST', path: '/admin/sso/callback', guard: 'public', audit: 'ssoSignIn',
  summary: "Completes a sign-in with the provider's answer; the credential comes back in the authorization header",
  request: z.object({ query: z.string().max(L.callbackMax) }),
  response: callbackReply,
});

export const secondFactor = endpoint({
  service: 'account', method: 'POST', path: '/admin/sso/second_factor', guard: 'public', audit: 'ssoSignIn',
  summary: 'Our second factor after a provider sign-in whose own second factor is not trusted',
  request: z.object({
    ticket: z.string().min(1).max(128),
    code: z.string().trim().max(LIMITS.mfaCodeLength).optional(),
    recoveryCode: z.string().trim().max(32).optional(),
    webauthn: z.record(z.string(), z.unknown()).optional(),
  }),
  response: callbackReply,
});
