import { auditLogRepo } from '../../core/audit-log-repo.ts';
import type { AccountDb } from '../../db/connect.ts';
import { accountAuditLog } from '../../db/account-schema.ts';

/** Reads of the account service's audit log (the Account-centre tab). */
export const accountLogRepo = (db: AccountDb) => auditLogRepo(db, accountAuditLog);
