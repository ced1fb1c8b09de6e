import { openApi as contract } from '@gwn/contract';
import { appCredentialsInvalid } from '../../core/api-error.ts';
import type { RegionCall } from '../shared/region-context.ts';
import { openApiDataRepo } from './repo.ts';
import type { Req, Reply } from '../../core/handlers.ts';

/** The enterprise of the verified application: every open-API read is scoped to it. */
function enterpriseOf(call: RegionCall): number {
  if (!call.application) throw appCredentialsInvalid();
  return call.application.enterpriseRowId;
}

/** The integrators' open API (contract open-api.ts): reads of the application's own enterprise. */
export const openApiService = {
  async devices(req: Req<typeof contract.devices>, call: RegionCall): Promise<Reply<typeof contract.devices>> {
    const online = req.online === undefined ? undefined : req.online === 'true';
    const page = await openApiDataRepo(call.db).devicePage({
      enterpriseRowId: enterpriseOf(call), online, networkId: req.networkId, pageNum: req.pageNum, pageSize: req.pageSize,
    });
    return { total: page.total, online: page.online, offline: page.offline, result: page.rows };
  },

  async networks(req: Req<typeof contract.networks>, call: RegionCall): Promise<Reply<typeof contract.networks>> {
    const { total, rows } = await openApiDataRepo(call.db).networkPage(enterpriseOf(call), req.pageNum, req.pageSize);
    return { total, result: rows };
  },
};
