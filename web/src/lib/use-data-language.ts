import { useTranslation } from 'react-i18next';
import { queryOptions } from '@tanstack/react-query';
import type { EndpointDescriptor, RegionName, RequestOf } from '@gwn/contract/console';
import { api } from '../api/client.ts';
import { endpointKey } from '../api/query-keys.ts';
import { resolveLanguage, type Language } from '../i18n/index.ts';

/**
 * The console language, for queries whose answer the service writes in the caller's language (the
 * function catalogue): put it in the query key so a language switch fetches the data in the new language.
 */
export function useDataLanguage(): Language {
  const { i18n } = useTranslation();
  return resolveLanguage(i18n.language);
}

/**
 * regionQuery for an answer written in the caller's language: the key ends with the language. Its prefix is
 * the endpoint's key, so refreshing the endpoint (refreshEndpoints) still reaches it.
 */
export function regionQueryInLanguage<E extends EndpointDescriptor>(endpoint: E, payload: RequestOf<E>, region: RegionName | null, language: Language) {
  return queryOptions({
    queryKey: [...endpointKey(region, endpoint, payload), language],
    queryFn: () => api(endpoint, payload, { region: region ?? undefined }),
  });
}
