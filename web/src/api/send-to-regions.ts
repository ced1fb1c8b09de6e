import type { EndpointDescriptor, RegionName, RequestOf, ResponseOf } from '@gwn/contract/console';
import { apiOutcome } from './client.ts';
import { ApiCallError, NETWORK_CODE, errorText } from './api-error.ts';

/** One region's outcome of a call made in several regions. */
export type RegionResult<T> =
  | { region: RegionName; ok: true; data: T }
  | { region: RegionName; ok: false; retCode: number; msg: string; data: unknown };

/**
 * Runs one call per region, all at once (DESIGN §1): a region that is down, refuses or times out is that
 * region's failure only, with its retCode (transport failures: NETWORK_CODE), message and the reply's data;
 * the others carry on.
 */
export function inEachRegion<T>(regions: readonly RegionName[], call: (region: RegionName) => Promise<T>): Promise<RegionResult<T>[]> {
  return Promise.all(regions.map(async (region): Promise<RegionResult<T>> => {
    try {
      return { region, ok: true, data: await call(region) };
    } catch (err) {
      if (err instanceof ApiCallError) return { region, ok: false, retCode: err.retCode, msg: err.msg, data: err.data };
      return { region, ok: false, retCode: NETWORK_CODE, msg: errorText(err), data: null };
    }
  }));
}

/**
 * Sends an endpoint's payload to every region in parallel (adds, uploads' second steps; spec 2 §1) and reports
 * each region's outcome. `payloadFor` gives each region its payload (e.g. with that region's fileId).
 */
export function sendToRegions<E extends EndpointDescriptor>(
  endpoint: E, regions: readonly RegionName[], payloadFor: NoInfer<(region: RegionName) => RequestOf<E>>,
): Promise<RegionResult<ResponseOf<E>>[]> {
  return inEachRegion(regions, async (region) => {
    const outcome = await apiOutcome(endpoint, payloadFor(region), { region });
    if (!outcome.ok) throw new ApiCallError(outcome.retCode, outcome.msg, outcome.data);
    return outcome.data;
  });
}

/** The regions whose call failed. */
export const failedRegions = <T>(results: readonly RegionResult<T>[]): RegionName[] =>
  results.filter((r) => !r.ok).map((r) => r.region);

/** One line per failed region, "Region: message" (spec 2 §8), with the region named as the header names it. */
export const failureLines = <T>(results: readonly RegionResult<T>[], regionName: (region: RegionName) => string): string[] =>
  results.flatMap((r) => (r.ok ? [] : [`${regionName(r.region)}: ${r.msg}`]));
