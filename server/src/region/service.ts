import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { RegionName } from '@gwn/contract';
import { buildApp } from '../app.ts';
import type { Config } from '../config.ts';
import { remoteAuthenticator } from '../core/remote-authenticator.ts';
import type { RegionDb } from '../db/connect.ts';
import type { Mailer } from '../mail/mailer.ts';
import { INTERNAL_VERIFY_PATH } from '../account/sessions/internal-routes.ts';
import { registerDeviceCatalogue } from './device-types/register-catalogue.ts';
import { seedDeviceCatalogue } from './demo/device-catalogue.ts';
import { registerDashboardRoutes } from './dashboard/routes.ts';
import { registerUploadAreas } from './uploads/routes.ts';
import { DASHBOARD_CACHE_SECONDS } from './dashboard/service.ts';
import { registerEnterpriseAreas } from './enterprises/register-areas.ts';

export interface RegionServiceDeps {
  config: Config;
  region: RegionName;
  db: RegionDb;
  mailer: Mailer;
  /** Where this region reaches the account service (loopback in the all-in-one process). */
  accountInternalUrl: string;
  logger?: FastifyServerOptions['logger'];
}

/** One data-centre region: its enterprises, devices and the files and settings kept there. */
export async function createRegionService(deps: RegionServiceDeps): Promise<FastifyInstance> {
  const authenticator = remoteAuthenticator({
    verifyUrl: new URL(INTERNAL_VERIFY_PATH, deps.accountInternalUrl).toString(),
    secret: deps.config.internalSecret,
    cacheSeconds: deps.config.sessionCacheSeconds,
  });
  await seedDeviceCatalogue(deps.db, { demoData: deps.config.demoData });
  return buildApp({
    kind: 'region',
    name: `region ${deps.region}`,
    authenticator,
    corsOrigins: deps.config.corsOrigins,
    logger: deps.logger,
    register: async (host) => {
      await registerEnterpriseAreas(host, deps);
      registerDeviceCatalogue(host, deps.db);
      registerDashboardRoutes(host, { db: deps.db, cacheSeconds: DASHBOARD_CACHE_SECONDS });
      await registerUploadAreas(host, deps);
    },
  });
}
