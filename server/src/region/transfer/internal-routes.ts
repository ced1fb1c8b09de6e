import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { RegionDb } from '../../db/connect.ts';
import { importedDigest, importSnapshot, isTaken, TransferConflict } from './target-import.ts';
import type { EnterpriseSnapshot } from './snapshot.ts';

export const INTERNAL_TRANSFER = {
  probe: '/internal/transfer/probe',
  import: '/internal/transfer/import',
  verify: '/internal/transfer/verify',
} as const;

/** Largest snapshot one import call carries (an enterprise with tens of thousands of devices). */
const IMPORT_BODY_LIMIT = 64 * 1024 * 1024;

function fromPeer(req: FastifyRequest, secret: string): boolean {
  const given = req.headers['x-internal-secret'];
  return typeof given === 'string' && given.length === secret.length && timingSafeEqual(Buffer.from(given), Buffer.from(secret));
}

const probeBody = z.object({ enterpriseId: z.string().min(1), jobKey: z.string().min(1).optional() });
// The snapshot's shape is the source's own serialisation; the target checks the envelope around it.
const importBody = z.object({
  jobKey: z.string().min(1), sourceRegion: z.string().min(1),
  snapshot: z.object({ enterprise: z.object({ enterpriseId: z.string().min(1) }).passthrough(), networks: z.array(z.unknown()), devices: z.array(z.unknown()) }),
});
const verifyBody = z.object({ jobKey: z.string().min(1) });

/**
 * The target side of transfers, called by peer regions with the shared internal secret; hidden
 * from the OpenAPI document and unreachable with an operator credential.
 */
export function registerInternalTransferRoutes(app: FastifyInstance, db: RegionDb, secret: string): void {
  app.post(INTERNAL_TRANSFER.probe, { schema: { hide: true } }, async (req, reply) => {
    if (!fromPeer(req, secret)) return reply.status(403).send({ error: 'forbidden' });
    const body = probeBody.safeParse(req.body);
    if (!body.success) return reply.status(400).send({ error: 'invalid' });
    return { taken: await isTaken(db, body.data.enterpriseId, body.data.jobKey) };
  });
  app.post(INTERNAL_TRANSFER.import, { schema: { hide: true }, bodyLimit: IMPORT_BODY_LIMIT }, async (req, reply) => {
    if (!fromPeer(req, secret)) return reply.status(403).send({ error: 'forbidden' });
    const body = importBody.safeParse(req.body);
    if (!body.success) return reply.status(400).send({ error: 'invalid' });
    try {
      // The envelope was checked above; the inner rows are the peer's own readSnapshot() output.
      await importSnapshot(db, body.data.jobKey, body.data.sourceRegion, body.data.snapshot as unknown as EnterpriseSnapshot);
    } catch (err) {
      if (err instanceof TransferConflict) return reply.status(409).send({ error: 'conflict' });
      throw err;
    }
    return { imported: true };
  });
  app.post(INTERNAL_TRANSFER.verify, { schema: { hide: true } }, async (req, reply) => {
    if (!fromPeer(req, secret)) return reply.status(403).send({ error: 'forbidden' });
    const body = verifyBody.safeParse(req.body);
    if (!body.success) return reply.status(400).send({ error: 'invalid' });
    return { digest: await importedDigest(db, body.data.jobKey) };
  });
}
