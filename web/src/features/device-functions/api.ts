import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { deviceFunctions, type deviceTypes } from '@gwn/contract/console';
import { useCurrentRegion } from '../../lib/session-storage.ts';
import { regionQueryInLanguage, useDataLanguage } from '../../lib/use-data-language.ts';

/** The matrix of one device kind in the current region, in the console's language (device-type screens refresh functionTable after a change). */
export function useFunctionTable(deviceKind: deviceTypes.DeviceKind, deviceTypeName: string) {
  const query = regionQueryInLanguage(deviceFunctions.functionTable, { deviceKind, deviceTypeName }, useCurrentRegion(), useDataLanguage());
  return useQuery({ ...query, placeholderData: keepPreviousData });
}
