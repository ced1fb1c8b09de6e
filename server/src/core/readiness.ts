import type { FastifyInstance } from 'fastify';
import { newestMigrationOf, type Db } from '../db/connect.ts';
import { readinessRepo } from './readiness-repo.ts';

export interface ReadinessOptions {
  /** Named in the answer, e.g. "region EU". */
  service: string;
  db: Db<Record<string, unknown>>;
  /** Whose migrations this database must have applied. */
  migrations: 'account' | 'region';
  /** A region's address of the account service: without it no operator's call can be verified. */
  accountUrl?: string;
  /** True once the service was asked to stop: a load balancer must send it nothing new. */
  draining(): boolean;
  /** How long each check may take before it counts as failed. */
  timeoutMs?: number;
}

/** A check's failure as one line, or null when it passed. */
type Check = () => Promise<string | null>;

/** A failure in a few words: a failed fetch says only "fetch failed", its cause says why (ECONNREFUSED). */
function describe(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const cause = err.cause as { code?: unknown; message?: unknown } | undefined;
  return typeof cause?.code === 'string' ? `${err.message} (${cause.code})` : err.message;
}

async function within(ms: number, what: string, check: Check): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<string>((done) => { timer = setTimeout(() => done(`${what}: no answer within ${ms} ms`), ms); });
  try {
    return await Promise.race([check().catch((err: unknown) => `${what}: ${describe(err)}`), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /ready, what a load balancer routes by (README, "Production"): 200 when the service can answer calls —
 * its database answers and has every migration this build knows, and, for a region, the account service
 * answers — else 503 with the reasons. While the service drains on SIGTERM it is never ready. /health, by
 * contrast, only says the process is alive (restart it when that fails).
 */
export function installReadiness(app: FastifyInstance, opts: ReadinessOptions): void {
  const timeoutMs = opts.timeoutMs ?? 2_000;
  const newestMigration = newestMigrationOf(opts.migrations);
  const repo = readinessRepo(opts.db);
  const checks: [string, Check][] = [
    ['database', async () => { await repo.ping(); return null; }],
    ['migrations', async () => {
      const applied = await repo.newestAppliedMigration();
      return applied >= newestMigration ? null : 'migrations: the database lacks migrations of this build';
    }],
  ];
  if (opts.accountUrl) {
    const healthUrl = new URL('/health', opts.accountUrl).toString();
    checks.push(['account service', async () => {
      const res = await fetch(healthUrl, { signal: AbortSignal.timeout(timeoutMs) });
      return res.ok ? null : `account service: answered HTTP ${res.status}`;
    }]);
  }

  app.get('/ready', { schema: { hide: true } }, async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    const reasons = opts.draining()
      ? ['shutting down: finishing the calls in flight']
      : (await Promise.all(checks.map(([what, check]) => within(timeoutMs, what, check)))).filter((r): r is string => r !== null);
    if (reasons.length > 0) return reply.code(503).send({ status: 'not ready', service: opts.service, reasons });
    return { status: 'ready', service: opts.service };
  });
}
