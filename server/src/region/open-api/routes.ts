import { openApi } from '@gwn/contract';
import type { RegionArea } from '../shared/region-context.ts';
import { openApiService } from './service.ts';

/** The integrators' open API: guarded by application id and secret, each call counted against its API limit (core). */
export const registerOpenApi: RegionArea = (host) => {
  host.handleAll(openApi, openApiService);
};
