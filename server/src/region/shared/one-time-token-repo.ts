import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { RegionDb } from '../../db/connect.ts';
import { oneTimeTokens } from '../../db/region-schema.ts';

export type TokenPurpose = 'enterprise-export' | 'ap-export' | 'remove-mfa';

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Single-use expiring secrets kept in the region's database, so any copy of the region can redeem
 * them. Only the digest is stored; redeeming is one atomic UPDATE, so a secret works exactly once.
 */
export function oneTimeTokenRepo(db: RegionDb) {
  return {
    async issue(purpose: TokenPurpose, payload: Record<string, unknown>, ttlSeconds: number): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await db.insert(oneTimeTokens).values({
        tokenHash: digest(token), purpose, payload, expiresAt: new Date(Date.now() + ttlSeconds * 1000),
      });
      // Expired rows are useless; trimming them here keeps the table small without a scheduler.
      await db.delete(oneTimeTokens).where(lt(oneTimeTokens.expiresAt, new Date(Date.now() - 86_400_000)));
      return token;
    },

    /** The payload of a valid, unused, unexpired token of the purpose, leaving it unused (a page that only asks); null otherwise. */
    async peek(token: string, purpose: TokenPurpose): Promise<Record<string, unknown> | null> {
      const [row] = await db.select({ payload: oneTimeTokens.payload }).from(oneTimeTokens)
        .where(and(
          eq(oneTimeTokens.tokenHash, digest(token)), eq(oneTimeTokens.purpose, purpose),
          isNull(oneTimeTokens.usedAt), gt(oneTimeTokens.expiresAt, new Date()),
        ));
      return row?.payload ?? null;
    },

    /** The payload of a valid, unused, unexpired token of the purpose, marking it used; null otherwise. */
    async redeem(token: string, purpose: TokenPurpose): Promise<Record<string, unknown> | null> {
      const [row] = await db.update(oneTimeTokens)
        .set({ usedAt: new Date() })
        .where(and(
          eq(oneTimeTokens.tokenHash, digest(token)), eq(oneTimeTokens.purpose, purpose),
          isNull(oneTimeTokens.usedAt), gt(oneTimeTokens.expiresAt, new Date()),
        ))
        .returning({ payload: oneTimeTokens.payload });
      return row?.payload ?? null;
    },
  };
}
