import { eq, sql } from 'drizzle-orm';
import type { AccountDb } from '../../db/connect.ts';
import { adminUsers, ssoProviders } from '../../db/account-schema.ts';

/** What sign-in needs to know about an operator. */
export interface SigninUser {
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
  /** Linked to an identity provider whose policy allows no local password (docs/architecture.md, "Single sign-on"). */
  ssoOnly: boolean;
}

export function signinRepo(db: AccountDb) {
  return {
    async findByAccount(account: string): Promise<SigninUser | null> {
      const [row] = await db.select({
        id: adminUsers.id, account: adminUsers.account, name: adminUsers.name, passwordHash: adminUsers.passwordHash,
        active: adminUsers.active, googleAuth: adminUsers.googleAuth, clientType: adminUsers.clientType, totpSecret: adminUsers.totpSecret,
        parentId: adminUsers.parentId, enabledRegions: adminUsers.enabledRegions, lastRegion: adminUsers.lastRegion, lang: adminUsers.lang,
        ssoOnly: sql<boolean>`coalesce(NOT ${ssoProviders.allowLocalPassword}, false)`,
      }).from(adminUsers).leftJoin(ssoProviders, eq(ssoProviders.id, adminUsers.ssoProviderId)).where(eq(adminUsers.account, account));
      return row ?? null;
    },

    async recordSuccess(userId: number, ip: string): Promise<void> {
      await db.update(adminUsers)
        .set({ lastActiveIp: ip, lastActiveAt: sql`now()` })
        .where(eq(adminUsers.id, userId));
    },
  };
}
export type SigninRepo = ReturnType<typeof signinRepo>;
