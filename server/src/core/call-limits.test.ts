import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { APPLICATION_HEADERS, openApi } from '@gwn/contract';
import { buildApplication } from '../../test/region-factories.ts';
import { useTestSystem } from '../../test/test-system.ts';

/** Where the counts are shared; Redis runs here and on CI. */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('open-API call counts in Redis', () => {
  // A prefix of this run alone, so the keys this test reads are the ones it made.
  const redisKeyPrefix = `gwn-test-${randomBytes(6).toString('hex')}:`;
  const env = useTestSystem({ regions: ['US'], config: { openApiLimits: { windowMs: 60_000, redisUrl: REDIS_URL, redisKeyPrefix } } });
  const redis = new Redis(REDIS_URL, { lazyConnect: true });
  afterAll(async () => {
    const keys = await redis.keys(`${redisKeyPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('keys a count by region, application and URL, and expires it with its window', async () => {
    const cred = await buildApplication(env.regionDb());
    const headers = { [APPLICATION_HEADERS.appId]: cred.appId, [APPLICATION_HEADERS.secret]: cred.secret };
    for (let i = 0; i < 2; i++) {
      const res = await env.regionApp().inject({ method: 'GET', url: openApi.devices.path, headers });
      expect(res.statusCode).toBe(200);
    }
    const key = `${redisKeyPrefix}US:open-api:${cred.appId}:${openApi.devices.path}`;
    expect(await redis.keys(`${redisKeyPrefix}*`)).toEqual([key]);
    expect(await redis.get(key)).toBe('2');
    const ttl = await redis.pttl(key);
    expect(ttl).toBeGreaterThan(50_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });
});
