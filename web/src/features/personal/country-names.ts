import { useCountryName } from '../../lib/country-names.ts';

/** Names a country code in the console's language (Intl.DisplayNames); the service lists the codes. */
export function useCountryNames(): (code: string) => string {
  return useCountryName();
}
