import { z } from 'zod';
import { endpoint, nothing } from '../endpoint.ts';
import { LIMITS } from '../limits.ts';
import { hashedPassword, lang, requiredText } from './common.ts';

export { HELP_LINKS, helpLink } from '../help-links.ts';

/** Second-factor types (spec 3 §9): 0 an authenticator app, 1 a hardware TOTP token, 2 a FIDO2 security key or passkey. */
export const MFA_TYPES = { app: 0, totp: 1, fido: 2 } as const;
export const mfaType = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type MfaType = z.infer<typeof mfaType>;

/** How many single-use recovery codes an enrolment issues. */
export const RECOVERY_CODE_COUNT = 10;
/** A recovery code as shown: 4 groups of 4 characters separated by dashes (19 characters). */
export const RECOVERY_CODE_LENGTH = 19;

/** A WebAuthn JSON object (the browser library's RegistrationResponseJSON / AuthenticationResponseJSON, options). */
export const webauthnJson = z.record(z.string(), z.unknown());

/**
 * Re-authentication (issue #23, OWASP ASVS V2/V3): a change to what protects the account carries the current
 * password (hex SHA-256, as sign-in sends it) or, for an operator whose second factor is FIDO2, a key's answer
 * to `fido/confirm_options`. Neither: 1110504; a wrong password: 1110028; a refused assertion: its key code.
 */
export const identityProof = { password: hashedPassword.optional(), webauthn: webauthnJson.optional() };

const account = z.object({
  id: z.number().int(), account: z.string(), name: z.string(), email: z.string(), company: z.string(),
  country: z.string(), timezone: z.string(), lang, googleAuth: z.number().int(), clientType: z.number().int(),
});

export const show = endpoint({
  service: 'account', method: 'POST', path: '/admin/account/show', guard: 'session', audit: null,
  summary: "The operator's own settings: account, country, timezone, role and the enterprise binding address",
  request: z.object({ serverId: z.string().max(32).optional() }),
  response: z.object({
    account,
    country: z.object({ countryDisplay: z.string() }),
    timezone: z.object({ description: z.string() }),
    roleName: z.string(),
    bindingAddress: z.string(),
    /** Recovery codes not used yet (0 when two-factor is off). */
    recoveryCodesLeft: z.number().int(),
    /** Registered FIDO2 keys. */
    securityKeys: z.number().int(),
  }),
});

export const countries = endpoint({
  service: 'account', method: 'GET', path: '/admin/account/countries', guard: 'session', audit: null,
  summary: 'ISO 3166-1 alpha-2 country codes (the console names them in its language)',
  request: z.object({}), response: z.array(z.object({ code: z.string() })),
});

export const timezones = endpoint({
  service: 'account', method: 'GET', path: '/admin/account/timezones', guard: 'session', audit: null,
  summary: 'IANA time zones with their current UTC offset',
  request: z.object({}), response: z.array(z.object({ id: z.string(), description: z.string() })),
});

/**
 * Spec 3 §7: an edit of one's own settings names whose it is (account and id, as /account/show gave them) beside
 * the changed field. Both are optional for older clients; when sent they must be the operator's own (else 50005).
 */
export const ownAccountFields = {
  account: z.string().trim().max(LIMITS.accountMax).optional(),
  id: z.number().int().positive().optional(),
};

export const modifyName = endpoint({
  service: 'account', method: 'POST', path: '/admin/account/modify_name', guard: 'session', audit: 'personalNameChange',
  summary: "Changes the operator's own display name",
  request: z.object({ ...ownAccountFields, name: requiredText(LIMITS.userNameMax) }), response: nothing,
});

export const modifyEmail = endpoint({
  service: 'account', method: 'POST', path: '/admin/account/modify_email', guard: 'session', audit: 'personalEmailChange',
  summary: "Changes the operator's own e-mail; needs the current password (1110028 when wrong)",
  request: z.object({ ...ownAccountFields, email: z.string().trim().email().max(LIMITS.userNameMax), password: hashedPassword }), response: nothing,
});

export const modify = endpoint({
  service: 'account', method: 'POST', path: '/admin/account/modify', guard: 'session', audit: 'personalInfoChange',
  summary: "Changes the operator's own company, country and timezone (the fields sent)",
  request: z.object({
    ...ownAccountFields,
    company: z.string().trim().max(LIMITS.userNameMax).optional(),
    country: z.string().trim().max(8).optional(),
    timezone: z.string().trim().max(64).optional(),
  }),
  response: nothing,
});

