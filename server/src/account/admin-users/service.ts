import { adminUsers, RetCode, type AuditAction } from '@gwn/contract';
import { ApiError } from '../../core/api-error.ts';
import { requirePrincipal } from '../../core/call.ts';
import type { Principal } from '../../core/principal.ts';
import type { AccountCall, AccountContext } from '../shared/account-context.ts';
import { enforceDelegation, refusalToActOn, refusalToGrant, type UserGrants } from '../shared/delegation.ts';
import { hashPassword, passwordMatches } from '../shared/password.ts';
import { liveSessionsOf } from '../shared/session-list.ts';
import { sessionRepo } from '../shared/session-repo.ts';
import { clearTwoFactor } from '../shared/two-factor-store.ts';
import { adminUserRepo, type AdminUserRecord } from './repo.ts';
import type { Req, Reply } from '../../core/handlers.ts';

const pad = (n: number) => String(n).padStart(2, '0');
/** 'YYYY-MM-DD HH:mm:ss' in UTC, the list's lastActiveTimeStr; empty when the user never signed in. */
export const timeStr = (d: Date | null): string => (d
  ? `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`
  : '');

/** The user as the delegation rule sees them. */
const grantsOf = (u: AdminUserRecord): UserGrants =>
  ({ id: u.id, account: u.account, grants: { superAdmin: u.roleSuperAdmin, menuIds: u.roleMenuIds, actionKeys: u.roleActionKeys } });

function toRow(u: AdminUserRecord, me: Principal): adminUsers.AdminUserRow {
  return {
    id: u.id, name: u.name, email: u.email, account: u.account, roleId: u.roleId, role: u.role, creator: u.createdBy ?? '',
    active: u.active === 1 ? 1 : 0, googleAuth: u.googleAuth, clientType: u.clientType,
    lastActiveIp: u.lastActiveIp ?? '', lastActiveTimeStr: timeStr(u.lastActiveAt),
    isCurrent: u.id === me.userId, isRoot: u.account === adminUsers.ROOT_ACCOUNT,
    mayManage: u.id !== me.userId && refusalToActOn(me, grantsOf(u)) === null,
  };
}

/** What the audit entry records of a user: never the password. */
const audited = (u: Pick<AdminUserRecord, 'name' | 'email' | 'account' | 'roleId' | 'active'>) =>
  ({ name: u.name, email: u.email, account: u.account, roleId: u.roleId, active: u.active });

