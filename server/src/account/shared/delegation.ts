import { adminUsers, ALWAYS_GRANTED_MENUS, flattenMenus, RetCode, type AuditAction } from '@gwn/contract';
import { ApiError } from '../../core/api-error.ts';
import type { Principal } from '../../core/principal.ts';

/*
 * THE DELEGATION RULE (docs/architecture.md, "Delegation"): an operator grants, and acts on users holding,
 * only permissions they hold themselves; only a super administrator creates or changes super administrators
 * and their roles; root is changed only by root; nobody changes the role they hold. The admin-user and
 * role services ask here and nowhere else.
 */

/** What a role grants: everything (a super administrator's role) or its menu ids and action keys. */
export interface RoleGrants {
  superAdmin: boolean;
  menuIds: readonly string[];
  actionKeys: readonly string[];
}

/** A user as the rule sees them: who they are and what their role grants. */
export interface UserGrants {
  id: number;
  account: string;
  grants: RoleGrants;
}

/** Why an act is refused: the retCode it is answered with and what the account log records. */
export interface DelegationRefusal {
  retCode: number;
  reason: 'rootOnly' | 'superAdminOnly' | 'ownRole' | 'lacksPermissions';
  /** The permission codes the actor lacks (reason lacksPermissions). */
  lacking?: string[];
}

/**
 * Codes nobody is refused for: groups are shown whenever one of their screens is granted (they guard no
 * endpoint), and the landing pages and own settings belong to every role.
 */
const EVERYONE_HOLDS: ReadonlySet<string> = new Set([
  ...ALWAYS_GRANTED_MENUS,
  ...flattenMenus().filter((m) => (m.children?.length ?? 0) > 0).map((m) => m.menuId),
]);

/** Whether the operator may grant one menu id or action key: a super administrator any, others what they hold. */
export function holds(actor: Principal, code: string): boolean {
  return actor.superAdmin || EVERYONE_HOLDS.has(code) || actor.permissions.includes(code);
}

/** The codes of a role the actor lacks, in the role's order. */
function lackedCodes(actor: Principal, role: RoleGrants): string[] {
  return [...new Set([...role.menuIds, ...role.actionKeys])].filter((code) => !holds(actor, code));
}

/** Whether the actor may give a role (assign it, or save it as a role's new permissions); null when they may. */
export function refusalToGrant(actor: Principal, role: RoleGrants): DelegationRefusal | null {
  if (actor.superAdmin) return null;
  if (role.superAdmin) return { retCode: RetCode.SuperAdminOnly, reason: 'superAdminOnly' };
  const lacking = lackedCodes(actor, role);
  return lacking.length ? { retCode: RetCode.GrantBeyondOwn, reason: 'lacksPermissions', lacking } : null;
}

/**
 * Whether the actor may change a user (edit, deactivate, delete, end sessions, remove the second factor);
 * null when they may. Acting on oneself is each call's own rule (15040), not a matter of delegation.
 */
export function refusalToActOn(actor: Principal, target: UserGrants): DelegationRefusal | null {
  if (target.account === adminUsers.ROOT_ACCOUNT) {
    return actor.account === adminUsers.ROOT_ACCOUNT ? null : { retCode: RetCode.RootOnly, reason: 'rootOnly' };
  }
  const refusal = refusalToGrant(actor, target.grants);
  // A user holding what the actor lacks is the user's refusal, not a grant's.
  return refusal?.reason === 'lacksPermissions' ? { ...refusal, retCode: RetCode.UserBeyondOwnGrants } : refusal;
}

/** Whether the actor may edit or delete a role (not the one they hold, nothing in it they lack); null when they may. */
export function refusalToChangeRole(actor: Principal, role: RoleGrants & { id: number }): DelegationRefusal | null {
  if (role.id === actor.roleId) return { retCode: RetCode.OwnRoleLocked, reason: 'ownRole' };
  return refusalToGrant(actor, role);
}

/**
 * Answers a refusal, if there is one, writing it to the account log as a refused attempt (who tried which
 * action on what) and committing nothing else: call it before the call writes anything.
 */
export function enforceDelegation(refusal: DelegationRefusal | null, attempt: { action: AuditAction; subject: string; role?: string }): void {
  if (!refusal) return;
  const facts = {
    attempted: attempt.action, reason: refusal.reason,
    ...(attempt.role === undefined ? {} : { role: attempt.role }),
    ...(refusal.lacking ? { lacking: refusal.lacking } : {}),
  };
  throw new ApiError(refusal.retCode).keepingWrites({ action: 'delegationRefused', detail: { subject: attempt.subject, facts } });
}
