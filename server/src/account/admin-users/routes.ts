import { adminUsers } from '@gwn/contract';
import type { AccountArea } from '../shared/account-context.ts';
import { adminUserService } from './service.ts';

/** Admin users: the list, the user dialog, delete, remove second factor, and a user's sessions. */
export const registerAdminUsers: AccountArea = (host, ctx) => {
  const users = adminUserService(ctx);
  host.handle(adminUsers.list, users.list);
  host.handle(adminUsers.roleOptions, users.roleOptions);
  host.handle(adminUsers.add, users.add);
  host.handle(adminUsers.edit, users.edit);
  host.handle(adminUsers.remove, users.remove);
  host.handle(adminUsers.closeMfa, users.closeMfa);
  host.handle(adminUsers.userSessions, users.sessions);
  host.handle(adminUsers.endUserSession, users.endSession);
  host.handle(adminUsers.endAllUserSessions, users.endAllSessions);
};
