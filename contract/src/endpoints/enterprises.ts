import { z } from 'zod';
import { endpoint, nothing } from '../endpoint.ts';
import { LIMITS } from '../limits.ts';
import { flag, paging, requiredText, searchPage } from './common.ts';

/** Field limits of the enterprise calls, read by the console's forms and the service. */
export const ENTERPRISE_LIMITS = { enterpriseIdMax: 64, enterpriseNameMax: 128 } as const;

/** Free-text search of the enterprise list; the list runs only with non-empty text (spec 1 §5). */
const search = requiredText(LIMITS.searchMax);
const enterpriseId = requiredText(ENTERPRISE_LIMITS.enterpriseIdMax);
/** The enterprise name some switch calls carry, for the audit trail. */
const auditName = z.string().trim().max(ENTERPRISE_LIMITS.enterpriseNameMax).optional();

/** One row of the enterprise list (spec 1 §3). */
export const enterpriseRow = z.object({
  id: z.number().int(),
  enterpriseId: z.string(),
  centerEnterpriseId: z.string(),
  enterpriseName: z.string(),
  username: z.string(),
  account: z.string(),
  phone: z.string(),
  email: z.string(),
  createTimeStr: z.string(),
  address: z.string(),
  country: z.string(),
  /** "online/total" APs. */
  totalAP: z.string(),
  googleAuth: flag,
  clientType: flag,
  state: z.number().int(),
  activate: z.number().int(),
  isDelete: z.number().int(),
  portal: flag,
  outdoor: flag,
  payment: flag,
  isOpenCache: flag,
  isShowTopWebsites: flag,
  isShowHardwareReset: flag,
  isShowIspConfig: flag,
  highPrecisionUsageControl: flag,
});
export type EnterpriseRow = z.infer<typeof enterpriseRow>;

export const list = endpoint({
  service: 'region', method: 'POST', path: '/admin/enterprise/list', guard: 'enterprise',
  summary: 'Enterprises whose name, contact, login account, e-mail or phone contains the search text (case-insensitive)',
  request: z.object({ search, ...paging }),
  response: searchPage(enterpriseRow),
});

export const setOutdoor = endpoint({
  service: 'region', method: 'POST', path: '/admin/enterprise/outdoor', guard: 'enterpriseExternal',
  summary: 'Outdoor privilege on or off (id is the row id of the list)',
  request: z.object({ id: z.coerce.number().int().positive(), outdoor: flag, name: auditName }),
  response: nothing,
});

export const setPayment = endpoint({
  service: 'region', method: 'POST', path: '/admin/enterprise/payment', guard: 'enterprisePayment',
  summary: 'Payment privilege on or off',
  request: z.object({ enterpriseId, payment: flag, name: auditName }),
  response: nothing,
});

export const setPortal = endpoint({
  service: 'region', method: 'POST', path: '/admin/enterprise/portal', guard: 'enterprisePortal',
  summary: 'Portal privilege on or off',
  request: z.object({ enterpriseId, portal: flag, name: auditName }),
  response: nothing,
});

export const openCache = endpoint({
  service: 'region', method: 'POST', path: '/admin/enterprise/open_cache', guard: 'statisticsCache',
  summary: 'Turns the statistics cache on; once on it cannot be turned off (15013)',
  request: z.object({ enterpriseId, name: auditName }),
  response: nothing,
});

export const setTopWebsites = endpoint({
  service: 'region', method: 'POST', path: '/admin/enterprise/top_websites', guard: 'top_websites_switch',
  summary: 'Top-websites statistics shown or hidden',
  request: z.object({ enterpriseId, isShowTopWebsites: flag, name: auditName }),
  response: nothing,
});

export const setHardwareReset = endpoint({
  service: 'region', method: 'POST', path: '/admin/enterprise/hardware_reset', guard: 'hardwareReset',
  summary: 'Hardware reset shown or hidden',
  request: z.object({ enterpriseId, enable: flag, name: auditName }),
  response: nothing,
});

export const setIspConfig = endpoint({
  service: 'region', method: 'POST', path: '/admin/enterprise/isp_config', guard: 'isp_config_switch',
  summary: 'ISP configuration shown or hidden',
  request: z.object({ enterpriseId, enable: flag }),
  response: nothing,
});

export const setHighPrecisionUsageControl = endpoint({
  service: 'region', method: 'POST', path: '/admin/enterprise/high_precision_usage_control',
  guard: 'high_precision_usage_control_switch',
  summary: 'High-precision usage control on or off',
  request: z.object({ enterpriseId, enable: flag }),
  response: nothing,
});

/** Seconds an export ticket stays valid; it is also single-use. */
export const EXPORT_TICKET_SECONDS = 60;

export const exportTicket = endpoint({
  service: 'region', method: 'POST', path: '/admin/enterprise/export_ticket', guard: 'enterpriseExport',
  summary: 'A short-lived single-use ticket for downloading the enterprise list of a search as CSV',
  request: z.object({ search }),
  response: z.object({ ticket: z.string() }),
});

export const exportCsv = endpoint({
  service: 'region', method: 'GET', path: '/admin/enterprise/export', guard: 'public',
  summary: 'Streams the enterprises of the ticket\'s search as CSV (UTF-8 with BOM); the ticket is the credential',
  request: z.object({ ticket: z.string().min(16).max(128) }),
  response: nothing,
  download: true,
});

export const resetMfa = endpoint({
  service: 'region', method: 'POST', path: '/admin/enterprise/reset_mfa_info', guard: 'removeMfa',
  summary: 'E-mails the enterprise contact a single-use link that turns two-factor sign-in off',
  request: z.object({ enterpriseId: requiredText(ENTERPRISE_LIMITS.enterpriseIdMax) }),
  response: nothing,
});

/** Hours an e-mailed MFA-removal link stays valid. */
export const MFA_REMOVAL_LINK_HOURS = 24;

export const confirmResetMfa = endpoint({
  service: 'region', method: 'GET', path: '/admin/enterprise/confirm_reset_mfa', guard: 'public',
  summary: 'Followed from the e-mail: turns two-factor sign-in off and answers a short HTML page',
  request: z.object({ token: z.string().min(16).max(128) }),
  response: nothing,
  download: true,
});
