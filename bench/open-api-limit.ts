/**
 * Open-API call limits (docs/architecture.md, "API limits and the open API"), with and without Redis:
 *   1. what the limit check adds to a call: the same GET answered by one Fastify route with and without the
 *      region's check (effective-limit lookup + @fastify/rate-limit store increment), p50/p95 over sequential calls;
 *   2. exactness: 32 concurrent clients call one application's URL with a limit of 500; exactly 500 are answered 200.
 * The limit lookup is a stub here (the region reads one indexed row); the store is the real one.
 *   npx tsx bench/open-api-limit.ts      (REDIS_URL, default redis://127.0.0.1:6379, for the Redis runs)
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { RetCode } from '@gwn/contract';
import { ApiError } from '../server/src/core/api-error.ts';
import { installCallLimits, type CallLimiter } from '../server/src/core/call-limits.ts';
import { writeDocSection } from './lib/doc-section.ts';
import { describeMachine, median, percentile } from './lib/machine.ts';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const CALLS = 3000;
const CLIENTS = 32;
const LIMIT = 500;
const ATTEMPTS = 1600;

async function appWith(redisUrl: string | undefined): Promise<{ app: FastifyInstance; limiter: CallLimiter; url: string }> {
  const app = Fastify();
  const limiter = await installCallLimits(app, { windowMs: 600_000, redisUrl, keyPrefix: `bench-${randomBytes(4).toString('hex')}:` });
  app.setErrorHandler((err, _req, reply) => {
    const status = err instanceof ApiError ? err.httpStatus : 500;
    return reply.status(status).send({ retCode: err instanceof ApiError ? err.retCode : RetCode.ServiceError });
  });
  app.get('/plain', async () => ({ retCode: 0 }));
  app.get('/limited', {
    preHandler: async (req, reply) => {
      const appId = String(req.headers['x-app-id']);
      await limiter.count(appId, '/limited', Number(req.headers['x-limit']), (n, v) => { reply.header(n, v); });
    },
  }, async () => ({ retCode: 0 }));
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, limiter, url };
}

async function timed(url: string, headers: Record<string, string>): Promise<number> {
  const start = process.hrtime.bigint();
  const res = await fetch(url, { headers });
  await res.arrayBuffer();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

async function measure(label: string, redisUrl: string | undefined) {
  const { app, url } = await appWith(redisUrl);
  try {
    const plain: number[] = [];
    const limited: number[] = [];
    const appId = `bench_${randomBytes(4).toString('hex')}`;
    for (let i = 0; i < 200; i++) await timed(`${url}/plain`, {}); // warm up
    for (let i = 0; i < CALLS; i++) {
      plain.push(await timed(`${url}/plain`, {}));
      limited.push(await timed(`${url}/limited`, { 'x-app-id': appId, 'x-limit': String(CALLS * 10) }));
    }
    // Exactness: 32 clients racing on one application's window.
    const racer = `race_${randomBytes(4).toString('hex')}`;
    let next = 0;
    let ok = 0;
    let refused = 0;
    await Promise.all(Array.from({ length: CLIENTS }, async () => {
      while (next < ATTEMPTS) {
        next += 1;
        const res = await fetch(`${url}/limited`, { headers: { 'x-app-id': racer, 'x-limit': String(LIMIT) } });
        await res.arrayBuffer();
        if (res.status === 200) ok += 1;
        else if (res.status === 429) refused += 1;
      }
    }));
    const row = {
      label, plainP50: median(plain), plainP95: percentile(plain, 95), limitedP50: median(limited), limitedP95: percentile(limited, 95),
      addedP95: percentile(limited, 95) - percentile(plain, 95), ok, refused,
    };
    console.log(row);
    return row;
  } finally {
    await app.close();
  }
}

const rows = [await measure('memory', undefined), await measure('Redis', REDIS_URL)];
const f = (ms: number) => ms.toFixed(3);
const section = [
  '<!-- open-api-limit:start -->',
  '## Open-API call limits (bench/open-api-limit.ts)',
  '',
  `Measured ${new Date().toISOString()} on ${describeMachine()}.`,
  `${CALLS} sequential GETs each to a plain route and to the same route behind the limit check (store increment of @fastify/rate-limit;`,
  `the region's one-row limit lookup is not included), then ${CLIENTS} concurrent clients making ${ATTEMPTS} calls against a limit of ${LIMIT}.`,
  '',
  '| store | plain p50 / p95 (ms) | with limit p50 / p95 (ms) | added at p95 (ms) | answered 200 (limit ' + LIMIT + ') | 429 |',
  '|---|---|---|---|---|---|',
  ...rows.map((r) => `| ${r.label} | ${f(r.plainP50)} / ${f(r.plainP95)} | ${f(r.limitedP50)} / ${f(r.limitedP95)} | ${f(r.addedP95)} | ${r.ok} | ${r.refused} |`),
  '<!-- open-api-limit:end -->',
].join('\n');
writeDocSection(path.resolve(import.meta.dirname, '..', 'docs', 'benchmarks.md'), { start: '<!-- open-api-limit:start -->', end: '<!-- open-api-limit:end -->' }, section);
if (rows.some((r) => r.ok !== LIMIT)) process.exitCode = 1;
