import { isEndpoint, type Endpoint } from './endpoint.ts';
import * as modules from './endpoint-modules.ts';

/** Every endpoint of the product, for the OpenAPI document and the authorization-matrix tests: read from the modules' list. */
export const ALL_ENDPOINTS: readonly Endpoint[] = Object.values(modules)
  .flatMap((area) => Object.values(area as Record<string, unknown>).filter(isEndpoint));
