import { useQuery } from '@tanstack/react-query';
import { portal, type RegionName } from '@gwn/contract/console';
import { EVERY_REGION, regionQuery, useRefreshEndpoints } from '../../api/region-query.ts';
import { sortRequest } from '../../components/list/list-params.ts';
import { useListQuery } from '../../api/use-list-query.ts';
import type { ListState } from '../../components/list/use-list-state.ts';
import { useRecordRegions } from '../../components/region-records/use-record-regions.ts';

export const usePortalFiles = (list: ListState<object>) =>
  useListQuery(portal.show, { ...sortRequest(list.sort, portal.PORTAL_SORTS), pageNum: list.pageNum, pageSize: list.pageSize }, list.region);

/** The models and their current versions, from the first region the zip went to (fresh each time). */
export function usePortalVersions(region: RegionName | undefined) {
  return useQuery({ ...regionQuery(portal.listVersions, {}, region ?? null), enabled: region !== undefined, staleTime: 0 });
}

/** Uploads and saves go to several regions: every region's portal lists are refreshed. */
export function useReloadPortal() {
  const refresh = useRefreshEndpoints();
  return () => refresh([portal.show, portal.listVersions, portal.byKeys], EVERY_REGION);
}

/** Where each portal file of the page lives: the regions holding its model and version, and where the file differs. */
export function usePortalFileRegions(rows: readonly portal.PortalFileRow[], region: RegionName | null) {
  return useRecordRegions(portal.byKeys, rows.map(({ apType, version }) => ({ apType, version })), {
    keyOf: ({ apType, version }) => ({ apType, version }),
    compared: ({ fileName, md5 }) => [fileName, md5],
  }, region);
}
