import { deviceFunctions as contract } from '@gwn/contract';
import { registerEndpoint, type EndpointHost } from '../../core/register-endpoint.ts';
import type { ModelCompareService } from './service.ts';

/** The public comparison call; the guard is 'public' in the contract. */
export function registerModelCompareRoutes(host: EndpointHost, service: ModelCompareService): void {
  registerEndpoint(host, contract.functionTableAll, () => service.tableAll());
}
