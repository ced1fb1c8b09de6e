import { and, eq, lt, sql } from 'drizzle-orm';
import type { AccountDb } from '../../db/connect.ts';
import { signinAddressFailures, signinFailures } from '../../db/account-schema.ts';
import type { FailureState, Throttle } from './lockout.ts';

/** A row whose last failure is older than this many minutes is stale (lockout.ts) and may be dropped. */
const staleBefore = (minutes: number) => sql`now() - make_interval(mins => ${minutes})`;

/** The sign-in failure counts of a login name and a client address. */
export function throttleRepo(db: AccountDb) {
  return {
    async read(account: string, clientIp: string): Promise<Throttle> {
      const [name] = await db.select({ failedCount: signinFailures.failedCount, lastFailedAt: signinFailures.lastFailedAt })
        .from(signinFailures).where(and(eq(signinFailures.account, account), eq(signinFailures.clientIp, clientIp)));
      const [address] = await db.select({ failedCount: signinAddressFailures.failedCount, lastFailedAt: signinAddressFailures.lastFailedAt })
        .from(signinAddressFailures).where(eq(signinAddressFailures.clientIp, clientIp));
      const none: FailureState = { failedCount: 0, lastFailedAt: null };
      return { name: name ?? none, address: address ?? none };
    },

    /**
     * Counts one failure under both keys, each in a single statement (parallel guesses cannot slip past
     * the limit); a stale count starts again from one. Stale rows of other clients are dropped on the way.
     */
    async recordFailure(account: string, clientIp: string, lockMinutes: number): Promise<Throttle> {
      const nameStale = sql`${signinFailures.lastFailedAt} <= ${staleBefore(lockMinutes)}`;
      const [name] = await db.insert(signinFailures).values({ account, clientIp, failedCount: 1 })
        .onConflictDoUpdate({
          target: [signinFailures.account, signinFailures.clientIp],
          set: { failedCount: sql`CASE WHEN ${nameStale} THEN 1 ELSE ${signinFailures.failedCount} + 1 END`, lastFailedAt: sql`now()` },
        }).returning({ failedCount: signinFailures.failedCount, lastFailedAt: signinFailures.lastFailedAt });
      const addressStale = sql`${signinAddressFailures.lastFailedAt} <= ${staleBefore(lockMinutes)}`;
      const [address] = await db.insert(signinAddressFailures).values({ clientIp, failedCount: 1 })
        .onConflictDoUpdate({
          target: signinAddressFailures.clientIp,
          set: { failedCount: sql`CASE WHEN ${addressStale} THEN 1 ELSE ${signinAddressFailures.failedCount} + 1 END`, lastFailedAt: sql`now()` },
        }).returning({ failedCount: signinAddressFailures.failedCount, lastFailedAt: signinAddressFailures.lastFailedAt });
      await db.delete(signinFailures).where(lt(signinFailures.lastFailedAt, staleBefore(lockMinutes)));
      await db.delete(signinAddressFailures).where(lt(signinAddressFailures.lastFailedAt, staleBefore(lockMinutes)));
      return { name, address };
    },

    /** A right password from this address forgets this name's failures there; the address's count stays. */
    async recordSuccess(account: string, clientIp: string): Promise<void> {
      await db.delete(signinFailures).where(and(eq(signinFailures.account, account), eq(signinFailures.clientIp, clientIp)));
    },
  };
}
