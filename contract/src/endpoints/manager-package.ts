import { z } from 'zod';
import { endpoint } from '../endpoint.ts';

/**
 * The manager package (spec 3 "Manager package", §5, §9): version at most 64 characters, the upload
 * times out after 10 minutes. The spec gives no size: 1 GiB, as firmware.
 */
export const MANAGER_PACKAGE_LIMITS = {
  maxBytes: 1024 ** 3, versionMax: 64, descriptionMax: 255, uploadTimeoutMs: 600_000,
} as const;

export const managerPackageRow = z.object({
  fileName: z.string(), version: z.string(), description: z.string(), md5: z.string(), size: z.number().int(),
  /** When it was uploaded (ISO 8601, UTC). */
  timeStr: z.string(),
});
export type ManagerPackageRow = z.infer<typeof managerPackageRow>;

/**
 * Version and description travel as multipart fields before the file (spec 3 §7); the query string, which
 * older clients used, still works (a form field wins over the query's).
 */
export const upload = endpoint({
  service: 'region', method: 'POST', path: '/admin/file/manage/upload', guard: 'gwnManageFile', audit: 'managerPackageUpload',
  summary: 'Upload the manager package (multipart: the fields version and description, then the file "file"; the query may carry them instead); it becomes the current one',
  request: z.object({
    version: z.string().trim().min(1).max(MANAGER_PACKAGE_LIMITS.versionMax),
    description: z.string().trim().max(MANAGER_PACKAGE_LIMITS.descriptionMax).default(''),
  }),
  response: managerPackageRow,
  upload: { field: 'file', maxBytes: MANAGER_PACKAGE_LIMITS.maxBytes, accept: [], into: 'store', fields: ['version', 'description'] },
});

export const list = endpoint({
  service: 'region', method: 'POST', path: '/admin/file/manage/list', guard: 'gwnManageFile', audit: null,
  summary: 'The current manager package (an empty list before the first upload)',
  request: z.object({}).passthrough(), response: z.array(managerPackageRow),
});
