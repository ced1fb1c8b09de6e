import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { deviceFunctions, type deviceTypes } from '@gwn/contract';
import { api } from '../../api/client.ts';
import { regionKey } from '../../api/query-keys.ts';
import { useCurrentRegion } from '../../lib/session-storage.ts';

/** The matrix of one device kind in the current region (device-type screens refresh 'device-functions' after a change). */
export function useFunctionTable(deviceKind: deviceTypes.DeviceKind, deviceTypeName: string) {
  const region = useCurrentRegion();
  return useQuery({
    queryKey: regionKey(region, 'device-functions', deviceKind, deviceTypeName),
    queryFn: () => api(deviceFunctions.functionTable, { deviceKind, deviceTypeName }, { region: region ?? undefined }),
    placeholderData: keepPreviousData,
  });
}
