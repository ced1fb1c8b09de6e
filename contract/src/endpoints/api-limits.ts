import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { LIMITS } from '../limits.ts';
import { page, paging, requiredText } from './common.ts';

/** Field limits of the API limit dialog (spec 3 §5). count is a number: its 64-character bound is far above intMax. */
export const API_LIMIT_LIMITS = {
  appIdMax: 64,
  urlMax: 64,
  countMax: LIMITS.intMax,
  descriptionMax: 255,
  searchMax: LIMITS.searchMax,
  /** A row whose usage in the current window reaches this share of its count is marked as near its limit. */
  nearShare: 0.75,
} as const;

/** Dialog mode (spec 3 §4): 0 a default limit every application gets, 1 an override for one application id. */
export const apiLimitMode = z.union([z.literal(0), z.literal(1)]);
export type ApiLimitMode = z.infer<typeof apiLimitMode>;

/** True when a usage is at or above the marked share of its limit. */
export function isNearLimit(used: number, count: number): boolean {
  return count > 0 && used >= count * API_LIMIT_LIMITS.nearShare;
}

const L = API_LIMIT_LIMITS;

/** One API limit (spec 3 §3) with its usage in the current window. */
export const apiLimitRow = z.object({
  id: z.number().int(),
  /** The enterprise the application belongs to (its enterprise id); empty on a default. */
  enterpriseId: z.string(),
  /** Empty on a default limit. */
  appId: z.string(),
  url: z.string(),
  count: z.number().int(),
  description: z.string(),
  descriptionEn: z.string(),
  /** 1 when the URL is a call of this region's open API (so the limit is enforced), else 0. */
  isOpenToApi: z.union([z.literal(0), z.literal(1)]),
  /** 1 for a default limit (no application id), 0 for an application's override. */
  default: z.union([z.literal(0), z.literal(1)]),
  /**
   * Calls counted in the current window: the application's for an override; for a default, the busiest
   * application's among those it governs (the ones without an override for this URL).
   */
  used: z.number().int(),
  /** used is at least 75% of count. */
  near: z.boolean(),
});
export type ApiLimitRow = z.infer<typeof apiLimitRow>;

const url = requiredText(L.urlMax).regex(/^\/\S*$/, 'a path starting with /');
const count = z.coerce.number().int().min(1).max(L.countMax);
const description = requiredText(L.descriptionMax);
const id = z.coerce.number().int().positive();

export const list = endpoint({
  service: 'region', method: 'POST', path: '/admin/url/list', guard: 'admin_sys_api_limit_list', audit: null,
  summary: 'API limits, defaults first then by URL and application id; filter.appId narrows to one application\'s overrides, '
    + 'search matches URL, application id and descriptions; each row carries its usage in the current window',
  request: z.object({
    search: z.string().trim().max(L.searchMax).default(''),
    filter: z.object({ appId: z.string().trim().max(L.appIdMax).default('') }).default({ appId: '' }),
    ...paging,
  }),
  response: page(apiLimitRow).extend({ pages: z.number().int() }),
});

export const appIds = endpoint({
  service: 'region', method: 'POST', path: '/admin/url/appIds', guard: 'admin_sys_api_limit_list', audit: null,
  summary: 'Every application id issued in this region, ordered: the filter and the dialog\'s choices',
  request: z.object({}).passthrough(),
  response: z.array(z.object({ appId: z.string(), enterpriseId: z.string(), enterpriseName: z.string() })),
});

export const defaultUrls = endpoint({
  service: 'region', method: 'POST', path: '/admin/url/defaults', guard: 'admin_sys_api_limit_list', audit: null,
  summary: 'The default limits by URL: what an override starts from (count and descriptions)',
  request: z.object({}).passthrough(),
  response: z.array(z.object({ url: z.string(), count: z.number().int(), description: z.string(), descriptionEn: z.string() })),
});

