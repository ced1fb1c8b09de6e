import type { internal, PermissionCode } from '@gwn/contract';

/** The signed-in operator behind a request, as every service sees them (the contract's session principal). */
export type Principal = internal.SessionPrincipal;

export function hasPermission(principal: Principal, code: PermissionCode): boolean {
  return principal.superAdmin || principal.permissions.includes(code);
}

/** Verifies a credential; null when it is unknown, expired or revoked. */
export interface Authenticator {
  verify(token: string): Promise<Principal | null>;
}

/** The credential from the authorization header, with or without a Bearer prefix. */
export function credentialFrom(header: string | undefined): string | null {
  if (!header) return null;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  return token.length >= 16 && token.length <= 256 ? token : null;
}
