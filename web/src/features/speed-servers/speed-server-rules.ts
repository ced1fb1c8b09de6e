import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import { speedServers } from '@gwn/contract/console';

const L = speedServers.SPEED_SERVER_LIMITS;

/** The text fields of the dialog with their limits, in the order shown. */
export const TEXT_FIELDS = [
  { name: 'name', max: L.nameMax },
  { name: 'serviceProvider', max: L.providerMax },
  { name: 'uploadUrl', max: L.urlMax, url: true },
  { name: 'pingUrl', max: L.urlMax, url: true },
  { name: 'downloadUrl', max: L.urlMax, url: true },
  { name: 'publicIp', max: L.ipMax, ip: true },
] as const;

export const DURATION_FIELDS = ['uploadDuration', 'downloadDuration'] as const;

/**
 * The console's checks, the same as the service's (contract speed-servers.ts): required trimmed text within
 * its limit, http(s) URLs, an IPv4 or IPv6 address, whole seconds from 1 to 3600.
 */
export function textRules(t: TFunction, field: (typeof TEXT_FIELDS)[number]): Rule[] {
  const rules: Rule[] = [
    { required: true, whitespace: true, message: t('common:validation.required') },
    { max: field.max, message: t('validation.max', { max: field.max }) },
  ];
  if ('url' in field) {
    rules.push({ validator: (_r, v?: string) => (!v?.trim() || speedServers.isHttpUrl(v.trim()) ? Promise.resolve() : Promise.reject(new Error(t('validation.url')))) });
  }
  if ('ip' in field) {
    rules.push({ validator: (_r, v?: string) => (!v?.trim() || speedServers.isIpAddress(v.trim()) ? Promise.resolve() : Promise.reject(new Error(t('validation.ip')))) });
  }
  return rules;
}

export function durationRules(t: TFunction): Rule[] {
  return [
    { required: true, message: t('common:validation.required') },
    { type: 'integer', min: L.durationMin, max: L.durationMax, message: t('validation.duration', { min: L.durationMin, max: L.durationMax }) },
  ];
}

export const secretRules = (t: TFunction, required: boolean): Rule[] => [
  ...(required ? [{ required: true, whitespace: true, message: t('common:validation.required') }] : []),
  { max: L.secretMax, message: t('validation.max', { max: L.secretMax }) },
];
