import { REGIONS, type ParsedRequestOf, type RegionName, type regions, type ResponseOf } from '@gwn/contract';
import { ApiError, invalid } from '../../core/api-error.ts';
import type { Audit } from '../../core/audit.ts';
import { requirePrincipal, type RequestContext } from '../../core/request-context.ts';
import type { Config } from '../../config.ts';
import type { SessionRepo } from '../sessions/repo.ts';
import type { RegionRepo } from './repo.ts';

const sameAddress = (a: string, b: string) => a.trim().replace(/\/+$/, '').toLowerCase() === b.trim().replace(/\/+$/, '').toLowerCase();

/** The region directory: which regions exist, and moving an operator's session between them. */
export function regionService(deps: { config: Config; repo: RegionRepo; sessions: SessionRepo; audit: Audit }) {
  const { config, repo } = deps;

  /** The region a `domain` names, by admin address or by name; anything else is invalid input. */
  function regionOf(domain: string): RegionName {
    const region = REGIONS.find((r) => r.toLowerCase() === domain.trim().toLowerCase() || sameAddress(config.regionUrls[r], domain));
    if (!region) throw invalid({ domain: 'unknown region' });
    return region;
  }

  return {
    async list(): Promise<ResponseOf<typeof regions.regionList>> {
      return {
        result: REGIONS.map((regionName) => ({ regionName, adminUrl: config.regionUrls[regionName] })),
        defaultUrl: config.regionUrls.US,
        defaultRegion: 'US',
      };
    },

    async check(input: ParsedRequestOf<typeof regions.regionCheck>, ctx: RequestContext): Promise<ResponseOf<typeof regions.regionCheck>> {
      const me = requirePrincipal(ctx);
      const regionName = regionOf(input.domain);
      const mainAccount = me.mainAccount ? 1 : 0;
      if (!(await repo.enabledRegionsOf(me.userId)).includes(regionName)) throw new ApiError(27003, { mainAccount });
      return { regionName, mainAccount };
    },

    /** A main account enables the region on the way (the console asked it to confirm); a sub-account cannot. */
    async change(input: ParsedRequestOf<typeof regions.regionChange>, ctx: RequestContext): Promise<ResponseOf<typeof regions.regionChange>> {
      const me = requirePrincipal(ctx);
      const regionName = regionOf(input.domain);
      const enabled = await repo.enabledRegionsOf(me.userId);
      const enabling = !enabled.includes(regionName);
      if (enabling && !me.mainAccount) throw new ApiError(27003, { mainAccount: 0 });
      await repo.setRegions(me.userId, { lastRegion: regionName, ...(enabling ? { enabledRegions: [...enabled, regionName] } : {}) });
      await deps.sessions.update(me.sessionId, { region: regionName });
      await deps.audit(ctx, 'regionChange', { from: me.region, to: regionName, ...(enabling ? { enabled: true } : {}) });
      return { regionName, adminUrl: config.regionUrls[regionName] };
    },
  };
}
export type RegionService = ReturnType<typeof regionService>;
