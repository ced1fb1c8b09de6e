import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { lang, regionName } from './common.ts';

/*
 * Calls our services make to each other, guarded by the shared internal secret (header
 * x-internal-secret, compared in constant time); an operator's credential is refused (403).
 */

/** The signed-in operator behind a credential, as the account service tells a region. */
export const sessionPrincipal = z.object({
  sessionId: z.number().int(),
  userId: z.number().int(),
  account: z.string(),
  name: z.string(),
  email: z.string(),
  roleId: z.number().int(),
  superAdmin: z.boolean(),
  /** Menu ids and action keys the role grants. */
  permissions: z.array(z.string()),
  /** The session's current region. */
  region: regionName,
  /** The regions the operator may work in. */
  enabledRegions: z.array(regionName),
  mainAccount: z.boolean(),
  lang,
});
export type SessionPrincipal = z.infer<typeof sessionPrincipal>;

export const verifySession = endpoint({
  service: 'account', method: 'POST', path: '/internal/session/verify', guard: 'internal', audit: null,
  summary: 'Who a credential belongs to (null when unknown, expired or revoked); never password hashes or secrets',
  request: z.object({ token: z.string().min(1).max(256) }),
  response: z.object({ principal: sessionPrincipal.nullable() }),
});

const jobKey = z.string().min(1).max(64);
const enterpriseKey = z.string().min(1).max(64);

export const transferProbe = endpoint({
  service: 'region', method: 'POST', path: '/internal/transfer/probe', guard: 'internal', audit: null,
  summary: 'Whether an enterprise id is taken in this region by anything but the given job\'s own copy',
  request: z.object({ enterpriseId: enterpriseKey, jobKey: jobKey.optional() }),
  response: z.object({ taken: z.boolean() }),
});

/** Largest snapshot one import call carries (an enterprise with tens of thousands of devices). */
export const TRANSFER_IMPORT_MAX_BYTES = 64 * 1024 * 1024;

export const transferImport = endpoint({
  service: 'region', method: 'POST', path: '/internal/transfer/import', guard: 'internal', audit: 'enterpriseTransferReceive',
  summary: 'Writes a copy of an enterprise with its networks and devices (repeatable per job); 15020 when the enterprise exists here already',
  // The rows are the source region's own serialisation; the envelope around them is checked here.
  request: z.object({
    jobKey, sourceRegion: regionName,
    snapshot: z.object({
      enterprise: z.object({ enterpriseId: enterpriseKey }).passthrough(),
      networks: z.array(z.record(z.string(), z.unknown())),
      devices: z.array(z.record(z.string(), z.unknown())),
    }),
  }),
  response: z.object({ imported: z.literal(true) }),
  maxBodyBytes: TRANSFER_IMPORT_MAX_BYTES,
});

export const transferVerify = endpoint({
  service: 'region', method: 'POST', path: '/internal/transfer/verify', guard: 'internal', audit: null,
  summary: 'The digest of what this region holds of a job\'s copy (null before the import)',
  request: z.object({ jobKey }),
  response: z.object({ digest: z.string().nullable() }),
});