export const getGoogleAuth = endpoint({
  service: 'account', method: 'POST', path: '/admin/account/get_google_auth', guard: 'session', audit: null,
  summary: 'A new authenticator-app secret and its QR image (data: URL) for the enrolment dialog',
  request: z.object({ clientType: z.literal(0).default(0) }),
  response: z.object({ url: z.string(), secret: z.string() }),
});

export const fidoRegisterOptions = endpoint({
  service: 'account', method: 'POST', path: '/admin/account/fido/register_options', guard: 'session', audit: null,
  summary: 'WebAuthn creation options for a new security key (the challenge is kept five minutes); starts a pending enrolment (googleAuth 2) unless FIDO2 is already on (then it adds a key)',
  request: z.object({}), response: z.object({ options: webauthnJson }),
});

/** A key's name as its owner gives it; empty takes "Security key N". */
export const securityKeyName = z.string().trim().max(64);

export const securityKey = z.object({
  id: z.number().int(), name: z.string(), createdAt: z.string(), lastUsedAt: z.string().nullable(),
});

export const fidoKeys = endpoint({
  service: 'account', method: 'POST', path: '/admin/account/fido/keys', guard: 'session', audit: null,
  summary: "The operator's FIDO2 keys: name, when added and when last used to sign in",
  request: z.object({}), response: z.array(securityKey),
});

export const fidoConfirmOptions = endpoint({
  service: 'account', method: 'POST', path: '/admin/account/fido/confirm_options', guard: 'session', audit: null,
  summary: "WebAuthn request options for confirming it is the operator with one of their keys (re-authentication; the challenge is kept five minutes). 10056 when two-factor is off, 1110082 when it is not FIDO2",
  request: z.object({}), response: z.object({ options: webauthnJson }),
});

export const fidoAddKey = endpoint({
  service: 'account', method: 'POST', path: '/admin/account/fido/add_key', guard: 'session', audit: 'securityKeyAdd',
  summary: 'Registers one more FIDO2 key while FIDO2 is the second factor, with the password or a key assertion (10056 when two-factor is off, 1110082 when it is another type)',
  request: z.object({ name: securityKeyName.optional(), credential: webauthnJson, ...identityProof }),
  response: securityKey,
  maxBodyBytes: 64 * 1024,
});

export const fidoRemoveKey = endpoint({
  service: 'account', method: 'POST', path: '/admin/account/fido/remove_key', guard: 'session', audit: 'securityKeyRemove',
  summary: 'Removes one of the operator\'s FIDO2 keys, with the password or a key assertion; never the last one (1110097: remove two-factor instead)',
  request: z.object({ id: z.number().int().positive(), ...identityProof }), response: nothing,
  maxBodyBytes: 64 * 1024,
});

export const cancelMfa = endpoint({
  service: 'account', method: 'POST', path: '/admin/account/cancel_mfa', guard: 'session', audit: null,
  summary: 'Drops a started, unconfirmed enrolment (googleAuth 2 back to 0); nothing to do otherwise',
  request: z.object({}), response: nothing,
});

const code = z.string().trim().max(16);

export const saveMfaInfo = endpoint({
  service: 'account', method: 'POST', path: '/admin/account/save_mfa_info', guard: 'session', audit: 'twoFactorEnable',
  summary: 'Turns two-factor on (app or TOTP: secret + two consecutive codes; FIDO2: the registration response) with the current password, issues ten recovery codes and ends the other sessions',
  request: z.object({
    ...identityProof,
    authAccount: z.string().trim().max(LIMITS.accountMax),
    googleAuth: z.literal(1).default(1),
    clientType: mfaType,
    secret: z.string().trim().max(128).optional(),
    code1: code.optional(),
    code2: code.optional(),
    credential: webauthnJson.optional(),
    /** The name of the first FIDO2 key. */
    keyName: securityKeyName.optional(),
  }),
  response: z.object({ recoveryCodes: z.array(z.string()) }),
  maxBodyBytes: 64 * 1024,
});

export const closeMfa = endpoint({
  service: 'account', method: 'POST', path: '/admin/account/close_mfa', guard: 'session', audit: 'twoFactorDisable',
  summary: 'Turns the operator\'s own two-factor off (googleAuth 0, also from pending) with the password or a key assertion, removes its keys and recovery codes, ends the other sessions',
  request: z.object(identityProof), response: nothing,
  maxBodyBytes: 64 * 1024,
});

export const twoFactorHelp = endpoint({
  service: 'account', method: 'GET', path: '/help/two-factor', guard: 'public', audit: null,
  summary: 'The two-factor help page (instructions, apps, hardware tokens, security keys, recovery codes) in English or, with lang=zh, Simplified Chinese; any other language falls back to English',
  request: z.object({ lang: z.string().max(16).optional() }), response: nothing, reply: 'page',
});
