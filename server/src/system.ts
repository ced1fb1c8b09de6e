import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { LogSettings } from './core/logging.ts';
import { REGIONS, type RegionName } from '@gwn/contract';
import { createAccountService } from './account/service.ts';
import type { CaptchaGenerator } from './account/shared/captcha-generator.ts';
import { bootstrapAccounts, type BootstrapResult } from './account/bootstrap/bootstrap-accounts.ts';
import type { Config } from './config.ts';
import {
  openAccountDatabase, openRegionDatabase, type AccountSchema, type ConnectionSettings, type Database, type DatabaseLocation,
  type RegionSchema,
} from './db/connect.ts';
import { createMailer } from './mail/mailer.ts';
import { createRegionService } from './region/service.ts';
import { seedDemoDataIfEmpty } from './region/demo/seed-demo-data.ts';
import { serveConsole } from './core/console-static.ts';
import { serveEmbedDemo } from './core/embed-demo.ts';
import { drain } from './core/drain.ts';
import { countedMailer } from './core/counted-mailer.ts';
import type { ServiceMetrics } from './core/metrics.ts';
import { installReadiness } from './core/readiness.ts';

export type { DatabaseLocation };

export interface SystemOptions {
  config: Config;
  /** Run the account service (default true). */
  account?: boolean;
  /** Regions to run (default all three). */
  regions?: readonly RegionName[];
  logger?: LogSettings;
  /** Overrides where each service's database lives (tests use in-memory PGlite or fresh PostgreSQL databases). */
  databaseFor?: (service: 'account' | RegionName) => DatabaseLocation;
  /** Listen on any free port and publish the actual addresses (tests). */
  ephemeralPorts?: boolean;
  /** Where regions reach the account service when it runs elsewhere. */
  accountInternalUrl?: string;
  /** Sign-in captchas whose answers a test knows; the product always draws real ones. */
  captcha?: CaptchaGenerator;
}

export interface RunningSystem {
  config: Config;
  account?: { app: FastifyInstance; database: Database<AccountSchema>; url: string };
  regions: Partial<Record<RegionName, { app: FastifyInstance; database: Database<RegionSchema>; url: string }>>;
  bootstrap?: BootstrapResult;
  /** True from the moment close() is called: /ready answers 503 so that load balancers stop sending calls. */
  draining: boolean;
  /**
   * Stops every service: each stops taking calls, finishes those in flight within SHUTDOWN_GRACE_SECONDS and
   * runs its onClose hooks; then the databases close.
   */
  close(): Promise<void>;
}

/** Where a service's database is unless a test says otherwise: also what the command-line tools open. */
export function defaultLocation(config: Config, service: 'account' | RegionName): DatabaseLocation {
  return { url: config.databaseUrls[service], dataDir: path.join(config.dataDir, service.toLowerCase(), 'db') };
}

/**
 * How a service holds its database: pool size and start-up wait from the configuration; a connection lost
 * outside a call is logged by the service once it exists (before that, on standard error).
 */
function connectionSettings(config: Config, service: string): ConnectionSettings & { logTo(app: FastifyInstance): void } {
  let report = (err: Error) => console.warn(`${service}: database connection lost: ${err.message}`);
  return {
    poolMax: config.databasePoolMax,
    embeddedSharedBuffers: config.embeddedSharedBuffers,
    startupWaitMs: config.databaseStartupWaitSeconds * 1000,
    onConnectionError: (err) => report(err),
    onStartupRetry: (err, attempt) => console.warn(`${service}: waiting for the database (attempt ${attempt}): ${err.message}`),
    logTo(app) { report = (err) => app.log.warn({ err: err.message }, 'database connection lost; the pool opens another'); },
  };
}

