import { adminUsers, auth, internal } from '@gwn/contract';
import type { AccountArea } from '../shared/account-context.ts';
import { sessionService } from './service.ts';

/** Sessions after sign-in: the console's session start and logouts, and the regions' credential checks. */
export const registerSessions: AccountArea = (host, ctx) => {
  const sessions = sessionService(ctx);
  host.handle(auth.sessionLogin, sessions.sessionLogin);
  host.handle(auth.logout, sessions.logout);
  host.handle(auth.accountCentreLogout, sessions.accountCentreLogout);
  host.handle(auth.initialInfo, sessions.initialInfo);
  host.handle(auth.wizardInitialInfo, sessions.initialInfo);
  host.handle(internal.verifySession, sessions.verify);
  host.handle(adminUsers.mySessions, sessions.mySessions);
  host.handle(adminUsers.endMySession, sessions.endMySession);
};
