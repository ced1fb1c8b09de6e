import { ALL_ACTION_KEYS, apDevices, MENU_IDS, type Endpoint, type PermissionCode } from '@gwn/contract';
import { deviceKeyOf } from '../../src/core/guard.ts';
import type { AccountDb } from '../../src/db/connect.ts';
import { buildOperator, type BuiltOperator } from '../factories.ts';
import { buildApplication } from '../region-factories.ts';
import type { TestEnv } from '../test-system.ts';
import type { Credential } from './raw-request.ts';

const { normalizeMac } = apDevices;

/** A credential the services do not know (long enough to be read as one). */
export const UNKNOWN_TOKEN = 'not-a-session-of-ours-0123456789';
export const WRONG_SECRET = 'not-the-internal-secret-0123456789';
/** The device generated requests to `device` endpoints come from. */
export const TEST_DEVICE_MAC = '02:00:5E:10:00:01';

/** A device's right key in the test system's US region. */
export function deviceCredential(env: TestEnv, mac = TEST_DEVICE_MAC): Credential {
  return { device: { mac, key: deviceKeyOf(env.system.config.deviceSecrets.US, normalizeMac(mac)) } };
}
export const WRONG_DEVICE_KEY: Credential = { device: { mac: TEST_DEVICE_MAC, key: 'f'.repeat(64) } };

/** A new application of a new enterprise in the US region, with its right secret. */
export async function applicationCredential(env: TestEnv): Promise<Credential> {
  const { appId, secret } = await buildApplication(env.regionDb());
  return { application: { appId, secret } };
}
export const WRONG_APPLICATION_SECRET = 'not-the-application-secret-0123456789';

/**
 * The credential that passes an endpoint's guard: the internal secret for internal endpoints, a device's
 * key for device endpoints, an application's secret for application endpoints, none for public ones,
 * otherwise the given operator's (a super administrator's unless a sample says otherwise).
 */
export async function passingCredential(env: TestEnv, endpoint: Endpoint, operator: BuiltOperator): Promise<Credential> {
  if (endpoint.guard === 'internal') return { internalSecret: env.system.config.internalSecret };
  if (endpoint.guard === 'public') return null;
  if (endpoint.guard === 'device') return deviceCredential(env);
  if (endpoint.guard === 'application') return applicationCredential(env);
  return { token: operator.token };
}

/**
 * Operators whose role grants every menu and action but one, and is no super administrator: refused by an
 * endpoint guarded by that one code, their 403 is about that code alone. Built once per code and file.
 */
export function operatorsLacking(accountDb: () => AccountDb) {
  const built = new Map<PermissionCode, Promise<BuiltOperator>>();
  return (code: PermissionCode): Promise<BuiltOperator> => {
    let operator = built.get(code);
    if (!operator) {
      operator = buildOperator(accountDb(), {
        superAdmin: false, menus: MENU_IDS.filter((m) => m !== code), actions: ALL_ACTION_KEYS.filter((a) => a !== code),
      });
      built.set(code, operator);
    }
    return operator;
  };
}