/** Readiness and the pool's figures, for a service whose app and database now exist. */
function watchService(app: FastifyInstance, database: Database<Record<string, unknown>>, opts: {
  service: string; migrations: 'account' | 'region'; accountUrl?: string; system: RunningSystem;
}): void {
  installReadiness(app, {
    service: opts.service, db: database.db, migrations: opts.migrations, accountUrl: opts.accountUrl, draining: () => opts.system.draining,
  });
  if (database.poolStats) app.metrics.pool(database.poolStats);
}

async function listen(app: FastifyInstance, host: string, port: number): Promise<string> {
  const address = await app.listen({ host, port });
  return address.replace('[::1]', 'localhost');
}

/**
 * Starts the services asked for, each with its own database, in this process. `npm start` runs
 * all four; production runs one per process (main.ts --service).
 */
export async function startSystem(opts: SystemOptions): Promise<RunningSystem> {
  const { config } = opts;
  const locate = opts.databaseFor ?? ((s) => defaultLocation(config, s));
  // A service's mails count in its metrics, which exist once the service does: `counts.metrics` is set then.
  const mailerFor = (service: string, counts: { metrics?: ServiceMetrics }) => countedMailer(
    createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(config.dataDir, service, 'outbox') }),
    (outcome) => counts.metrics?.mail(outcome),
  );
  const system: RunningSystem = { config, regions: {}, draining: false, close: async () => {} };
  const closers: (() => Promise<void>)[] = [];
  const graceMs = config.shutdownGraceSeconds * 1000;
  system.close = async () => {
    system.draining = true;
    // Regions first, then the account service, which their calls in flight may still ask about sessions.
    for (const close of [...closers].reverse()) await close();
  };

  try {
    let accountInternalUrl = opts.accountInternalUrl ?? `http://127.0.0.1:${config.port}`;
    if (opts.account ?? true) {
      const connection = connectionSettings(config, 'account');
      const database = await openAccountDatabase(locate('account'), connection);
      closers.push(() => database.close());
      system.bootstrap = await bootstrapAccounts(database.db, { adminPassword: config.adminPassword, demoData: config.demoData });
      const counts: { metrics?: ServiceMetrics } = {};
      const mailer = mailerFor('account', counts);
      const account = await createAccountService({ config, db: database.db, mailer, logger: opts.logger, captcha: opts.captcha });
      counts.metrics = account.metrics;
      connection.logTo(account);
      watchService(account, database, { service: 'account', migrations: 'account', system });
      serveConsole(account, config.webDist);
      if (config.embedDemo) serveEmbedDemo(account);
      closers.push(() => drain(account, graceMs));
      const url = await listen(account, config.host, opts.ephemeralPorts ? 0 : config.port);
      if (opts.ephemeralPorts) {
        config.accountUrl = url;
        config.corsOrigins.push(new URL(url).origin);
      }
      accountInternalUrl = opts.accountInternalUrl ?? url;
      system.account = { app: account, database, url };
    }
    for (const region of opts.regions ?? REGIONS) {
      const connection = connectionSettings(config, `region ${region}`);
      const database = await openRegionDatabase(locate(region), connection);
      closers.push(() => database.close());
      if (config.demoData) await seedDemoDataIfEmpty(database.db, region, { scale: config.demoScale });
      const counts: { metrics?: ServiceMetrics } = {};
      const mailer = mailerFor(region.toLowerCase(), counts);
      const regionApp = await createRegionService({ config, region, db: database.db, mailer, accountInternalUrl, logger: opts.logger });
      counts.metrics = regionApp.metrics;
      connection.logTo(regionApp);
      watchService(regionApp, database, { service: `region ${region}`, migrations: 'region', accountUrl: accountInternalUrl, system });
      closers.push(() => drain(regionApp, graceMs));
      const url = await listen(regionApp, config.host, opts.ephemeralPorts ? 0 : config.regionPorts[region]);
      if (opts.ephemeralPorts) config.regionUrls[region] = url;
      system.regions[region] = { app: regionApp, database, url };
    }
  } catch (err) {
    await system.close();
    throw err;
  }
  return system;
}
