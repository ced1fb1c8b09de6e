import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { AccountDb } from '../../db/connect.ts';
import { adminUsers } from '../../db/account-schema.ts';
import type { FailureState, LockoutPolicy } from './lockout.ts';

/** What sign-in needs to know about an operator. */
export interface SigninUser extends FailureState {
  id: number;
  account: string;
  name: string;
  passwordHash: string;
  active: number;
  googleAuth: number;
  clientType: number;
  totpSecret: string | null;
  parentId: number | null;
  enabledRegions: string[];
  lastRegion: string;
  lang: string;
}

export function signinRepo(db: AccountDb) {
  return {
    async findByAccount(account: string): Promise<SigninUser | null> {
      const [row] = await db.select({
        id: adminUsers.id, account: adminUsers.account, name: adminUsers.name, passwordHash: adminUsers.passwordHash,
        active: adminUsers.active, googleAuth: adminUsers.googleAuth, clientType: adminUsers.clientType, totpSecret: adminUsers.totpSecret,
        parentId: adminUsers.parentId, enabledRegions: adminUsers.enabledRegions, lastRegion: adminUsers.lastRegion, lang: adminUsers.lang,
        failedCount: adminUsers.failedCount, lockedUntil: adminUsers.lockedUntil,
      }).from(adminUsers).where(eq(adminUsers.account, account));
      return row ?? null;
    },

    /**
     * Counts one failure in a single statement (parallel guesses cannot slip past the limit):
     * an expired lock restarts the count, reaching the limit locks the account.
     */
    async recordFailure(userId: number, policy: LockoutPolicy): Promise<FailureState> {
      const expired = sql`(${adminUsers.lockedUntil} IS NOT NULL AND ${adminUsers.lockedUntil} <= now())`;
      const next = sql`(CASE WHEN ${expired} THEN 1 ELSE ${adminUsers.failedCount} + 1 END)`;
      const [row] = await db.update(adminUsers).set({
        failedCount: next,
        lockedUntil: sql`(CASE WHEN ${next} >= ${policy.lockMaxFailures} THEN now() + make_interval(mins => ${policy.lockMinutes})
          WHEN ${expired} THEN NULL ELSE ${adminUsers.lockedUntil} END)`,
      }).where(eq(adminUsers.id, userId)).returning({ failedCount: adminUsers.failedCount, lockedUntil: adminUsers.lockedUntil });
      return row;
    },

    async recordSuccess(userId: number, ip: string): Promise<void> {
      await db.update(adminUsers)
        .set({ failedCount: 0, lockedUntil: null, lastActiveIp: ip, lastActiveAt: sql`now()` })
        .where(eq(adminUsers.id, userId));
    },

    /** Takes a TOTP time step for the operator; false when it (or a later one) was already used. */
    async claimTotpStep(userId: number, step: number): Promise<boolean> {
      const rows = await db.update(adminUsers).set({ totpLastStep: step })
        .where(and(eq(adminUsers.id, userId), or(isNull(adminUsers.totpLastStep), lt(adminUsers.totpLastStep, step))))
        .returning({ id: adminUsers.id });
      return rows.length === 1;
    },
  };
}
export type SigninRepo = ReturnType<typeof signinRepo>;
