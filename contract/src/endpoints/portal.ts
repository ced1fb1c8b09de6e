import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { flag, heldKeys, heldRows, page, paging, sorting } from './common.ts';
import { uploadResult } from './firmware.ts';

/** Portal limits (spec 2 §5, §9): zip and images under 5 MB, images jpg/png only. */
export const PORTAL_LIMITS = { maxBytes: 5 * 1024 ** 2, versionMax: 32, apTypeMax: 64, modelsMax: 200 } as const;

/** upload_logo's type: 7 portal image, 24 e-mail image. */
export const LOGO_TYPES = { portalImage: 7, emailImage: 24 } as const;

export const upload = endpoint({
  service: 'region', method: 'POST', path: '/admin/portal/upload', guard: 'portalManage', audit: 'portalUpload',
  summary: 'Upload a portal zip (multipart field "file")', request: z.object({}).passthrough(), response: uploadResult,
  upload: { field: 'file', maxBytes: PORTAL_LIMITS.maxBytes, accept: ['.zip'], into: 'store' },
});

export const uploadLogo = endpoint({
  service: 'region', method: 'POST', path: '/admin/portal/upload_logo', guard: 'portalManage', audit: 'portalImageUpload',
  summary: 'Upload a portal image (type=7) or an e-mail image (type=24), jpg or png',
  request: z.object({ type: z.coerce.number().pipe(z.union([z.literal(LOGO_TYPES.portalImage), z.literal(LOGO_TYPES.emailImage)])) }),
  response: uploadResult,
  upload: { field: 'file', maxBytes: PORTAL_LIMITS.maxBytes, accept: ['.jpg', '.jpeg', '.png'], into: 'store' },
});

export const portalVersion = z.object({
  apType: z.string().trim().min(1).max(PORTAL_LIMITS.apTypeMax),
  version: z.string().trim().min(1).max(PORTAL_LIMITS.versionMax),
});

export const saveVersions = endpoint({
  service: 'region', method: 'POST', path: '/admin/portal/versions/save', guard: 'portalManage', audit: 'portalVersionsSave',
  summary: 'Attach an uploaded portal zip to models and versions; updatePortalFile=1 replaces an existing model+version',
  request: z.object({
    fileId: z.coerce.number().int().positive(),
    portalVersions: z.array(portalVersion).min(1).max(PORTAL_LIMITS.modelsMax),
    updatePortalFile: flag.default(0),
  }),
  response: z.object({ saved: z.number().int() }),
});

export const listVersions = endpoint({
  service: 'region', method: 'POST', path: '/admin/portal/versions/list', guard: 'portalManage', audit: null,
  summary: 'Every known model with its latest portal version ("" when it has none): the zip step\'s model list and auto-fill',
  request: z.object({}).passthrough(),
  response: z.object({ result: z.array(z.object({ apType: z.string(), version: z.string() })) }),
});

export const portalFileRow = z.object({
  id: z.number().int(), fileName: z.string(), apType: z.string(), version: z.string(), md5: z.string(), timeStr: z.string(),
});
export type PortalFileRow = z.infer<typeof portalFileRow>;

/** What the portal file list sorts by (default: newest upload first): upload time, model. */
export const PORTAL_SORTS = ['uploadTime', 'apType'] as const;

export const show = endpoint({
  service: 'region', method: 'POST', path: '/admin/portal/show', guard: 'portalManage', audit: null,
  summary: 'Portal files by model and version, newest first or sorted by sortField (uploadTime, apType)',
  request: z.object({ ...sorting(PORTAL_SORTS), ...paging }), response: page(portalFileRow),
});

export const byKeys = endpoint({
  service: 'region', method: 'POST', path: '/admin/portal/by_versions', guard: 'portalManage', audit: null,
  summary: 'The portal files this region holds for these models and versions (one per model and version)',
  request: heldKeys(portalVersion),
  response: heldRows(portalFileRow),
});
