import { regions } from '@gwn/contract';
import type { AccountArea } from '../shared/account-context.ts';
import { regionService } from './service.ts';

/** The region directory (spec 1 §4 region switch). */
export const registerRegions: AccountArea = (host, ctx) => {
  const service = regionService(ctx.config);
  host.handleAll(regions, {
    regionList: service.list,
    regionCheck: service.check,
    regionChange: service.change,
  });
};
