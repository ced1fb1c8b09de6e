import type { enterprises } from '@gwn/contract';
import type { EnterpriseRecord } from './search-repo.ts';

/** A switch as the list shows it: 1 on, anything else (portal null) off. */
export const bit = (v: number | null): 0 | 1 => (v === 1 ? 1 : 0);
/** Two-factor state: enabled (1) or pending (2) as stored, anything else disabled. */
const mfaState = (v: number): 0 | 1 | 2 => (v === 1 || v === 2 ? v : 0);

/** 2026-11-21 10:15:00 (UTC), the list's createTimeStr. */
export const timeStr = (d: Date) => d.toISOString().replace('T', ' ').slice(0, 19);

/** A list row as the contract shows it: switches as 0/1 (portal null as 0), APs as "online/total". */
export function presentEnterprise(r: EnterpriseRecord, aps: { online: number; total: number } | undefined): enterprises.EnterpriseRow {
  return {
    id: r.id, enterpriseId: r.enterpriseId, centerEnterpriseId: r.centerEnterpriseId, enterpriseName: r.enterpriseName,
    username: r.username, account: r.account, phone: r.phone, email: r.email, createTimeStr: timeStr(r.createdAt),
    address: r.address, country: r.country, totalAP: `${aps?.online ?? 0}/${aps?.total ?? 0}`,
    googleAuth: mfaState(r.googleAuth), clientType: bit(r.clientType), state: r.state, activate: r.activate, isDelete: r.isDelete,
    portal: bit(r.portal), outdoor: bit(r.outdoor), payment: bit(r.payment), isOpenCache: bit(r.isOpenCache),
    isShowTopWebsites: bit(r.isShowTopWebsites), isShowHardwareReset: bit(r.isShowHardwareReset),
    isShowIspConfig: bit(r.isShowIspConfig), highPrecisionUsageControl: bit(r.highPrecisionUsageControl),
  };
}

/** Export columns, in order: the list's fields. */
export const EXPORT_HEADER = [
  'enterpriseId', 'enterpriseName', 'username', 'account', 'email', 'phone', 'country', 'address', 'createTimeStr',
  'totalAP', 'state', 'activate', 'isDelete', 'googleAuth', 'outdoor', 'payment', 'portal', 'isOpenCache',
] as const;

export const exportFields = (row: enterprises.EnterpriseRow) => EXPORT_HEADER.map((k) => row[k]);
