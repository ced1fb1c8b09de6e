import isoCountries from 'i18n-iso-countries';
import type { Lang } from '@gwn/contract';

/**
 * Countries are the ISO 3166-1 alpha-2 codes of i18n-iso-countries, named in the caller's language by
 * the runtime's ICU data (Intl.DisplayNames); time zones are the runtime's IANA list.
 */
export function allCountryCodes(): string[] {
  return (countryCodes ??= Object.keys(isoCountries.getAlpha2Codes()).sort());
}
let countryCodes: string[] | undefined;

export const isCountryCode = (code: string) => allCountryCodes().includes(code);

export function countryName(code: string, lang: Lang): string {
  if (!code) return '';
  return new Intl.DisplayNames([lang === 'zh' ? 'zh-CN' : 'en'], { type: 'region', fallback: 'code' }).of(code) ?? code;
}

/** The default of every operator and of the bulletin (spec 3 §9), first in the list. */
const DEFAULT_ZONE = 'Etc/GMT';

let zones: string[] | undefined;
export function allTimezones(): string[] {
  return (zones ??= [DEFAULT_ZONE, ...Intl.supportedValuesOf('timeZone').filter((z) => z !== DEFAULT_ZONE)]);
}

export const isTimezone = (zone: string) => allTimezones().includes(zone);

/** "(UTC+08:00) Asia/Shanghai": the offset the zone has now. */
export function timezoneDescription(zone: string, now = new Date()): string {
  if (!zone) return '';
  const part = new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(now).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const offset = part === 'GMT' ? '+00:00' : part.slice(3);
  return `(UTC${offset}) ${zone}`;
}
