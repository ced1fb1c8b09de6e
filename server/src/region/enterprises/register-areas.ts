import type { RegionName } from '@gwn/contract';
import type { Config } from '../../config.ts';
import type { EndpointHost } from '../../core/register-endpoint.ts';
import type { RegionDb } from '../../db/connect.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { registerApDeviceRoutes } from '../ap-devices/routes.ts';
import { apDeviceService } from '../ap-devices/service.ts';
import { registerApPasswordRoutes } from '../ap-passwords/routes.ts';
import { apPasswordService } from '../ap-passwords/service.ts';
import { registerManagerVisitRoutes } from '../manager-visits/routes.ts';
import { registerTransferRoutes } from '../transfer/routes.ts';
import { registerEnterpriseRoutes } from './routes.ts';
import { enterpriseService } from './service.ts';

/** Enterprises and their devices: the enterprise list and actions, transfers, AP search, AP passwords, manager visits. */
export async function registerEnterpriseAreas(
  host: EndpointHost, deps: { config: Config; region: RegionName; db: RegionDb; mailer: Mailer },
): Promise<void> {
  registerEnterpriseRoutes(host, enterpriseService({
    db: deps.db, mailer: deps.mailer, regionUrl: () => deps.config.regionUrls[deps.region],
  }));
  registerApDeviceRoutes(host, apDeviceService(deps.db));
  await registerApPasswordRoutes(host, apPasswordService(deps.db));
  registerManagerVisitRoutes(host, deps.db);
  registerTransferRoutes(host, deps);
}
