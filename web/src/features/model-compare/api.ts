import { useQuery } from '@tanstack/react-query';
import { deviceFunctions, regions, SERVER_ID, type ResponseOf } from '@gwn/contract';
import { api } from '../../api/client.ts';
import { MODEL_COMPARE_KEY } from '../../api/query-keys.ts';
import { setRegionOptions } from '../../lib/session-storage.ts';
import { useDataLanguage } from '../../lib/use-data-language.ts';

export type CompareData = ResponseOf<typeof deviceFunctions.functionTableAll>;

/**
 * The comparison data of the default region from the public region list: no sign-in involved.
 * The region list is stored the way sign-in stores it, so the client knows the region's address.
 */
async function fetchCompareData(): Promise<CompareData> {
  const list = await api(regions.regionList, { serverId: SERVER_ID.console });
  setRegionOptions(list.result);
  return api(deviceFunctions.functionTableAll, {}, { region: list.defaultRegion });
}

/** Names and text come in the page's language: a language switch fetches them again (the key's last part). */
export function useCompareData() {
  return useQuery({ queryKey: [...MODEL_COMPARE_KEY, useDataLanguage()], queryFn: fetchCompareData, staleTime: 5 * 60_000 });
}
