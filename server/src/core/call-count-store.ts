import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

type Answer = (err: Error | null, result?: { current: number; ttl: number }) => void;

/** Counts one call in a fixed window: the first call of a window starts its expiry (INCR + PEXPIRE, atomically). */
const COUNT = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if current == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}`;

/** Reads a count without changing it: {0, 0} when no window is open. */
const READ = `
local current = redis.call('GET', KEYS[1])
if not current then return {0, 0} end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then ttl = 0 end
return {tonumber(current), ttl}`;

interface CountCommands {
  gwnCallCount(key: string, windowMs: number, done: (err: Error | null, result: [number, number]) => void): void;
  gwnCallCountRead(key: string, done: (err: Error | null, result: [number, number]) => void): void;
}

/**
 * @fastify/rate-limit's store over a shared Redis with keys we name: `<prefix><key>`. The plugin's own Redis
 * store names a limiter made with createRateLimit after a route it does not have (`…undefinedundefined-<key>`),
 * and a store's child is where that happens; ours is its own child. The counting is the plugin's: a fixed
 * window from the first call, the same semantics as its in-memory store.
 */
export function redisCallCountStore(redis: Redis, prefix: string): FastifyRateLimitStoreCtor {
  if (!('gwnCallCount' in redis)) {
    redis.defineCommand('gwnCallCount', { numberOfKeys: 1, lua: COUNT });
    redis.defineCommand('gwnCallCountRead', { numberOfKeys: 1, lua: READ });
  }
  // defineCommand adds the methods at run time; this names them for the compiler.
  const commands = redis as unknown as CountCommands;
  const answer = (done: Answer) => (err: Error | null, result: [number, number]) => {
    if (err) done(err);
    else done(null, { current: result[0], ttl: result[1] });
  };

  return class CallCountStore implements FastifyRateLimitStore {
    incr(key: string, done: Answer, timeWindow: number): void {
      commands.gwnCallCount(prefix + key, timeWindow, answer(done));
    }

    /** The plugin's `{ increment: false }` reads through this. */
    read(key: string, done: Answer): void {
      commands.gwnCallCountRead(prefix + key, answer(done));
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}
