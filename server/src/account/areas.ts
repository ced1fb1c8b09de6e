import type { AccountArea } from './shared/account-context.ts';
import { registerChangeLog } from './change-log/routes.ts';
import { registerMenus } from './menus/routes.ts';
import { registerPersonal } from './personal/routes.ts';
import { registerRegions } from './regions/routes.ts';
import { registerSessions } from './sessions/routes.ts';
import { registerSignin } from './signin/routes.ts';
import { registerAdminUsers } from './admin-users/routes.ts';
import { registerRoles } from './roles/routes.ts';
import { registerSso } from './sso/routes.ts';
import { registerAuditStream } from './audit-stream/routes.ts';

/**
 * THE AREAS OF THE ACCOUNT SERVICE, each one folder with one register function (routes.ts).
 * Adding an area is one line here; see server/README.md, "Adding an area".
 */
export const ACCOUNT_AREAS: readonly AccountArea[] = [
  registerSignin,
  registerSessions,
  registerMenus,
  registerRegions,
  registerPersonal,
  registerAdminUsers,
  registerRoles,
  registerChangeLog,
  registerSso,
  registerAuditStream,
];
