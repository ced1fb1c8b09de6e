import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { apDevices, enterprises, LIMITS, type EndpointDescriptor, type RegionName, type RequestOf } from '@gwn/contract/console';
import { api } from '../../api/client.ts';
import { endpointKey } from '../../api/query-keys.ts';
import { useCurrentRegion } from '../../lib/session-storage.ts';
import { usePermission } from '../../lib/use-permission.ts';
import { looksLikeEnterpriseSearch, looksLikeMac } from './palette-match.ts';

/** Rows each group shows; "show all" opens the full list. */
export const PALETTE_ROWS = 5;
/** Typing pauses this long before the region is asked: one call per word typed, not per key. */
export const SEARCH_DEBOUNCE_MS = 250;

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * One search call of the current region. The query's abort signal goes to the request: a newer text leaves the
 * older query without a reader and TanStack aborts it, so a slow answer to stale text never arrives.
 */
function useRegionSearch<E extends EndpointDescriptor>(endpoint: E, payload: RequestOf<E>, region: RegionName | null, enabled: boolean) {
  return useQuery({
    queryKey: endpointKey(region, endpoint, payload),
    queryFn: ({ signal }) => api(endpoint, payload, { region: region ?? undefined, signal }),
    enabled,
  });
}

/**
 * The palette's searches of the current region with the list endpoints the screens use: enterprises (name, contact,
 * account, e-mail, phone) and APs by MAC. Each runs only when the text reads like what it finds and the operator's
 * menus grant its screen (the service would refuse with 403, and the console would warn that access is gone).
 */
export function usePaletteSearch(text: string) {
  const region = useCurrentRegion();
  const search = useDebounced(text.trim().slice(0, LIMITS.searchMax), SEARCH_DEBOUNCE_MS);
  // The guards of enterprises.list and apDevices.manageList (palette-match.test.ts checks they still are).
  const mayFindEnterprises = usePermission('enterprise');
  const mayFindDevices = usePermission('deviceManage');
  const findEnterprises = mayFindEnterprises && looksLikeEnterpriseSearch(search);
  const findDevices = mayFindDevices && looksLikeMac(search);
  const enterpriseQuery = useRegionSearch(enterprises.list, { search, filter: {}, pageNum: 1, pageSize: PALETTE_ROWS }, region, findEnterprises);
  const deviceQuery = useRegionSearch(apDevices.manageList, { search, pageNum: 1, pageSize: PALETTE_ROWS }, region, findDevices);
  return {
    /** The text the results answer (the debounced one). */
    search,
    /** Still typing: the results shown answer an older text. */
    settling: search !== text.trim().slice(0, LIMITS.searchMax),
    enterprises: findEnterprises ? enterpriseQuery : null,
    devices: findDevices ? deviceQuery : null,
  };
}
