import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { RetCode } from '@gwn/contract';
import { ApiError } from './api-error.ts';
import { redisCallCountStore } from './call-count-store.ts';

/** The limit that governs one application's calls to one URL: calls per window. */
export type EffectiveLimit = (appId: string, url: string) => Promise<number | null>;

export interface CallLimitOptions {
  /** The fixed window calls are counted in (it starts with the first call after the previous one ended). */
  windowMs: number;
  /** Shared counting across the region's processes; absent: this process's memory. */
  redisUrl?: string;
  /** Prefix of every Redis key of these counts. */
  keyPrefix: string;
}

/**
 * Counting of open-API calls (docs/architecture.md, "API limits and the open API"). The counts are
 * @fastify/rate-limit's store (Redis through ioredis when configured, else its in-memory LRU), keyed by
 * application id and URL; the limit of each key is looked up per call (the application's override, else the default).
 */
export interface CallLimiter {
  /** Counts one call; over the limit throws 15043 (HTTP 429) after setting Retry-After. No limit: nothing counted. */
  count(appId: string, url: string, limit: number | null, setHeader: (name: string, value: string) => void): Promise<void>;
  /** Calls counted for an application and URL in its current window, without counting one. */
  used(appId: string, url: string): Promise<number>;
}

/**
 * The count key of an application's calls to a URL (a colon never occurs in an application id). In Redis it
 * follows the region's prefix: `gwn:US:open-api:app_…:/openapi/v1/devices`.
 */
const keyOf = (appId: string, url: string) => `${appId}:${url}`;

/** What the limiter reads of a request: the key and the limit of the call being counted. */
interface LimitProbe {
  limitKey: string;
  limitMax: number;
  routeOptions: { config: Record<string, never> };
}

/** The largest count a probe of usage may name (reading ignores it; the store needs a number). */
const READ_MAX = 2_147_483_647;

/** Installs the rate-limit plugin (routes opt in through `count`, never globally) and answers the region's limiter. */
export async function installCallLimits(app: FastifyInstance, opts: CallLimitOptions): Promise<CallLimiter> {
  const redis = opts.redisUrl
    ? new Redis(opts.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: true, lazyConnect: false })
    : null;
  if (redis) app.addHook('onClose', async () => { await redis.quit(); });
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { store: redisCallCountStore(redis, opts.keyPrefix) } : {}),
    // A store failure (Redis unreachable) fails the call: an unlimited open API is not a state we answer in.
    skipOnError: false,
  });
  const limiter = app.createRateLimit({
    keyGenerator: (req) => (req as unknown as LimitProbe).limitKey,
    max: (req) => (req as unknown as LimitProbe).limitMax,
    timeWindow: opts.windowMs,
    // The in-memory store's LRU: room for every application and URL counted in one window.
    ...({ cache: 100_000 } as object),
  });
  const probe = (appId: string, url: string, max: number) =>
    ({ limitKey: keyOf(appId, url), limitMax: max, routeOptions: { config: {} } }) satisfies LimitProbe as unknown as FastifyRequest;

  return {
    async count(appId, url, limit, setHeader) {
      if (limit === null) return;
      const state = await limiter(probe(appId, url, limit));
      if (state.isAllowed || !state.isExceeded) return;
      setHeader('retry-after', String(Math.max(1, state.ttlInSeconds)));
      throw new ApiError(RetCode.ApiLimitExceeded);
    },
    async used(appId, url) {
      const state = await limiter(probe(appId, url, READ_MAX), { increment: false });
      return state.isAllowed ? 0 : READ_MAX - state.remaining;
    },
  };
}
