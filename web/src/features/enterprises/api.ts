import { useMutation, useQuery } from '@tanstack/react-query';
import { enterpriseDevices, enterprises, REGIONS, transfers, type RegionName, type RequestOf } from '@gwn/contract/console';
import { api, regionUrl } from '../../api/client.ts';
import { oneOf, sortRequest } from '../../components/list/list-params.ts';
import { regionQuery, useRefreshEndpoints } from '../../api/region-query.ts';
import { useListQuery } from '../../api/use-list-query.ts';
import type { ListState } from '../../components/list/use-list-state.ts';
import { useCurrentRegion, useStored } from '../../lib/session-storage.ts';

/*
 * Every call of the enterprise screens goes to the region chosen on the screen (null: the current region),
 * not necessarily the header's current region.
 */
const inRegion = (region: RegionName | null) => ({ region: region ?? undefined });

/** The list's filters as the URL keeps them (contract enterpriseFilter): state, two-factor state, outdoor. */
export const ENTERPRISE_FILTERS = {
  state: oneOf(1, 0),
  googleAuth: oneOf(enterprises.ENTERPRISE_MFA.disabled, enterprises.ENTERPRISE_MFA.enabled, enterprises.ENTERPRISE_MFA.pending),
  outdoor: oneOf(0, 1),
};
export type EnterpriseFilter = enterprises.EnterpriseFilter;

/** A region's enterprises matching a search, narrowed by the filters; runs only with non-empty text (spec 1 §5). */
export const useEnterpriseList = (list: ListState<EnterpriseFilter>) => useListQuery(enterprises.list, {
  search: list.search, filter: list.filters, ...sortRequest(list.sort, enterprises.ENTERPRISE_SORTS),
  pageNum: list.pageNum, pageSize: list.pageSize,
}, list.region, list.search !== '');

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

/** Flips one switch; the region's enterprise lists are refreshed after it, whatever the outcome. */
export function useSetSwitch(region: RegionName | null) {
  const refresh = useRefreshEndpoints();
  return useMutation({
    mutationFn: ({ field, row, value }: { field: SwitchField; row: enterprises.EnterpriseRow; value: 0 | 1 }) =>
      // Each field's payload matches its own endpoint (switchPayload); the union is too wide to infer.
      api(SWITCHES[field].endpoint, switchPayload(field, row, value) as never, inRegion(region)),
    onSettled: () => refresh([enterprises.list], region),
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

/** Every enterprise sharing a contact e-mail (the transfer dialog picks among them), from the list's region. */
export function useEnterprisesOfContact(region: RegionName | null, email: string | undefined) {
  return useQuery({ ...regionQuery(enterprises.allList, { email: email ?? '' }, region), enabled: Boolean(email) });
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
export function useOpenedEnterpriseRegion(): RegionName | null {
  const stored = useStored('enterpriseRegion');
  const current = useCurrentRegion();
  return REGIONS.find((r) => r === stored) ?? current;
}

/** The APs of the enterprise kept in local storage, from its region (spec 3 "Enterprise device list"). */
export const useEnterpriseAps = (list: ListState<object>, enterprise: { enterpriseId: string; email: string }, region: RegionName | null) =>
  useListQuery(enterpriseDevices.apList, {
    enterpriseId: enterprise.enterpriseId, email: enterprise.email || undefined, search: list.search || undefined,
    pageNum: list.pageNum, pageSize: list.pageSize,
  }, region, enterprise.enterpriseId !== '');
