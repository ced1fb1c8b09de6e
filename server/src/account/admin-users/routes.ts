import { ADMIN_USERS_SLICES } from '../endpoint-splits.ts';
import type { AccountArea } from '../shared/account-context.ts';
import { adminUserService } from './service.ts';

/** Admin users: the list, the user dialog, delete, remove second factor, and a user's sessions. */
export const registerAdminUsers: AccountArea = (host, ctx) => {
  const users = adminUserService(ctx);
  host.handleAll(ADMIN_USERS_SLICES.adminUsers, {
    list: users.list,
    roleOptions: users.roleOptions,
    add: users.add,
    edit: users.edit,
    remove: users.remove,
    closeMfa: users.closeMfa,
    userSessions: users.sessions,
    endUserSession: users.endSession,
    endAllUserSessions: users.endAllSessions,
  });
};
