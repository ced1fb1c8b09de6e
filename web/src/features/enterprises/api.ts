import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { enterpriseDevices, enterprises, REGIONS, transfers, type RegionName, type RequestOf } from '@gwn/contract';
import { api, regionUrl } from '../../api/client.ts';
import { regionKey } from '../../api/query-keys.ts';
import { useCurrentRegion, useStored } from '../../lib/session-storage.ts';

/*
 * Every call of the enterprise screens goes to the region chosen on the screen (null: the current region),
 * not necessarily the header's current region.
 */
const inRegion = (region: RegionName | null) => ({ region: region ?? undefined });

/** A region's enterprises matching a search; runs only with non-empty text (spec 1 §5). */
export function useEnterpriseList(region: RegionName | null, search: string, pageNum: number, pageSize: number) {
  return useQuery({
    queryKey: regionKey(region, 'enterprises', search, pageNum, pageSize),
    queryFn: () => api(enterprises.list, { search, pageNum, pageSize }, inRegion(region)),
    enabled: search.trim().length > 0,
    placeholderData: keepPreviousData,
  });
}

/** The privilege switch calls, by the row field each one changes. */
export const SWITCHES = {
  outdoor: { endpoint: enterprises.setOutdoor, permission: 'enterpriseExternal' },
  payment: { endpoint: enterprises.setPayment, permission: 'enterprisePayment' },
  portal: { endpoint: enterprises.setPortal, permission: 'enterprisePortal' },
  isOpenCache: { endpoint: enterprises.openCache, permission: 'statisticsCache' },
  isShowTopWebsites: { endpoint: enterprises.setTopWebsites, permission: 'top_websites_switch' },
  isShowHardwareReset: { endpoint: enterprises.setHardwareReset, permission: 'hardwareReset' },
  isShowIspConfig: { endpoint: enterprises.setIspConfig, permission: 'isp_config_switch' },
  highPrecisionUsageControl: { endpoint: enterprises.setHighPrecisionUsageControl, permission: 'high_precision_usage_control_switch' },
} as const;
export type SwitchField = keyof typeof SWITCHES;

/** The payload of each switch call (spec 1 §7 "Enterprise switches"). */
function switchPayload(field: SwitchField, row: enterprises.EnterpriseRow, value: 0 | 1) {
  const base = { enterpriseId: row.enterpriseId, name: row.enterpriseName };
  switch (field) {
    case 'outdoor': return { id: row.id, outdoor: value, name: row.enterpriseName };
    case 'payment': return { ...base, payment: value };
    case 'portal': return { ...base, portal: value };
    case 'isOpenCache': return base;
    case 'isShowTopWebsites': return { ...base, isShowTopWebsites: value };
    case 'isShowHardwareReset': return { ...base, enable: value };
    case 'isShowIspConfig':
    case 'highPrecisionUsageControl': return { enterpriseId: row.enterpriseId, enable: value };
  }
}

/** Flips one switch; the region's list of the current search is refreshed after it, whatever the outcome. */
export function useSetSwitch(region: RegionName | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ field, row, value }: { field: SwitchField; row: enterprises.EnterpriseRow; value: 0 | 1 }) =>
      // Each field's payload matches its own endpoint (switchPayload); the union is too wide to infer.
      api(SWITCHES[field].endpoint, switchPayload(field, row, value) as never, inRegion(region)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: regionKey(region, 'enterprises') }),
  });
}

export function useRemoveMfa(region: RegionName | null) {
  return useMutation({
    mutationFn: (centerEnterpriseId: string) => api(enterprises.resetMfa, { enterpriseId: centerEnterpriseId }, inRegion(region)),
  });
}

/** Asks for a single-use ticket, then lets the browser download the CSV from that region's admin address. */
export function useExportEnterprises(region: RegionName | null) {
  return useMutation({
    mutationFn: async (search: string) => {
      const { ticket } = await api(enterprises.exportTicket, { search }, inRegion(region));
      window.location.assign(regionUrl(enterprises.exportCsv, { ticket }, region ?? undefined));
    },
  });
}

type TransferRequest = RequestOf<typeof transfers.check>;

/** Check and confirm go to the source region (the one the enterprise is listed in). */
export function useTransfer(region: RegionName | null) {
  const opts = inRegion(region);
  return {
    check: useMutation({ mutationFn: (p: TransferRequest) => api(transfers.check, p, opts) }),
    confirm: useMutation({ mutationFn: (p: TransferRequest) => api(transfers.confirm, p, opts) }),
  };
}

/** The region of the enterprise opened from the list, else the current region. */
function useOpenedEnterpriseRegion(): RegionName | null {
  const stored = useStored('enterpriseRegion');
  const current = useCurrentRegion();
  return REGIONS.find((r) => r === stored) ?? current;
}

/** The APs of the enterprise kept in local storage, from its region (spec 3 "Enterprise device list"). */
export function useEnterpriseAps(p: { enterpriseId: string; email: string; search: string; pageNum: number; pageSize: number }) {
  const region = useOpenedEnterpriseRegion();
  return useQuery({
    queryKey: regionKey(region, 'enterpriseAps', p),
    queryFn: () => api(enterpriseDevices.apList, {
      enterpriseId: p.enterpriseId, email: p.email || undefined, search: p.search || undefined, pageNum: p.pageNum, pageSize: p.pageSize,
    }, inRegion(region)),
    enabled: p.enterpriseId.length > 0,
    placeholderData: keepPreviousData,
  });
}