export const add = endpoint({
  service: 'region', method: 'POST', path: '/admin/url/add', guard: 'admin_sys_api_limit_add', audit: 'apiLimitAdd',
  summary: 'Adds a default limit for a URL (mode 0) or an application\'s override of a default (mode 1, which takes the '
    + 'default\'s descriptions); 15044 when that URL already has one, 15045 for an unknown application id, 15046 when an override has no default',
  request: z.object({
    mode: apiLimitMode,
    appId: z.string().trim().max(L.appIdMax).default(''),
    url,
    count,
    description: z.string().trim().max(L.descriptionMax).default(''),
    descriptionEn: z.string().trim().max(L.descriptionMax).default(''),
  }).superRefine((v, ctx) => {
    if (v.mode === 1 && v.appId === '') ctx.addIssue({ code: 'custom', path: ['appId'], message: 'required for an application id limit' });
    if (v.mode === 0 && v.appId !== '') ctx.addIssue({ code: 'custom', path: ['appId'], message: 'a default limit has no application id' });
    if (v.mode === 0) {
      for (const field of ['description', 'descriptionEn'] as const) {
        if (v[field] === '') ctx.addIssue({ code: 'custom', path: [field], message: 'required' });
      }
    }
  }),
  response: apiLimitRow,
});

export const edit = endpoint({
  service: 'region', method: 'POST', path: '/admin/url/edit', guard: 'admin_sys_api_limit_edit', audit: 'apiLimitEdit',
  summary: 'Changes a limit\'s count (and a default\'s descriptions); its mode, URL and application id are fixed. 404 when there is none',
  request: z.object({ id, count, description, descriptionEn: description }),
  response: apiLimitRow,
});

export const remove = endpoint({
  service: 'region', method: 'POST', path: '/admin/url/delete', guard: 'admin_sys_api_limit_delete', audit: 'apiLimitDelete',
  summary: 'Deletes application overrides by ids (the application falls back to the default); a default cannot be deleted '
    + '(50005 naming ids); ids already gone are ignored',
  request: z.object({ ids: z.array(id).min(1).max(500) }),
  response: z.object({ deleted: z.number().int() }),
});

export const issueApplication = endpoint({
  service: 'region', method: 'POST', path: '/admin/url/application/issue', guard: 'admin_sys_api_limit_add', audit: 'apiApplicationIssue',
  summary: 'Issues an enterprise a new application id and secret for the open API; the secret is shown only in this reply '
    + '(the region keeps its SHA-256). 404 when the enterprise is unknown',
  request: z.object({ enterpriseId: requiredText(64) }),
  response: z.object({ appId: z.string(), appSecret: z.string(), enterpriseId: z.string() }),
});


// ---- issue 26: the spec's path of the defaults, and the console's flow of applications ----

/** Spec 3 §7 names this path; the console's earlier `/admin/url/defaults` stays served for clients that use it. */
export const defaultUrlsBySpec = endpoint({
  ...defaultUrls,
  path: '/admin/url/default/urls',
  summary: 'The default limits by URL (the spec\'s path; the same answer as /admin/url/defaults)',
});

/** One application of an enterprise, as the console lists it (never its secret). */
export const applicationRow = z.object({ appId: z.string(), enterpriseId: z.string(), createdAt: z.string() });
export type ApplicationRow = z.infer<typeof applicationRow>;

export const applicationEnterprises = endpoint({
  service: 'region', method: 'POST', path: '/admin/url/application/enterprises', guard: 'admin_sys_api_limit_list', audit: null,
  summary: 'Enterprises of this region whose name, id or e-mail matches the search (at most 20): whom an application is issued to',
  request: z.object({ search: z.string().trim().max(L.searchMax).default('') }),
  response: z.array(z.object({ enterpriseId: z.string(), enterpriseName: z.string(), email: z.string() })),
});

export const listApplications = endpoint({
  service: 'region', method: 'POST', path: '/admin/url/application/list', guard: 'admin_sys_api_limit_list', audit: null,
  summary: "An enterprise's open-API applications, newest first (ids and issue times; secrets are never shown again)",
  request: z.object({ enterpriseId: requiredText(64) }),
  response: z.array(applicationRow),
});

export const revokeApplication = endpoint({
  service: 'region', method: 'POST', path: '/admin/url/application/revoke', guard: 'admin_sys_api_limit_delete', audit: 'apiApplicationRevoke',
  summary: 'Revokes an application: its id and secret stop working at once and its API-limit overrides are deleted. 404 when there is none',
  request: z.object({ appId: requiredText(L.appIdMax) }),
  response: z.object({ appId: z.string(), overridesDeleted: z.number().int() }),
});
