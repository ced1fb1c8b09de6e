import { z } from 'zod';
import { endpoint, nothing } from '../endpoint.ts';
import { LIMITS } from '../limits.ts';
import { flag, paging, requiredText, searchPage, sorting } from './common.ts';

/** Field limits of the enterprise calls, read by the console's forms and the service. */
export const ENTERPRISE_LIMITS = { enterpriseIdMax: 64, enterpriseNameMax: 128 } as const;

/** Free-text search of the enterprise list; the list runs only with non-empty text (spec 1 §5). */
const search = requiredText(LIMITS.searchMax);
const enterpriseId = requiredText(ENTERPRISE_LIMITS.enterpriseIdMax);
/** The enterprise name some switch calls carry, for the audit trail. */
const auditName = z.string().trim().max(ENTERPRISE_LIMITS.enterpriseNameMax).optional();

/**
 * Two-factor sign-in of an enterprise (spec 1 §3 "MFA status labels"): 0 disabled, 1 enabled (virtual or
 * hardware, by clientType), 2 enabled but not yet activated by the enterprise's first sign-in with it.
 */
export const ENTERPRISE_MFA = { disabled: 0, enabled: 1, pending: 2 } as const;
export const enterpriseMfa = z.union([z.literal(0), z.literal(1), z.literal(2)]);

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
  googleAuth: enterpriseMfa,
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

/**
 * The list's `filter` (spec 2 §7, its fields not shown there): narrows the matches of the search by
 * state (1 normal, 0 frozen), two-factor state and the outdoor privilege. Absent fields do not narrow.
 */
export const enterpriseFilter = z.object({
  state: z.union([z.literal(0), z.literal(1)]).optional(),
  googleAuth: enterpriseMfa.optional(),
  outdoor: flag.optional(),
}).strict();
export type EnterpriseFilter = z.infer<typeof enterpriseFilter>;

/**
 * What the enterprise list sorts by (default: newest first): created time, state (frozen 0 before normal 1
 * ascending), number of APs (totalAP's total).
 */
export const ENTERPRISE_SORTS = ['createTime', 'state', 'apCount'] as const;
export type EnterpriseSort = (typeof ENTERPRISE_SORTS)[number];

export const list = endpoint({
  service: 'region', method: 'POST', path: '/admin/enterprise/list', guard: 'enterprise', audit: null,
  summary: 'Enterprises whose name, contact, login account, e-mail or phone contains the search text (case-insensitive), narrowed by the filter, sorted by sortField (createTime, state, apCount) or newest first',
  request: z.object({ search, filter: enterpriseFilter.default({}), ...sorting(ENTERPRISE_SORTS), ...paging }),
  response: searchPage(enterpriseRow),
});

/** An enterprise sharing a contact e-mail with others (spec 1 §7 "All-enterprise list"). */
export const enterpriseOfContact = z.object({
  id: z.number().int(),
  enterpriseId: z.string(),
  centerEnterpriseId: z.string(),
  enterpriseName: z.string(),
  username: z.string(),
  email: z.string(),
});
export type EnterpriseOfContact = z.infer<typeof enterpriseOfContact>;

/** How many enterprises one contact e-mail lists at most. */
export const CONTACT_ENTERPRISES_MAX = 200;

export const allList = endpoint({
  service: 'region', method: 'POST', path: '/admin/enterprise/all_list', guard: 'enterprise', audit: null,
  summary: 'Every enterprise whose contact e-mail is the given one (case-insensitive), oldest first; the transfer dialog picks copyEnterpriseId among them',
  request: z.object({ email: requiredText(254) }),
  response: z.object({ result: z.array(enterpriseOfContact) }),
});

export const setOutdoor = endpoint({
  service: 'region', method: 'POST', path: '/admin/enterprise/outdoor', guard: 'enterpriseExternal', audit: 'enterpriseOutdoorSwitch',
  summary: 'Outdoor privilege on or off (id is the row id of the list)',
  request: z.object({ id: z.coerce.number().int().positive(), outdoor: flag, name: auditName }),
  response: nothing,
});

export const setPayment = endpoint({
  service: 'region', method: 'POST', path: '/admin/enterprise/payment', guard: 'enterprisePayment', audit: 'enterprisePaymentSwitch',
  summary: 'Payment privilege on or off',
  request: z.object({ enterpriseId, payment: flag, name: auditName }),
  response: nothing,
});

export const setPortal = endpoint({
  service: 'region', method: 'POST', path: '/admin/enterprise/portal', guard: 'enterprisePortal', audit: 'enterprisePortalSwitch',
  summary: 'Portal privilege on or off',
  request: z.object({ enterpriseId, portal: flag, name: auditName }),
  response: nothing,
});

export const openCache = endpoint({
  service: 'region', method: 'POST', path: '/admin/enterprise/open_cache', guard: 'statisticsCache', audit: 'enterpriseCacheOpen',
  summary: 'Turns the statistics cache on; once on it cannot be turned off (15013)',
  request: z.object({ enterpriseId, name: auditName }),
  response: nothing,
});

