import { adminUsers, isRegionName, LIMITS, type RegionName, type sso } from '@gwn/contract';
import type { IdClaims } from './flow.ts';

/** The provider's groups of the user: the configured claim, as an array of strings or one string. */
export function groupsOf(claims: IdClaims, claim: string): string[] {
  const value = claims[claim];
  if (Array.isArray(value)) return value.filter((g): g is string => typeof g === 'string');
  return typeof value === 'string' && value ? [value] : [];
}

/** The login name of a just-in-time operator: preferred_username, else the e-mail; null when the provider sent neither. */
export function accountOf(claims: IdClaims): string | null {
  for (const key of ['preferred_username', 'email'] as const) {
    const value = claims[key];
    if (typeof value === 'string' && value.trim()) return value.trim().slice(0, LIMITS.accountMax);
  }
  return null;
}

/** A text claim, cut to what the admin-user screen accepts for a name or an e-mail (so the operator stays editable there). */
export const textClaim = (claims: IdClaims, key: string): string =>
  (typeof claims[key] === 'string' ? (claims[key] as string).trim().slice(0, LIMITS.userNameMax) : '');

/** root is the break-glass account: it signs in with its local password and second factor only. */
export const isRoot = (account: string): boolean => account.toLowerCase() === adminUsers.ROOT_ACCOUNT.toLowerCase();

/** What the user's groups give: the role of the first role mapping they match, and every region of every region mapping they match. */
export function mapGroups(groups: readonly string[], roleMappings: readonly sso.RoleMapping[], regionMappings: readonly sso.RegionMapping[]) {
  const has = new Set(groups);
  const roleId = roleMappings.find((m) => has.has(m.group))?.roleId ?? null;
  const regions = [...new Set(regionMappings.filter((m) => has.has(m.group)).flatMap((m) => m.regions))].filter(isRegionName);
  return { roleId, regions: regions as RegionName[] };
}

/** amr values (RFC 8176) that say more than a password was asked. */
const MULTI_FACTOR_AMR = new Set(['mfa', 'otp', 'hwk', 'swk', 'sms', 'tel', 'face', 'fpt', 'iris', 'retina', 'vbm', 'sc']);

/**
 * Whether the provider says it asked a second factor: an amr value that is one (RFC 8176), or an acr naming
 * multi-factor or assurance level 2+ (NIST "aal2", REFEDS MFA, "phr"/"phrh" phishing-resistant).
 */
export function providerAskedSecondFactor(claims: IdClaims): boolean {
  const amr = Array.isArray(claims.amr) ? claims.amr.filter((a): a is string => typeof a === 'string') : [];
  if (amr.some((a) => MULTI_FACTOR_AMR.has(a.toLowerCase()))) return true;
  const acr = typeof claims.acr === 'string' ? claims.acr.toLowerCase() : '';
  return /mfa|aal[23]|phrh?$/.test(acr);
}
