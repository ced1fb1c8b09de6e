import { and, asc, count, eq, inArray, lte, sql } from 'drizzle-orm';
import type { AccountDb } from '../../db/connect.ts';
import { adminUsers, roles, ssoPendingLogins, ssoProviders } from '../../db/account-schema.ts';

export type ProviderRecord = typeof ssoProviders.$inferSelect;
export type ProviderValues = Omit<typeof ssoProviders.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
const pendingColumns = {
  kind: ssoPendingLogins.kind, providerId: ssoPendingLogins.providerId, purpose: ssoPendingLogins.purpose, nonce: ssoPendingLogins.nonce,
  codeVerifier: ssoPendingLogins.codeVerifier, lang: ssoPendingLogins.lang, userId: ssoPendingLogins.userId, grant: ssoPendingLogins.grant,
};
/** A sign-in under way, and whether it has expired (by the database's clock, which stamped it). */
export type PendingLogin = Pick<typeof ssoPendingLogins.$inferSelect, keyof typeof pendingColumns> & { expired: boolean };

/** What an SSO sign-in needs to know about an operator. */
export interface SsoUser {
  id: number; account: string; name: string; email: string; active: number; roleId: number;
  googleAuth: number; clientType: number; totpSecret: string | null; parentId: number | null;
  enabledRegions: string[]; lastRegion: string; lang: string;
  ssoProviderId: number | null; ssoSubject: string | null;
}
const userColumns = {
  id: adminUsers.id, account: adminUsers.account, name: adminUsers.name, email: adminUsers.email, active: adminUsers.active,
  roleId: adminUsers.roleId, googleAuth: adminUsers.googleAuth, clientType: adminUsers.clientType, totpSecret: adminUsers.totpSecret,
  parentId: adminUsers.parentId, enabledRegions: adminUsers.enabledRegions, lastRegion: adminUsers.lastRegion, lang: adminUsers.lang,
  ssoProviderId: adminUsers.ssoProviderId, ssoSubject: adminUsers.ssoSubject,
};

export interface RoleGrantRow { id: number; roleName: string; superAdmin: boolean; menuIds: string[]; actionKeys: string[] }

/** Identity providers, sign-ins under way, and the operators they sign in (the sso area's SQL). */
export function ssoRepo(db: AccountDb) {
  return {
    async listProviders() {
      const users = db.select({ providerId: adminUsers.ssoProviderId, n: count().as('n') }).from(adminUsers)
        .where(sql`${adminUsers.ssoProviderId} IS NOT NULL`).groupBy(adminUsers.ssoProviderId).as('users');
      return db.select({ provider: ssoProviders, userCount: sql<number>`coalesce(${users.n}, 0)::int` })
        .from(ssoProviders).leftJoin(users, eq(users.providerId, ssoProviders.id)).orderBy(asc(ssoProviders.id));
    },

    async listEnabled() {
      return db.select({ id: ssoProviders.id, name: ssoProviders.name }).from(ssoProviders)
        .where(eq(ssoProviders.enabled, true)).orderBy(asc(ssoProviders.id));
    },

    async findProvider(id: number): Promise<ProviderRecord | null> {
      const [row] = await db.select().from(ssoProviders).where(eq(ssoProviders.id, id));
      return row ?? null;
    },

    async insertProvider(values: ProviderValues): Promise<number> {
      const [row] = await db.insert(ssoProviders).values(values).returning({ id: ssoProviders.id });
      return row.id;
    },

    async updateProvider(id: number, values: Partial<ProviderValues>): Promise<void> {
      await db.update(ssoProviders).set({ ...values, updatedAt: sql`now()` }).where(eq(ssoProviders.id, id));
    },

    /** Removes the provider; its operators keep their accounts but lose the link (they can no longer sign in through it). */
    async deleteProvider(id: number): Promise<void> {
      await db.update(adminUsers).set({ ssoProviderId: null, ssoSubject: null }).where(eq(adminUsers.ssoProviderId, id));
      await db.delete(ssoProviders).where(eq(ssoProviders.id, id));
    },

    async rolesByIds(ids: number[]): Promise<RoleGrantRow[]> {
      if (ids.length === 0) return [];
      return db.select({ id: roles.id, roleName: roles.roleName, superAdmin: roles.superAdmin, menuIds: roles.menuIds, actionKeys: roles.actionKeys })
        .from(roles).where(inArray(roles.id, ids));
    },

    /** Records a sign-in under way; expired ones of anybody are dropped on the way. */
    async insertPending(values: Omit<typeof ssoPendingLogins.$inferInsert, 'expiresAt'>, ttlSeconds: number): Promise<void> {
      await db.delete(ssoPendingLogins).where(lte(ssoPendingLogins.expiresAt, sql`now()`));
      await db.insert(ssoPendingLogins).values({ ...values, expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})` });
    },

    /** Takes (uses up) a sign-in under way by its key, saying whether it had expired; null when unknown or used. */
    async takePending(keyHash: string, kind: PendingLogin['kind']): Promise<PendingLogin | null> {
      const [row] = await db.delete(ssoPendingLogins)
        .where(and(eq(ssoPendingLogins.keyHash, keyHash), eq(ssoPendingLogins.kind, kind)))
        .returning({ ...pendingColumns, expired: sql<boolean>`${ssoPendingLogins.expiresAt} <= now()` });
      return row ?? null;
    },

    /** Reads a sign-in under way without using it up (a second factor may be tried again). */
    async findPending(keyHash: string, kind: PendingLogin['kind']): Promise<PendingLogin | null> {
      const [row] = await db.select({ ...pendingColumns, expired: sql<boolean>`${ssoPendingLogins.expiresAt} <= now()` })
        .from(ssoPendingLogins).where(and(eq(ssoPendingLogins.keyHash, keyHash), eq(ssoPendingLogins.kind, kind)));
      return row ?? null;
    },

    async findUserByLink(providerId: number, subject: string): Promise<SsoUser | null> {
      const [row] = await db.select(userColumns).from(adminUsers)
        .where(and(eq(adminUsers.ssoProviderId, providerId), eq(adminUsers.ssoSubject, subject)));
      return row ?? null;
    },

    /** Login names compare case-insensitively, as the admin-user screen's duplicate check does. */
    async findUserByAccount(account: string): Promise<SsoUser | null> {
      const [row] = await db.select(userColumns).from(adminUsers).where(sql`lower(${adminUsers.account}) = lower(${account})`);
      return row ?? null;
    },

    async findUserById(id: number): Promise<SsoUser | null> {
      const [row] = await db.select(userColumns).from(adminUsers).where(eq(adminUsers.id, id));
      return row ?? null;
    },

    /** A just-in-time operator: no local password (the stored hash is no argon2 hash, so nothing matches it). */
    async insertUser(values: {
      account: string; name: string; email: string; roleId: number; enabledRegions: string[]; lastRegion: string;
      ssoProviderId: number; ssoSubject: string; lang: string; createdBy: string;
    }): Promise<number> {
      const [row] = await db.insert(adminUsers).values({ ...values, passwordHash: '!sso' }).returning({ id: adminUsers.id });
      return row.id;
    },

    async updateUser(id: number, values: Partial<{ name: string; email: string; roleId: number; enabledRegions: string[] }>): Promise<void> {
      await db.update(adminUsers).set(values).where(eq(adminUsers.id, id));
    },

    async recordSignIn(userId: number, ip: string): Promise<void> {
      await db.update(adminUsers).set({ lastActiveIp: ip, lastActiveAt: sql`now()` }).where(eq(adminUsers.id, userId));
    },
  };
}
