import { REGIONS, RetCode, type RegionName, type regions } from '@gwn/contract';
import { ApiError, invalid } from '../../core/api-error.ts';
import { requirePrincipal } from '../../core/call.ts';
import type { Config } from '../../config.ts';
import type { AccountCall } from '../shared/account-context.ts';
import { sessionRepo } from '../shared/session-repo.ts';
import { regionRepo } from './repo.ts';
import type { Req, Reply } from '../../core/handlers.ts';

const sameAddress = (a: string, b: string) => a.trim().replace(/\/+$/, '').toLowerCase() === b.trim().replace(/\/+$/, '').toLowerCase();

/** The region directory: which regions exist, and moving an operator's session between them. */
export function regionService(config: Config) {
  /** The region a `domain` names, by admin address or by name; anything else is invalid input. */
  function regionOf(domain: string): RegionName {
    const region = REGIONS.find((r) => r.toLowerCase() === domain.trim().toLowerCase() || sameAddress(config.regionUrls[r], domain));
    if (!region) throw invalid({ domain: 'unknown region' });
    return region;
  }

  return {
    async list(): Promise<Reply<typeof regions.regionList>> {
      return {
        result: REGIONS.map((regionName) => ({ regionName, adminUrl: config.regionUrls[regionName] })),
        defaultUrl: config.regionUrls.US,
        defaultRegion: 'US',
      };
    },

    async check(input: Req<typeof regions.regionCheck>, call: AccountCall): Promise<Reply<typeof regions.regionCheck>> {
      const me = requirePrincipal(call);
      const regionName = regionOf(input.domain);
      const mainAccount = me.mainAccount ? 1 : 0;
      if (!(await regionRepo(call.db).enabledRegionsOf(me.userId)).includes(regionName)) throw new ApiError(RetCode.RegionNotEnabled, { mainAccount });
      return { regionName, mainAccount };
    },

    /** A main account enables the region on the way (the console asked it to confirm); a sub-account cannot. */
    async change(input: Req<typeof regions.regionChange>, call: AccountCall): Promise<Reply<typeof regions.regionChange>> {
      const me = requirePrincipal(call);
      const regionName = regionOf(input.domain);
      const repo = regionRepo(call.db);
      const enabled = await repo.enabledRegionsOf(me.userId);
      const enabling = !enabled.includes(regionName);
      if (enabling && !me.mainAccount) throw new ApiError(RetCode.RegionNotEnabled, { mainAccount: 0 });
      const enabledRegions = enabling ? [...enabled, regionName] : enabled;
      await repo.setRegions(me.userId, { lastRegion: regionName, enabledRegions });
      await sessionRepo(call.db).update(me.sessionId, { region: regionName });
      call.audit.change({ region: me.region, enabledRegions: enabled }, { region: regionName, enabledRegions });
      return { regionName, adminUrl: config.regionUrls[regionName] };
    },
  };
}
