import { z } from 'zod';
import { endpoint, nothing } from '../endpoint.ts';
import { LIMITS } from '../limits.ts';
import { flag, hashedPassword, lang, regionName } from './common.ts';

const userName = z.string().trim().min(1).max(LIMITS.accountMax);

/** Captcha fields sent once the service has asked for a captcha (showCode 1). */
const captcha = {
  checkCode: z.string().trim().max(16).optional(),
  codeToken: z.string().max(128).optional(),
};

export const checkMfaInfo = endpoint({
  service: 'account', method: 'POST', path: '/admin/check_mfa_info', guard: 'public', audit: 'signInCredentialsChecked',
  summary: 'Checks the credentials and says whether a second factor and a captcha are needed',
  request: z.object({
    userName, userPwd: hashedPassword, lang: lang.optional(), serverId: z.string().max(32).optional(),
    checkMFACodeFirst: z.union([z.boolean(), flag]).optional(), ...captcha,
  }),
  response: z.object({
    googleAuth: flag, clientType: z.number().int(), showCode: flag,
    /** For a FIDO2 operator (clientType 2): the WebAuthn request options the browser signs with the key. */
    webauthnOptions: z.record(z.string(), z.unknown()).optional(),
  }),
});

export const login = endpoint({
  service: 'account', method: 'POST', path: '/admin/login', guard: 'public', audit: 'signIn',
  summary: 'Signs in; the credential comes back in the authorization response header',
  request: z.object({
    userName, userPwd: hashedPassword, serverId: z.string().max(32).optional(),
    code: z.string().trim().max(LIMITS.mfaCodeLength).optional(),
    /** Instead of the code: one of the operator's single-use recovery codes. */
    recoveryCode: z.string().trim().max(32).optional(),
    /** A FIDO2 operator's second factor: the browser's AuthenticationResponseJSON. */
    webauthn: z.record(z.string(), z.unknown()).optional(),
    checkMFACodeFirst: z.union([z.boolean(), flag]).optional(), ...captcha,
  }),
  response: z.object({
    url: z.string(), region: regionName, accounting: z.string(), name: z.string(), mainAccount: flag,
  }),
});

export const generateCaptcha = endpoint({
  service: 'account', method: 'POST', path: '/admin/code/generateCode', guard: 'public', audit: null,
  summary: 'A new single-use captcha image and its token',
  request: z.object({ time: z.number().optional(), type: z.literal(1).default(1) }),
  response: z.object({ code: z.string(), codeToken: z.string() }),
});

const initialInfoReply = z.object({ account_domain: z.string() });
export const initialInfo = endpoint({
  service: 'account', method: 'POST', path: '/admin/initial_info', guard: 'public', audit: null,
  summary: 'The account-centre address', request: z.object({}).passthrough(), response: initialInfoReply,
});
export const wizardInitialInfo = endpoint({
  service: 'account', method: 'POST', path: '/admin/wizard/initial_info', guard: 'public', audit: null,
  summary: 'The account-centre address (wizard variant)', request: z.object({}).passthrough(), response: initialInfoReply,
});

export const sessionLogin = endpoint({
  service: 'account', method: 'POST', path: '/admin/session/login', guard: 'session', audit: 'languageChange',
  summary: 'Starts the console session in a language; returns the locale and the operator name',
  request: z.object({ lang: lang.optional() }),
  response: z.object({ locale: lang, name: z.string(), region: regionName, mainAccount: flag }),
});

export const logout = endpoint({
  service: 'account', method: 'POST', path: '/admin/logout', guard: 'session', audit: 'signOut',
  summary: 'Ends the session; the credential then fails at every service',
  request: z.object({}).passthrough(), response: nothing,
});

export const accountCentreLogout = endpoint({
  service: 'account', method: 'POST', path: '/admin/account/logout', guard: 'public', audit: 'signOut',
  summary: 'Account-centre logout: revokes the presented credential if it is still valid',
  request: z.object({}).passthrough(), response: nothing,
});

const menuItem: z.ZodType<MenuItem> = z.lazy(() => z.object({
  menuId: z.string(), hidden: z.boolean(), authority: z.array(z.string()), hasChild: z.enum(['0', '1']),
  route: z.string(), children: z.array(menuItem),
}));
// A recursive schema is documented once, as a named component the menu list's reply refers to (OpenAPI).
z.globalRegistry.add(menuItem, { id: 'MenuItem' });
export interface MenuItem {
  menuId: string; hidden: boolean; authority: string[]; hasChild: '0' | '1'; route: string; children: MenuItem[];
}

export const menuList = endpoint({
  service: 'account', method: 'POST', path: '/admin/account/menu/list', guard: 'session', audit: null,
  summary: "The operator's menus with their permitted actions",
  request: z.object({}).passthrough(), response: z.object({ menus: z.array(menuItem) }),
});

export const resetPassword = endpoint({
  service: 'account', method: 'POST', path: '/admin/account/reset_password', guard: 'session', audit: 'passwordChange',
  summary: "Changes the operator's own password and ends all of their sessions",
  request: z.object({ oldPassword: hashedPassword, password: hashedPassword, confirmPassword: hashedPassword })
    .refine((v) => v.confirmPassword === v.password, { path: ['confirmPassword'], message: 'must equal password' }),
  response: nothing,
});

export const modifyLang = endpoint({
  service: 'account', method: 'POST', path: '/admin/account/modify_lang', guard: 'session', audit: 'languageChange',
  summary: "Stores the operator's language", request: z.object({ lang }), response: nothing,
});
