import { ALL_ENDPOINTS, ALWAYS_GRANTED_MENUS, type Endpoint, type PermissionCode, type ServiceKind } from '@gwn/contract';
import type { TestEnv } from '../test-system.ts';

/** How a generated test names an endpoint, so a failure says which one: `POST /admin/login`. */
export const nameOf = (endpoint: Endpoint): string => `${endpoint.method} ${endpoint.path}`;

/** Every endpoint of the contract, account service first. */
export const CONTRACT_ENDPOINTS: readonly Endpoint[] = [...ALL_ENDPOINTS].sort((a, b) => a.service.localeCompare(b.service));

/** The permission code an endpoint is guarded by; null for public, session, internal and device endpoints. */
export function permissionOf(endpoint: Endpoint): PermissionCode | null {
  const { guard } = endpoint;
  return guard === 'public' || guard === 'session' || guard === 'internal' || guard === 'device' || guard === 'application' ? null : guard;
}

/** Menus every role is given (contract menus.ts): no role can lack them, so their endpoints have no 403 to check. */
export const isAlwaysGranted = (code: PermissionCode): boolean => ALWAYS_GRANTED_MENUS.some((menu) => menu === code);

/** A service of a test system with its database: the account service, or the first region (US). */
export function serviceOf(env: TestEnv, kind: ServiceKind) {
  if (kind === 'region') return { app: env.regionApp(), db: env.regionDb() };
  const { account } = env.system;
  if (!account) throw new Error('the contract tests run the account service');
  return { app: account.app, db: account.database.db };
}
