import { inArray } from 'drizzle-orm';
import type { Namer } from '../../core/change-log.ts';
import { auditLogRepo } from '../../core/audit-log-repo.ts';
import type { AccountDb } from '../../db/connect.ts';
import { accountAuditLog, adminUsers, roles } from '../../db/account-schema.ts';

/** Reads of the account service's audit log (the Account-centre tab). */
export const accountLogRepo = (db: AccountDb) => auditLogRepo(db, accountAuditLog);

const numericIds = (ids: string[] | undefined) => (ids ?? []).filter((id) => /^\d{1,9}$/.test(id)).map(Number);

/** The names of the roles and operators a page of entries mentions by id (a deleted one stays a bare id). */
export const accountLogNamer = (db: AccountDb): Namer => async (ids) => {
  const roleIds = numericIds(ids.role);
  const userIds = numericIds(ids.user);
  const [roleRows, userRows] = await Promise.all([
    roleIds.length ? db.select({ id: roles.id, name: roles.roleName }).from(roles).where(inArray(roles.id, roleIds)) : [],
    userIds.length ? db.select({ id: adminUsers.id, name: adminUsers.account }).from(adminUsers).where(inArray(adminUsers.id, userIds)) : [],
  ]);
  return {
    role: new Map(roleRows.map((r) => [String(r.id), r.name])),
    user: new Map(userRows.map((r) => [String(r.id), r.name])),
  };
};
