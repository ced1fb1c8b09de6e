import { beforeAll, describe, expect, it } from 'vitest';
import { auth, dashboard, regions } from '@gwn/contract';
import { remoteAuthenticator } from '../../core/remote-authenticator.ts';
import type { Authenticator } from '../../core/principal.ts';
import { eventually } from '../../../test/eventually.ts';
import { buildOperator } from '../../../test/factories.ts';
import { useTestSystem } from '../../../test/test-system.ts';
import { credentialsOf } from '../../../test/signin-helpers.ts';
import { digestPassword } from '../shared/password.ts';

describe('one sign-in works at every region, and its end reaches every region within 5 s', () => {
  const env = useTestSystem({ regions: ['US', 'EU'] });
  let regionView: Authenticator;
  const db = () => env.accountDb;

  /** A real HTTP call to a region's guarded dashboard endpoint, as the console makes it. */
  const regionStatus = async (region: 'US' | 'EU', token: string) => {
    const res = await fetch(new URL(dashboard.accountCount.path, env.system.regions[region]!.url), {
      method: 'POST', headers: { authorization: token, 'content-type': 'application/json' }, body: '{}',
    });
    return res.status;
  };
  const signIn = async (op: { account: string; password: string }) =>
    String((await env.call(auth.login, credentialsOf(op))).headers.authorization);

  beforeAll(() => {
    regionView = remoteAuthenticator({
      accountUrl: env.system.account!.url,
      secret: env.system.config.internalSecret,
      cacheSeconds: env.system.config.sessionCacheSeconds,
    });
  });

  it('a credential from login is accepted by both regions, which see who it is', async () => {
    const op = await buildOperator(db(), { menus: ['dashboard'] });
    const token = await signIn(op);
    expect(await regionStatus('US', token)).toBe(200);
    expect(await regionStatus('EU', token)).toBe(200);
    const principal = await regionView.verify(token);
    expect(principal).toMatchObject({ account: op.account, region: 'US', superAdmin: false, mainAccount: true });
    expect(Object.keys(principal ?? {}).filter((k) => /password|totp|secret|hash/i.test(k))).toEqual([]);
  });

  it('after logout the credential fails at the regions within 5 seconds', async () => {
    const op = await buildOperator(db());
    const token = await signIn(op);
    expect(await regionStatus('EU', token)).toBe(200);
    expect(await regionView.verify(token)).not.toBeNull();
    expect((await env.call(auth.logout, {}, { token })).body.retCode).toBe(0);
    await eventually(async () => (await regionStatus('EU', token)) === 401, 5_000);
    await eventually(async () => (await regionView.verify(token)) === null, 5_000);
  });

  it('after a password change every credential of the operator fails at the regions within 5 seconds', async () => {
    const op = await buildOperator(db());
    const first = await signIn(op);
    const second = await signIn(op);
    expect(await regionStatus('US', first)).toBe(200);
    expect(await regionStatus('EU', second)).toBe(200);
    const res = await env.call(auth.resetPassword, {
      oldPassword: digestPassword(op.password), password: digestPassword('Changed-2026'), confirmPassword: digestPassword('Changed-2026'),
    }, { token: first });
    expect(res.body.retCode).toBe(0);
    await eventually(async () => (await regionStatus('US', first)) === 401 && (await regionStatus('EU', second)) === 401, 5_000);
    await eventually(async () => (await regionView.verify(second)) === null, 5_000);
    const fresh = await signIn({ account: op.account, password: 'Changed-2026' });
    expect(await regionStatus('EU', fresh)).toBe(200);
  });

  it('a region refuses an operator it is not enabled for (403, 1113013), and accepts them within 5 s of enabling it', async () => {
    const op = await buildOperator(db(), { regions: ['US'] });
    const token = await signIn(op);
    expect(await regionStatus('US', token)).toBe(200);
    const refused = await fetch(new URL(dashboard.accountCount.path, env.system.regions.EU!.url), {
      method: 'POST', headers: { authorization: token, 'content-type': 'application/json' }, body: '{}',
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ retCode: 1113013 });
    // A main account enables a region by switching to it (spec 1 §4).
    expect((await env.call(regions.regionChange, { domain: 'EU' }, { token })).body.retCode).toBe(0);
    await eventually(async () => (await regionStatus('EU', token)) === 200, 5_000);
  });
});
