import type { EndpointDescriptor, RegionName } from '@gwn/contract/console';

/**
 * Query keys. Data of a region is keyed `['region', <region>, ...]` so a region switch refetches
 * exactly that data (invalidate `REGION_SCOPE`); account data is keyed `['account', ...]`.
 */
export const REGION_SCOPE = ['region'] as const;
export const regionKey = (region: RegionName | null, ...parts: readonly unknown[]) => ['region', region, ...parts] as const;
export const accountKey = (...parts: readonly unknown[]) => ['account', ...parts] as const;
/** The public comparison page's data (no region, no sign-in); device-type changes refresh it. */
export const MODEL_COMPARE_KEY = ['public', 'model-compare'] as const;

/**
 * The key of an endpoint's data in a region, derived from the call itself: `['region', region, path, payload]`.
 * Without a payload it is the prefix of every query of that endpoint in that region (for refreshing them).
 */
export const endpointKey = (region: RegionName | null, endpoint: EndpointDescriptor, ...payload: [] | [unknown]) =>
  regionKey(region, endpoint.path, ...payload);

/** The key of an account-service endpoint's data: `['account', path, payload]`; without a payload, the prefix of all its queries. */
export const accountEndpointKey = (endpoint: EndpointDescriptor, ...payload: [] | [unknown]) => accountKey(endpoint.path, ...payload);
