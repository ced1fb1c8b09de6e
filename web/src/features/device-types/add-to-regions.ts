import { deviceTypes, type RegionName, type RequestOf } from '@gwn/contract';
import { apiOutcome } from '../../api/client.ts';
import { errorText } from '../../api/api-error.ts';

export interface RegionResult { region: RegionName; ok: boolean; msg: string }

type AddPayload = RequestOf<typeof deviceTypes.deviceTypeAdd>;
type Send = (payload: AddPayload, region: RegionName) => Promise<{ ok: boolean; msg: string }>;

const sendToRegion: Send = (payload, region) => apiOutcome(deviceTypes.deviceTypeAdd, payload, { region });

/**
 * Sends one add to every chosen region's admin address in parallel (spec 2 §8) and reports each
 * region's outcome; a region that cannot be reached is a failure of that region only.
 */
export async function addToRegions(payload: AddPayload, regions: readonly RegionName[], send: Send = sendToRegion): Promise<RegionResult[]> {
  return Promise.all(regions.map(async (region) => {
    try {
      const outcome = await send(payload, region);
      return { region, ok: outcome.ok, msg: outcome.msg };
    } catch (err) {
      return { region, ok: false, msg: errorText(err) };
    }
  }));
}

/** The failure lines of a multi-region action: each prefixed with the region's name. */
export const failureLines = (results: readonly RegionResult[], regionName: (r: RegionName) => string): string[] =>
  results.filter((r) => !r.ok).map((r) => `${regionName(r.region)}: ${r.msg}`);
