import { internal } from '@gwn/contract';
import { ADMIN_USERS_SLICES, AUTH_SLICES } from '../endpoint-splits.ts';
import type { AccountArea } from '../shared/account-context.ts';
import { sessionService } from './service.ts';

/** Sessions after sign-in: the console's session start and logouts, and the regions' credential checks. */
export const registerSessions: AccountArea = (host, ctx) => {
  const sessions = sessionService(ctx);
  host.handleAll(AUTH_SLICES.sessions, {
    sessionLogin: sessions.sessionLogin,
    logout: sessions.logout,
    accountCentreLogout: sessions.accountCentreLogout,
    initialInfo: sessions.initialInfo,
    wizardInitialInfo: sessions.initialInfo,
  });
  host.handleAll(internal, { verifySession: sessions.verify });
  host.handleAll(ADMIN_USERS_SLICES.sessions, {
    mySessions: sessions.mySessions,
    endMySession: sessions.endMySession,
  });
};
