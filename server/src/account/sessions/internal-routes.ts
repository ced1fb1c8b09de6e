import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Authenticator } from '../../core/principal.ts';

export const INTERNAL_VERIFY_PATH = '/internal/session/verify';

function sameSecret(given: unknown, expected: string): boolean {
  if (typeof given !== 'string' || given.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}

/**
 * Session introspection for the region services, authenticated by the shared internal secret.
 * Regions learn who the operator is and what they may do, never password hashes or secrets.
 */
export function registerInternalSessionRoutes(app: FastifyInstance, authenticator: Authenticator, secret: string): void {
  app.post(INTERNAL_VERIFY_PATH, { schema: { hide: true } }, async (req, reply) => {
    if (!sameSecret(req.headers['x-internal-secret'], secret)) return reply.status(403).send({ principal: null });
    const token = (req.body as { token?: unknown } | undefined)?.token;
    const principal = typeof token === 'string' ? await authenticator.verify(token) : null;
    return { principal };
  });
}
