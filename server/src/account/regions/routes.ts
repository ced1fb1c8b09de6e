import { regions } from '@gwn/contract';
import { registerEndpoint, type EndpointHost } from '../../core/register-endpoint.ts';
import type { RegionService } from './service.ts';

export function registerRegionRoutes(host: EndpointHost, service: RegionService): void {
  registerEndpoint(host, regions.regionList, service.list);
  registerEndpoint(host, regions.regionCheck, service.check);
  registerEndpoint(host, regions.regionChange, service.change);
}