/** Admin users (spec 3 "Admin users", §3–§6): list, add, edit, delete, remove second factor, their sessions. */
export function adminUserService(ctx: AccountContext) {
  /** The user a call acts on, locked; 404 when there is none. */
  async function target(call: AccountCall, userId: number): Promise<AdminUserRecord> {
    const user = await adminUserRepo(call.db).findForUpdate(userId);
    if (!user) throw new ApiError(RetCode.NotFound);
    return user;
  }

  /** The operator never edits, deletes or forces out themselves from the user list (spec 3 §6); root is the delegation rule's. */
  function refuseSelf(user: AdminUserRecord, me: Principal): void {
    if (user.id === me.userId) throw new ApiError(RetCode.UserProtected);
  }

  /** A user's acts are refused, and logged as a refused attempt, when the user is beyond the operator. */
  function refuseBeyond(me: Principal, user: AdminUserRecord, action: AuditAction): void {
    enforceDelegation(refusalToActOn(me, grantsOf(user)), { action, subject: user.account });
  }

  /** The role a user is to be given: 1112003 when there is none, refused (and logged) when it holds what the operator lacks. */
  async function roleToGive(call: AccountCall, me: Principal, roleId: number, attempt: { action: AuditAction; subject: string }) {
    const role = await adminUserRepo(call.db).role(roleId);
    if (!role) throw new ApiError(RetCode.RoleMissing);
    enforceDelegation(refusalToGrant(me, role), { ...attempt, role: role.roleName });
  }

  async function refuseClashes(call: AccountCall, fields: { account: string; name: string }, exceptId: number | null) {
    const clash = await adminUserRepo(call.db).clash(fields, exceptId);
    if (clash.account) throw new ApiError(RetCode.UsernameExists);
    if (clash.name) throw new ApiError(RetCode.UserNameExists);
  }

  return {
    async list(input: Req<typeof adminUsers.list>, call: AccountCall): Promise<Reply<typeof adminUsers.list>> {
      const me = requirePrincipal(call);
      const { total, rows } = await adminUserRepo(call.db).page(input.search || undefined, input.pageNum, input.pageSize);
      return { total, result: rows.map((u) => toRow(u, me)) };
    },

    /** Only the roles the operator may give: nothing in them the operator lacks. */
    async roleOptions(_input: unknown, call: AccountCall): Promise<Reply<typeof adminUsers.roleOptions>> {
      const me = requirePrincipal(call);
      const roles = await adminUserRepo(call.db).roleOptions();
      return { result: roles.filter((role) => refusalToGrant(me, role) === null).map(({ id, roleName }) => ({ id, roleName })) };
    },

    async add(input: Req<typeof adminUsers.add>, call: AccountCall): Promise<Reply<typeof adminUsers.add>> {
      const me = requirePrincipal(call);
      const fields = { name: input.userName, email: input.userEmail, account: input.account, roleId: input.roleId };
      await roleToGive(call, me, input.roleId, { action: 'adminUserAdd', subject: input.account });
      await refuseClashes(call, fields, null);
      const repo = adminUserRepo(call.db);
      // A user created here is a sub-account of its creator, with the creator's regions.
      const id = await repo.insert({
        ...fields, passwordHash: await hashPassword(input.password), parentId: me.userId, createdBy: me.account,
        enabledRegions: me.enabledRegions.length ? [...me.enabledRegions] : ['US'], lastRegion: me.region, active: 1,
      });
      const created = (await repo.find(id))!;
      call.audit.subject(created.account);
      call.audit.change(null, { ...audited(created), password: 'set' });
      return toRow(created, me);
    },

    async edit(input: Req<typeof adminUsers.edit>, call: AccountCall): Promise<Reply<typeof adminUsers.edit>> {
      const me = requirePrincipal(call);
      const before = await target(call, input.userId);
      refuseSelf(before, me);
      refuseBeyond(me, before, 'adminUserEdit');
      await roleToGive(call, me, input.roleId, { action: 'adminUserEdit', subject: before.account });
      const fields = { name: input.userName, email: input.userEmail, account: input.account, roleId: input.roleId, active: input.active ?? before.active };
      await refuseClashes(call, fields, before.id);
      const repo = adminUserRepo(call.db);
      await repo.update(before.id, fields);
      // A deactivated user is out at once: their credentials fail everywhere within the session cache time.
      if (fields.active !== 1 && before.active === 1) await sessionRepo(call.db).revokeAllOf(before.id);
      const after = (await repo.find(before.id))!;
      call.audit.subject(after.account);
      call.audit.change(audited(before), audited(after));
      return toRow(after, me);
    },

    async remove(input: Req<typeof adminUsers.remove>, call: AccountCall): Promise<null> {
      const me = requirePrincipal(call);
      const repo = adminUserRepo(call.db);
      // The operator's own password first: a wrong one deletes nothing and is not a sign-in failure (no lockout count).
      const myHash = await repo.passwordHashOf(me.userId);
      if (!myHash || !(await passwordMatches(myHash, input.password))) throw new ApiError(RetCode.WrongPassword);
      const user = await target(call, input.userId);
      refuseSelf(user, me);
      refuseBeyond(me, user, 'adminUserDelete');
      await repo.delete(user.id); // its sessions go with it (cascade): its credentials fail everywhere
      call.audit.subject(user.account);
      call.audit.change(audited(user), null);
      return null;
    },

    async closeMfa(input: Req<typeof adminUsers.closeMfa>, call: AccountCall): Promise<null> {
      const me = requirePrincipal(call);
      // The operator's own password first, as for delete: a wrong one (10024) removes nothing and locks nothing.
      const myHash = await adminUserRepo(call.db).passwordHashOf(me.userId);
      if (!myHash || !(await passwordMatches(myHash, input.password))) throw new ApiError(RetCode.WrongPassword);
      const user = await target(call, input.id);
      if (user.id === me.userId) throw new ApiError(RetCode.UserProtected);
      refuseBeyond(me, user, 'adminUserMfaRemove');
      // On, or a setup the user started and abandoned (pending): both are cleared the same way (issue #26).
      if (user.googleAuth !== 1 && user.googleAuth !== 2) throw new ApiError(RetCode.MfaNotEnabled);
      await clearTwoFactor(call.db, user.id);
      call.audit.subject(user.account);
      call.audit.change({ googleAuth: user.googleAuth }, { googleAuth: 0 });
      return null;
    },

    async sessions(input: Req<typeof adminUsers.userSessions>, call: AccountCall): Promise<Reply<typeof adminUsers.userSessions>> {
      const me = requirePrincipal(call);
      const user = await adminUserRepo(call.db).find(input.userId);
      if (!user) throw new ApiError(RetCode.NotFound);
      return { result: await liveSessionsOf(call.db, user.id, ctx.config.sessionIdleMinutes, me.sessionId) };
    },

    async endSession(input: Req<typeof adminUsers.endUserSession>, call: AccountCall): Promise<null> {
      const me = requirePrincipal(call);
      const user = await target(call, input.userId);
      refuseBeyond(me, user, 'adminUserSessionEnd');
      if (!(await sessionRepo(call.db).revokeOneOf(user.id, input.sessionId))) throw new ApiError(RetCode.NotFound);
      call.audit.subject(user.account);
      call.audit.change({ session: input.sessionId }, { session: null });
      return null;
    },

    async endAllSessions(input: Req<typeof adminUsers.endAllUserSessions>, call: AccountCall): Promise<Reply<typeof adminUsers.endAllUserSessions>> {
      const me = requirePrincipal(call);
      const user = await target(call, input.userId);
      refuseSelf(user, me);
      refuseBeyond(me, user, 'adminUserSignedOut');
      const ended = await sessionRepo(call.db).revokeAllOf(user.id);
      if (ended === 0) {
        call.audit.nothingChanged();
        return { ended };
      }
      call.audit.subject(user.account);
      call.audit.change({ liveSessions: ended }, { liveSessions: 0 });
      return { ended };
    },
  };
}
