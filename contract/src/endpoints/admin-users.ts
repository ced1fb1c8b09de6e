import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { LIMITS } from '../limits.ts';
import { flag, hashedPassword, page, paging, requiredText } from './common.ts';

/** Sent by the console with every user and role call (spec 3 §6); accepted and ignored: one product, one system. */
export const serverId = z.string().max(32).optional();

const id = z.coerce.number().int().positive().max(LIMITS.intMax);

/** One row of the admin-user list (spec 3 §3). account and creator may be empty: the console shows a dash. */
export const adminUserRow = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  account: z.string(),
  roleId: z.number().int(),
  role: z.string(),
  creator: z.string(),
  /** 0 inactivated, 1 activated. */
  active: flag,
  /** 0 disabled, 1 enabled, 2 pending. */
  googleAuth: z.number().int(),
  clientType: z.number().int(),
  lastActiveIp: z.string(),
  lastActiveTimeStr: z.string(),
  /** The signed-in operator's own row: the console offers no edit or delete on it. */
  isCurrent: z.boolean(),
  /** root's row: nobody edits or deletes it. */
  isRoot: z.boolean(),
  /**
   * The caller may edit, deactivate, delete, force out and remove the second factor of this user: not
   * themselves, and the user holds nothing the caller lacks (docs/architecture.md, "Delegation").
   */
  mayManage: z.boolean(),
});
export type AdminUserRow = z.infer<typeof adminUserRow>;

/** The login name that can never be edited or deleted (spec 3 §6). */
export const ROOT_ACCOUNT = 'root';

const userFields = {
  userName: requiredText(LIMITS.userNameMax),
  account: requiredText(LIMITS.accountMax),
  userEmail: z.string().trim().min(1).max(LIMITS.userNameMax).email(),
  roleId: id,
  serverId,
};

export const list = endpoint({
  service: 'account', method: 'POST', path: '/admin/user/list', guard: 'users', audit: null,
  summary: 'Admin users, newest first; search matches name, e-mail or account',
  request: z.object({ search: z.string().trim().max(LIMITS.searchMax).optional(), serverId, ...paging }),
  response: page(adminUserRow),
});

export const roleOptions = endpoint({
  service: 'account', method: 'POST', path: '/admin/user/role/options', guard: 'users', audit: null,
  summary: 'The roles the caller may give an admin user (the user dialog role select): none holding anything the caller lacks',
  request: z.object({ serverId }),
  response: z.object({ result: z.array(z.object({ id: z.number().int(), roleName: z.string() })) }),
});

export const add = endpoint({
  service: 'account', method: 'POST', path: '/admin/user/add', guard: 'users', audit: 'adminUserAdd',
  summary: 'Creates an admin user; 1111105 when the account exists, 10002 when the name does, 1112003 for an unknown role, 15090/15092 for a role beyond the caller',
  request: z.object({ ...userFields, password: hashedPassword, confirmPassword: hashedPassword })
    .refine((v) => v.confirmPassword === v.password, { path: ['confirmPassword'], message: 'must equal password' }),
  response: adminUserRow,
});

export const edit = endpoint({
  service: 'account', method: 'POST', path: '/admin/user/edit', guard: 'users', audit: 'adminUserEdit',
  summary: 'Changes an admin user (never oneself: 15040; root only by root: 15093; no user or role beyond the caller: 15091/15090/15092); deactivating ends their sessions',
  request: z.object({ userId: id, ...userFields, active: flag.optional() }),
  response: adminUserRow,
});

export const remove = endpoint({
  service: 'account', method: 'POST', path: '/admin/user/delete', guard: 'users', audit: 'adminUserDelete',
  summary: "Deletes an admin user after checking the operator's own password (10024); never oneself (15040), root only by root (15093), no user beyond the caller (15091/15092)",
  request: z.object({ userId: id, userEmail: z.string().max(LIMITS.userNameMax).optional(), password: hashedPassword, serverId }),
  response: z.null(),
});

export const closeMfa = endpoint({
  service: 'account', method: 'POST', path: '/admin/user/close_mfa', guard: 'users', audit: 'adminUserMfaRemove',
  summary: "Removes another user's second factor after checking the operator's own password (10024), like delete; 10056 when it is not enabled, 15040 for oneself, 15093 for root, 15091/15092 for a user beyond the caller",
  request: z.object({ id, password: hashedPassword }),
  response: z.null(),
});

/** One live session (spec: an admin sees when, from where and in which browser). */
export const sessionRow = z.object({
  id: z.number().int(),
  ip: z.string(),
  browser: z.string(),
  region: z.string(),
  /** ISO 8601: when the session started and when it was last used. */
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** The session this very call presents. */
  isCurrent: z.boolean(),
});
export type SessionRow = z.infer<typeof sessionRow>;
const sessionList = z.object({ result: z.array(sessionRow) });

export const userSessions = endpoint({
  service: 'account', method: 'POST', path: '/admin/user/sessions', guard: 'users', audit: null,
  summary: "A user's active sessions, newest first",
  request: z.object({ userId: id }),
  response: sessionList,
});

export const endUserSession = endpoint({
  service: 'account', method: 'POST', path: '/admin/user/session/end', guard: 'users', audit: 'adminUserSessionEnd',
  summary: "Ends one of a user's sessions (its credential fails everywhere within seconds); 404 when it is not live, 15093/15091/15092 for a user beyond the caller",
  request: z.object({ userId: id, sessionId: id }),
  response: z.null(),
});

export const endAllUserSessions = endpoint({
  service: 'account', method: 'POST', path: '/admin/user/session/end_all', guard: 'users', audit: 'adminUserSignedOut',
  summary: 'Forces a user out: ends every session of theirs; never oneself (15040), root only by root (15093), no user beyond the caller (15091/15092)',
  request: z.object({ userId: id }),
  response: z.object({ ended: z.number().int() }),
});

export const mySessions = endpoint({
  service: 'account', method: 'POST', path: '/admin/account/sessions', guard: 'session', audit: null,
  summary: "The operator's own active sessions, newest first",
  request: z.object({}).passthrough(),
  response: sessionList,
});

export const endMySession = endpoint({
  service: 'account', method: 'POST', path: '/admin/account/session/end', guard: 'session', audit: 'ownSessionEnd',
  summary: "Ends one of the operator's own sessions; 404 when it is not theirs or not live",
  request: z.object({ sessionId: id }),
  response: z.null(),
});
