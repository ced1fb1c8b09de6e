import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLimits as contract, APPLICATION_HEADERS, openApi } from '@gwn/contract';
import { createMailer } from '../../mail/mailer.ts';
import { buildApplication } from '../../../test/region-factories.ts';
import { useTestSystem } from '../../../test/test-system.ts';
import { createRegionService } from '../service.ts';

/** Where the counts are shared; Redis runs here and on CI. */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('API limits with Redis: every process of a region shares one count', () => {
  // A key prefix of this run alone, so parallel runs and earlier ones never share a count.
  const redisKeyPrefix = `gwn-test-${randomBytes(6).toString('hex')}:`;
  const env = useTestSystem({ regions: ['US'], config: { openApiLimits: { windowMs: 60_000, redisUrl: REDIS_URL, redisKeyPrefix } } });
  const admin = env.operator({ menus: ['apiInterfaceRestrictions'], actions: ['admin_sys_api_limit_list', 'admin_sys_api_limit_add'] });
  let second: FastifyInstance;

  beforeAll(async () => {
    // A second region service process on the same database and Redis, as a scaled-out region runs.
    second = await createRegionService({
      config: env.system.config, region: 'US', db: env.regionDb(),
      mailer: createMailer({ from: 'test@example.test', outboxDir: path.join(os.tmpdir(), `gwn-outbox-${process.pid}`) }),
      accountInternalUrl: 'http://127.0.0.1:9',
    });
    await second.ready();
  });
  afterAll(async () => { await second?.close(); });

  it('a burst split over two instances is refused once their calls together pass the limit, and the list counts both', async () => {
    const cred = await buildApplication(env.regionDb());
    await env.call(contract.add, { mode: 1, appId: cred.appId, url: openApi.devices.path, count: 4 }, { token: admin.token });
    const headers = { [APPLICATION_HEADERS.appId]: cred.appId, [APPLICATION_HEADERS.secret]: cred.secret };
    const first = env.regionApp();
    const statuses: number[] = [];
    for (const app of [first, second, first, second, first, second]) {
      statuses.push((await app.inject({ method: 'GET', url: openApi.devices.path, headers })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    const listed = await env.call(contract.list, { filter: { appId: cred.appId } }, { token: admin.token });
    // Six calls, four answered: usage counts the answered ones (issue 26).
    expect(listed.body.data.result[0]).toMatchObject({ used: 4, near: true });
  });
});
