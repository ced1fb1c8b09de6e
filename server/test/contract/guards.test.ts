import { describe, expect, it } from 'vitest';
import { RetCode, type Endpoint } from '@gwn/contract';
import { useTestSystem } from '../test-system.ts';
import { CONTRACT_ENDPOINTS, isAlwaysGranted, nameOf, permissionOf, serviceOf } from './contract-endpoints.ts';
import { applicationCredential, deviceCredential, operatorsLacking, UNKNOWN_TOKEN, WRONG_APPLICATION_SECRET, WRONG_DEVICE_KEY, WRONG_SECRET } from './credentials.ts';
import { payloadRequest, send, type Credential } from './raw-request.ts';
import { requireRegistered } from './registered.ts';
import { derivedPayload } from './schema-values.ts';
import { tablesChangedBy } from './table-digest.ts';

/*
 * Generated from the contract: every endpoint's guard, checked on its service. A new endpoint is covered
 * by declaring it; nothing here names one.
 */
describe('guards of every endpoint of the contract', () => {
  const env = useTestSystem({ regions: ['US'] });
  const admin = env.operator();
  const lacking = operatorsLacking(() => env.accountDb);

  /** Sends the endpoint a payload of valid shape with each credential; answers each answer and the tables changed meanwhile. */
  async function sendWith(endpoint: Endpoint, credentials: Credential[]) {
    const { app, db } = serviceOf(env, endpoint.service);
    const request = payloadRequest(endpoint, derivedPayload(endpoint));
    const { value: answers, changed } = await tablesChangedBy(db, async () => {
      const all = [];
      for (const credential of credentials) all.push(await send(app, endpoint, { ...request, credential }));
      return all;
    });
    return { answers: answers.map((a) => ({ status: a.status, retCode: a.retCode })), changed };
  }

  for (const endpoint of CONTRACT_ENDPOINTS) {
    const name = nameOf(endpoint);
    const code = permissionOf(endpoint);

    if (endpoint.guard === 'public') {
      it(`${name}: public, answered without a credential`, async () => {
        requireRegistered(serviceOf(env, endpoint.service).app, endpoint);
        const { answers: [answer] } = await sendWith(endpoint, [null]);
        expect(answer.status).not.toBe(404);
        expect([401, 403]).not.toContain(answer.status);
      });
    } else if (endpoint.guard === 'internal') {
      it(`${name}: 401 without the internal secret; 403 with a super administrator's credential instead, or a wrong secret; nothing written`, async () => {
        requireRegistered(serviceOf(env, endpoint.service).app, endpoint);
        const { answers, changed } = await sendWith(endpoint, [null, { token: admin.token }, { internalSecret: WRONG_SECRET }]);
        expect(answers).toEqual([{ status: 401, retCode: 401 }, { status: 403, retCode: 403 }, { status: 403, retCode: 403 }]);
        expect(changed).toEqual([]);
      });
    } else if (endpoint.guard === 'device') {
      it(`${name}: 401 without a device key; 403 with a super administrator's credential instead, a wrong key, or another device's key for this MAC; nothing written`, async () => {
        requireRegistered(serviceOf(env, endpoint.service).app, endpoint);
        const right = deviceCredential(env);
        const other = deviceCredential(env, '02:00:5E:10:00:02');
        const borrowed: Credential = right && 'device' in right && other && 'device' in other
          ? { device: { mac: right.device.mac, key: other.device.key } } : null;
        const { answers, changed } = await sendWith(endpoint, [null, { token: admin.token }, WRONG_DEVICE_KEY, borrowed]);
        expect(answers).toEqual([
          { status: 401, retCode: 401 }, { status: 403, retCode: 403 }, { status: 403, retCode: 403 }, { status: 403, retCode: 403 },
        ]);
        expect(changed).toEqual([]);
      });
    } else if (endpoint.guard === 'application') {
      it(`${name}: 401 with retCode 15042 without an application secret, with a super administrator's credential instead, a wrong secret, or an unknown application id; nothing written`, async () => {
        requireRegistered(serviceOf(env, endpoint.service).app, endpoint);
        const right = await applicationCredential(env);
        const appId = right && 'application' in right ? right.application.appId : '';
        const refused = { status: 401, retCode: RetCode.AppCredentialsInvalid };
        const { answers, changed } = await sendWith(endpoint, [
          null, { token: admin.token }, { application: { appId, secret: WRONG_APPLICATION_SECRET } },
          { application: { appId: 'app_unknown', secret: WRONG_APPLICATION_SECRET } },
        ]);
        expect(answers).toEqual([refused, refused, refused, refused]);
        expect(changed).toEqual([]);
      });
    } else {
      it(`${name}: 401 without a credential or with an unknown one (guard ${endpoint.guard}), nothing written`, async () => {
        requireRegistered(serviceOf(env, endpoint.service).app, endpoint);
        const { answers, changed } = await sendWith(endpoint, [null, { token: UNKNOWN_TOKEN }]);
        expect(answers).toEqual([{ status: 401, retCode: 401 }, { status: 401, retCode: 401 }]);
        expect(changed).toEqual([]);
      });
    }

    if (code && isAlwaysGranted(code)) {
      it(`${name}: no 403 to check, every role is granted ${code}`, () => {
        expect(isAlwaysGranted(code)).toBe(true);
      });
    } else if (code) {
      it(`${name}: 403 without ${code}, nothing written`, async () => {
        requireRegistered(serviceOf(env, endpoint.service).app, endpoint);
        const operator = await lacking(code);
        const { answers, changed } = await sendWith(endpoint, [{ token: operator.token }]);
        expect(answers).toEqual([{ status: 403, retCode: 403 }]);
        expect(changed).toEqual([]);
      });
    }
  }
});
