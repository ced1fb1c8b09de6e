import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { LogSettings } from './core/logging.ts';
import { REGIONS, type RegionName } from '@gwn/contract';
import { createAccountService } from './account/service.ts';
import type { CaptchaGenerator } from './account/shared/captcha-generator.ts';
import { bootstrapAccounts, type BootstrapResult } from './account/bootstrap/bootstrap-accounts.ts';
import type { Config } from './config.ts';
import {
  openAccountDatabase, openRegionDatabase, type AccountSchema, type Database, type DatabaseLocation, type RegionSchema,
} from './db/connect.ts';
import { createMailer } from './mail/mailer.ts';
import { createRegionService } from './region/service.ts';
import { seedDemoDataIfEmpty } from './region/demo/seed-demo-data.ts';
import { serveConsole } from './core/console-static.ts';

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
  close(): Promise<void>;
}

/** Where a service's database is unless a test says otherwise: also what the command-line tools open. */
export function defaultLocation(config: Config, service: 'account' | RegionName): DatabaseLocation {
  return { url: config.databaseUrls[service], dataDir: path.join(config.dataDir, service.toLowerCase(), 'db') };
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
  const mailerFor = (service: string) =>
    createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(config.dataDir, service, 'outbox') });
  const system: RunningSystem = { config, regions: {}, close: async () => {} };
  const closers: (() => Promise<void>)[] = [];
  system.close = async () => {
    for (const close of closers.reverse()) await close();
  };

  try {
    let accountInternalUrl = opts.accountInternalUrl ?? `http://127.0.0.1:${config.port}`;
    if (opts.account ?? true) {
      const database = await openAccountDatabase(locate('account'));
      closers.push(() => database.close());
      system.bootstrap = await bootstrapAccounts(database.db, { adminPassword: config.adminPassword, demoData: config.demoData });
      const app = await createAccountService({ config, db: database.db, mailer: mailerFor('account'), logger: opts.logger, captcha: opts.captcha });
      serveConsole(app, config.webDist);
      closers.push(() => app.close());
      const url = await listen(app, config.host, opts.ephemeralPorts ? 0 : config.port);
      if (opts.ephemeralPorts) {
        config.accountUrl = url;
        config.corsOrigins.push(new URL(url).origin);
      }
      accountInternalUrl = opts.accountInternalUrl ?? url;
      system.account = { app, database, url };
    }
    for (const region of opts.regions ?? REGIONS) {
      const database = await openRegionDatabase(locate(region));
      closers.push(() => database.close());
      if (config.demoData) await seedDemoDataIfEmpty(database.db, region, { scale: config.demoScale });
      const app = await createRegionService({
        config, region, db: database.db, mailer: mailerFor(region.toLowerCase()), accountInternalUrl, logger: opts.logger,
      });
      closers.push(() => app.close());
      const url = await listen(app, config.host, opts.ephemeralPorts ? 0 : config.regionPorts[region]);
      if (opts.ephemeralPorts) config.regionUrls[region] = url;
      system.regions[region] = { app, database, url };
    }
  } catch (err) {
    await system.close();
    throw err;
  }
  return system;
}
