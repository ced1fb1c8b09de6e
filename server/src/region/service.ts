import type { FastifyInstance } from 'fastify';
import type { LogSettings } from '../core/logging.ts';
import type { RegionName } from '@gwn/contract';
import { buildApp } from '../app.ts';
import { auditWriter } from '../core/audit-writer.ts';
import { installCallLimits } from '../core/call-limits.ts';
import { createEndpointHost } from '../core/endpoint-host.ts';
import { remoteAuthenticator } from '../core/remote-authenticator.ts';
import type { Config } from '../config.ts';
import type { RegionDb } from '../db/connect.ts';
import { regionAuditLog } from '../db/region-schema.ts';
import { mailOutbox } from '../mail/mail-outbox.ts';
import type { Mailer } from '../mail/mailer.ts';
import { openFileStore } from '../storage/open-file-store.ts';
import { REGION_AREAS } from './areas.ts';
import { seedFunctionCatalogue } from './bootstrap/seed-function-catalogue.ts';
import { seedDemoDeviceTypes } from './demo/demo-device-types.ts';
import { seedDemoSystemSettings } from './demo/system-settings.ts';
import { openApiRepo } from './shared/open-api-repo.ts';
import type { RegionContext } from './shared/region-context.ts';

export interface RegionServiceDeps {
  config: Config;
  region: RegionName;
  db: RegionDb;
  mailer: Mailer;
  /** Where this region reaches the account service (loopback in the all-in-one process). */
  accountInternalUrl: string;
  logger?: LogSettings;
}

/** One data-centre region: its enterprises, devices and the files and settings kept there. */
export async function createRegionService(deps: RegionServiceDeps): Promise<FastifyInstance> {
  const { config, region, db } = deps;
  const app = await buildApp({ name: `region ${region}`, http: config, resourcePolicy: 'cross-origin', logger: deps.logger });
  const authenticator = remoteAuthenticator({
    accountUrl: deps.accountInternalUrl, secret: config.internalSecret, cacheSeconds: config.sessionCacheSeconds,
  });
  await seedFunctionCatalogue(db);
  if (config.demoData) await seedDemoDeviceTypes(db);
  if (config.demoData) await seedDemoSystemSettings(db, region);
  // Opening the store sweeps uploads a previous run left half-written, before the service accepts new ones.
  const files = await openFileStore(config, region);
  // Open-API call counts: shared by the region's processes through Redis when configured (docs/architecture.md).
  const limits = config.openApiLimits;
  const callLimiter = await installCallLimits(app, {
    windowMs: limits.windowMs, redisUrl: limits.redisUrl, keyPrefix: `${limits.redisKeyPrefix}${region}:open-api:`,
  });
  const outbox = mailOutbox({ db, mailer: deps.mailer, settings: config.noticeMail, service: `region ${region}`, log: app.log, metrics: app.metrics });
  const ctx: RegionContext = {
    config, region, db, files, mailer: deps.mailer, outbox, audit: auditWriter(regionAuditLog), log: app.log, callLimiter,
    publicUrl: () => config.regionUrls[region],
    accountInternalUrl: deps.accountInternalUrl,
  };
  const applications = { find: (appId: string) => openApiRepo(db).application(appId) };
  const host = createEndpointHost(app, {
    service: 'region', db, audit: ctx.audit, files,
    guard: { authenticator, internalSecret: config.internalSecret, region, deviceSecret: config.deviceSecrets[region], applications },
    uploadIdleMs: config.uploadIdleSeconds * 1000,
    callLimits: { limiter: callLimiter, limitOf: (appId, url) => openApiRepo(db).effectiveLimit(appId, url) },
  });
  for (const register of REGION_AREAS) await register(host, ctx);
  host.onReady(() => outbox.runner.start());
  host.onClose(() => outbox.runner.stop());
  return app;
}
