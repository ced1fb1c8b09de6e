import { managerVisits as contract } from '@gwn/contract';
import { registerEndpoint, type EndpointHost } from '../../core/register-endpoint.ts';
import { managerVisitService } from './service.ts';
import type { RegionDb } from '../../db/connect.ts';

export function registerManagerVisitRoutes(host: EndpointHost, db: RegionDb): void {
  const service = managerVisitService(db);
  registerEndpoint(host, contract.infos, (p) => service.infos(p));
}
