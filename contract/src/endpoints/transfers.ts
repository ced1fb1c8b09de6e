import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { LIMITS } from '../limits.ts';
import { regionName, requiredText } from './common.ts';
import { ENTERPRISE_LIMITS } from './enterprises.ts';

/**
 * The transfer request (spec 1 §3): copyEnterpriseId names the enterprise to move (its enterpriseId),
 * eid its centre enterprise id; email, username (contact) and name (enterprise name) must match the
 * record, so the operator confirms what they picked. targetRegion defaults to EU (spec 1 §6 "transfer to EU").
 */
export const transferRequest = z.object({
  copyEnterpriseId: requiredText(ENTERPRISE_LIMITS.enterpriseIdMax),
  eid: requiredText(ENTERPRISE_LIMITS.enterpriseIdMax),
  email: requiredText(254),
  username: requiredText(LIMITS.userNameMax * 2),
  name: requiredText(ENTERPRISE_LIMITS.enterpriseNameMax),
  targetRegion: regionName.default('EU'),
});

export const TRANSFER_STATUSES = ['pending', 'copying', 'verifying', 'deleting', 'done', 'failed'] as const;

export const transferJob = z.object({
  jobId: z.string(),
  enterpriseId: z.string(),
  targetRegion: regionName,
  status: z.enum(TRANSFER_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  networks: z.number().int().nullable(),
  devices: z.number().int().nullable(),
  /** Epoch milliseconds. */
  createTime: z.number().int(),
  updateTime: z.number().int(),
});

export const check = endpoint({
  service: 'region', method: 'POST', path: '/admin/transfer/check', guard: 'enterpriseTrans', audit: null,
  summary: 'Checks that an enterprise can move to the target region; answers what would be copied',
  request: transferRequest,
  response: z.object({ enterpriseName: z.string(), targetRegion: regionName, networks: z.number().int(), devices: z.number().int() }),
});

export const confirm = endpoint({
  service: 'region', method: 'POST', path: '/admin/transfer/confirm', guard: 'enterpriseTrans', audit: 'enterpriseTransferStart',
  summary: 'Starts the transfer job (copy, verify, then delete from this region); answers the job',
  request: transferRequest,
  response: transferJob,
});

export const status = endpoint({
  service: 'region', method: 'POST', path: '/admin/transfer/status', guard: 'enterpriseTrans', audit: null,
  summary: 'The latest transfer job of an enterprise, or one job by id',
  request: z.object({ jobId: z.string().trim().max(64).optional(), enterpriseId: z.string().trim().max(ENTERPRISE_LIMITS.enterpriseIdMax).optional() })
    .refine((v) => Boolean(v.jobId || v.enterpriseId), { message: 'jobId or enterpriseId is required', path: ['jobId'] }),
  response: transferJob.nullable(),
});
