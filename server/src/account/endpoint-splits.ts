import { adminUsers, auth } from '@gwn/contract';
import { splitEndpoints } from '../core/handlers.ts';

/**
 * The contract modules that several account areas answer, one slice per area: each area's routes.ts hands its
 * slice to `host.handleAll`. An account endpoint of the module in no slice, or in two, does not compile.
 */
export const AUTH_SLICES = splitEndpoints(auth, 'account', {
  signin: ['generateCaptcha', 'checkMfaInfo', 'login'],
  sessions: ['sessionLogin', 'logout', 'accountCentreLogout', 'initialInfo', 'wizardInitialInfo'],
  menus: ['menuList'],
  personal: ['resetPassword', 'modifyLang'],
});

export const ADMIN_USERS_SLICES = splitEndpoints(adminUsers, 'account', {
  adminUsers: ['list', 'roleOptions', 'add', 'edit', 'remove', 'closeMfa', 'userSessions', 'endUserSession', 'endAllUserSessions'],
  sessions: ['mySessions', 'endMySession'],
});
