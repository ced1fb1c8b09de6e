import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { deviceFunctions, type deviceTypes } from '@gwn/contract';
import { regionQuery } from '../../components/list/region-query.ts';
import { useCurrentRegion } from '../../lib/session-storage.ts';

/** The matrix of one device kind in the current region (device-type screens refresh functionTable after a change). */
export function useFunctionTable(deviceKind: deviceTypes.DeviceKind, deviceTypeName: string) {
  return useQuery({
    ...regionQuery(deviceFunctions.functionTable, { deviceKind, deviceTypeName }, useCurrentRegion()),
    placeholderData: keepPreviousData,
  });
}
