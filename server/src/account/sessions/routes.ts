import { adminUsers, auth, internal, pickEndpoints } from '@gwn/contract';
import type { AccountArea } from '../shared/account-context.ts';
import { sessionService } from './service.ts';

/** Sessions after sign-in: the console's session start and logouts, and the regions' credential checks. */
export const registerSessions: AccountArea = (host, ctx) => {
  const sessions = sessionService(ctx);
  host.handleAll(pickEndpoints(auth, 'sessionLogin', 'logout', 'accountCentreLogout', 'initialInfo', 'wizardInitialInfo'), {
    sessionLogin: sessions.sessionLogin,
    logout: sessions.logout,
    accountCentreLogout: sessions.accountCentreLogout,
    initialInfo: sessions.initialInfo,
    wizardInitialInfo: sessions.initialInfo,
  });
  host.handleAll(internal, { verifySession: sessions.verify });
  host.handleAll(pickEndpoints(adminUsers, 'mySessions', 'endMySession'), {
    mySessions: sessions.mySessions,
    endMySession: sessions.endMySession,
  });
};
