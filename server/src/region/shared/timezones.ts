import { maintenanceNotice, timezoneLabel, utcOffsetMinutes } from '@gwn/contract';

type TimezoneOption = maintenanceNotice.TimezoneOption;

/**
 * The timezones an operator can choose (maintenance notice, system bulletin), by UTC offset now, labelled
 * "(UTC+08:00) Asia/Shanghai". `first` names zones listed although the runtime's IANA list leaves them out
 * (UTC; Etc/GMT, the bulletin's default).
 */
export function timezoneOptions(first: readonly string[] = ['UTC']): TimezoneOption[] {
  const now = Date.now();
  const names = [...new Set([...first, ...Intl.supportedValuesOf('timeZone')])];
  return names
    .map((value) => ({ value, label: timezoneLabel(value, now), offsetMinutes: utcOffsetMinutes(value, now) }))
    .sort((a, b) => a.offsetMinutes - b.offsetMinutes || a.value.localeCompare(b.value));
}