export const setTopWebsites = endpoint({
  service: 'region', method: 'POST', path: '/admin/enterprise/top_websites', guard: 'top_websites_switch', audit: 'enterpriseTopWebsitesSwitch',
  summary: 'Top-websites statistics shown or hidden',
  request: z.object({ enterpriseId, isShowTopWebsites: flag, name: auditName }),
  response: nothing,
});

export const setHardwareReset = endpoint({
  service: 'region', method: 'POST', path: '/admin/enterprise/hardware_reset', guard: 'hardwareReset', audit: 'enterpriseHardwareResetSwitch',
  summary: 'Hardware reset shown or hidden',
  request: z.object({ enterpriseId, enable: flag, name: auditName }),
  response: nothing,
});

export const setIspConfig = endpoint({
  service: 'region', method: 'POST', path: '/admin/enterprise/isp_config', guard: 'isp_config_switch', audit: 'enterpriseIspConfigSwitch',
  summary: 'ISP configuration shown or hidden',
  request: z.object({ enterpriseId, enable: flag }),
  response: nothing,
});

export const setHighPrecisionUsageControl = endpoint({
  service: 'region', method: 'POST', path: '/admin/enterprise/high_precision_usage_control',
  guard: 'high_precision_usage_control_switch', audit: 'enterpriseUsageControlSwitch',
  summary: 'High-precision usage control on or off',
  request: z.object({ enterpriseId, enable: flag }),
  response: nothing,
});

/** Seconds an export ticket stays valid; it is also single-use. */
export const EXPORT_TICKET_SECONDS = 60;

export const exportTicket = endpoint({
  service: 'region', method: 'POST', path: '/admin/enterprise/export_ticket', guard: 'enterpriseExport', audit: 'enterpriseExport',
  summary: 'A short-lived single-use ticket for downloading the enterprise list of a search as CSV',
  request: z.object({ search }),
  response: z.object({ ticket: z.string() }),
});

export const exportCsv = endpoint({
  service: 'region', method: 'GET', path: '/admin/enterprise/export', guard: 'public', audit: null,
  summary: 'Streams the enterprises of the ticket\'s search as CSV (UTF-8 with BOM); the ticket is the credential',
  request: z.object({ ticket: z.string().min(16).max(128) }),
  response: nothing,
  reply: 'csv',
});

export const resetMfa = endpoint({
  service: 'region', method: 'POST', path: '/admin/enterprise/reset_mfa_info', guard: 'removeMfa', audit: 'enterpriseMfaRemovalRequest',
  summary: 'E-mails the enterprise contact a single-use link that turns two-factor sign-in off',
  request: z.object({ enterpriseId: requiredText(ENTERPRISE_LIMITS.enterpriseIdMax) }),
  response: nothing,
});

/** Hours an e-mailed MFA-removal link stays valid. */
export const MFA_REMOVAL_LINK_HOURS = 24;

/** The language of the removal link's pages: the link's own choice, else the reader's Accept-Language. */
const pageLang = z.enum(['en', 'zh']).optional();

export const confirmResetMfa = endpoint({
  service: 'region', method: 'GET', path: '/admin/enterprise/confirm_reset_mfa', guard: 'public', audit: null,
  summary: 'Followed from the e-mail: a page naming the enterprise that asks to confirm; changes nothing (a mail gateway scanning the link removes nothing)',
  request: z.object({ token: z.string().min(16).max(128), lang: pageLang }),
  response: nothing,
  reply: 'page',
});

export const resetMfaByLink = endpoint({
  service: 'region', method: 'POST', path: '/admin/enterprise/confirm_reset_mfa', guard: 'public', audit: 'enterpriseMfaRemovalConfirm',
  summary: "The confirmation page's form: spends the single-use token and turns the enterprise's two-factor sign-in off",
  request: z.object({ token: z.string().min(16).max(128), lang: pageLang }),
  response: nothing,
  reply: 'page',
  form: true,
});

/**
 * What became of the latest MFA-removal e-mail of an enterprise (the request only queues it): none asked,
 * sending (queued or being retried), sent, or failed after the last attempt with the mail server's reason.
 */
export const MFA_REMOVAL_MAIL_STATES = ['none', 'sending', 'sent', 'failed'] as const;
export type MfaRemovalMailState = (typeof MFA_REMOVAL_MAIL_STATES)[number];

export const resetMfaState = endpoint({
  service: 'region', method: 'POST', path: '/admin/enterprise/reset_mfa_state', guard: 'removeMfa', audit: null,
  summary: 'What became of the latest MFA-removal e-mail of an enterprise: sending, sent, or failed with the reason',
  request: z.object({ enterpriseId: requiredText(ENTERPRISE_LIMITS.enterpriseIdMax) }),
  response: z.object({
    state: z.enum(MFA_REMOVAL_MAIL_STATES),
    email: z.string().nullable(),
    requestedAt: z.number().int().nullable(),
    sentAt: z.number().int().nullable(),
    attempts: z.number().int(),
    error: z.string().nullable(),
  }),
});
