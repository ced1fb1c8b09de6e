import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import { mappedInOnePass } from '../../core/row-mapping-repo.ts';
import { withKeptPlans, type AccountDb } from '../../db/connect.ts';
import { adminUsers, roles, sessions } from '../../db/account-schema.ts';

/** A live session joined with its operator and role: everything needed to build a Principal. */
export interface SessionRow {
  sessionId: number;
  /** The address the session signed in from. */
  ip: string;
  region: string;
  lang: string;
  lastSeenAt: Date;
  userId: number;
  account: string;
  name: string;
  email: string;
  active: number;
  parentId: number | null;
  enabledRegions: string[];
  roleId: number;
  superAdmin: boolean;
  menuIds: string[];
  actionKeys: string[];
}

/**
 * The credential check's read, which every call to the account service makes: a live session by its token's hash, with its
 * operator and role. Built and prepared once per service on its database (a read, never in a call's transaction), its rows
 * mapped by our own pass (core/row-mapping-repo.ts): built by Drizzle on every call, it was ~7 % of the account service's
 * busy time under the log calls' load (docs/benchmarks.md, "Logs").
 */
export function liveSessionReader(db: AccountDb) {
  // One row by its unique key whatever the token: a kept plan (db/connect.ts withKeptPlans).
  const live = mappedInOnePass(withKeptPlans(db)
    .select({
      sessionId: sessions.id, ip: sessions.ip, region: sessions.region, lang: sessions.lang, lastSeenAt: sessions.lastSeenAt,
      userId: adminUsers.id, account: adminUsers.account, name: adminUsers.name, email: adminUsers.email,
      active: adminUsers.active, parentId: adminUsers.parentId, enabledRegions: adminUsers.enabledRegions, roleId: roles.id, superAdmin: roles.superAdmin,
      menuIds: roles.menuIds, actionKeys: roles.actionKeys,
    })
    .from(sessions)
    .innerJoin(adminUsers, eq(adminUsers.id, sessions.userId))
    .innerJoin(roles, eq(roles.id, adminUsers.roleId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt)))
    .limit(1)
    .prepare('session_find_live'));
  return {
    async findLive(tokenHash: string): Promise<SessionRow | null> {
      const [row] = await live.execute({ tokenHash });
      return row ?? null;
    },
  };
}

/** Sessions and what a credential check needs of their operator and role (the account service's kernel). */
export function sessionRepo(db: AccountDb) {
  return {
    async create(values: { tokenHash: string; userId: number; region: string; lang: string; ip: string; browser?: string }): Promise<number> {
      const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id });
      return row.id;
    },

    async touch(sessionId: number): Promise<void> {
      await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.id, sessionId));
    },

    async update(sessionId: number, values: Partial<{ region: string; lang: string }>): Promise<void> {
      await db.update(sessions).set(values).where(eq(sessions.id, sessionId));
    },

    /** The language of a session and of its operator, which always change together. */
    async setLang(sessionId: number, userId: number, lang: 'en' | 'zh'): Promise<void> {
      await db.update(sessions).set({ lang }).where(eq(sessions.id, sessionId));
      await db.update(adminUsers).set({ lang }).where(eq(adminUsers.id, userId));
    },

    /** Ends a live session; false when it had already ended (by another request at the same moment). */
    async revoke(sessionId: number): Promise<boolean> {
      const ended = await db.update(sessions).set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt))).returning({ id: sessions.id });
      return ended.length > 0;
    },

    /** Ends every session of an operator: password change, deactivation, deletion. Answers how many were live. */
    async revokeAllOf(userId: number): Promise<number> {
      const ended = await db.update(sessions).set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt))).returning({ id: sessions.id });
      return ended.length;
    },

    /** Ends one live session of an operator; false when it is not theirs or already ended. */
    async revokeOneOf(userId: number, sessionId: number): Promise<boolean> {
      const ended = await db.update(sessions).set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt))).returning({ id: sessions.id });
      return ended.length > 0;
    },

    /** The sessions of an operator that are not revoked, newest first (idle ones end on their next use). */
    async liveOf(userId: number, idleMinutes: number) {
      return db.select({
        id: sessions.id, ip: sessions.ip, browser: sessions.browser, region: sessions.region,
        createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt,
      }).from(sessions)
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt),
          sql`${sessions.lastSeenAt} > now() - make_interval(mins => ${idleMinutes})`))
        .orderBy(desc(sessions.createdAt), desc(sessions.id));
    },

    /** Records the browser of a session that has none yet (sessions start at sign-in, the console says its browser next). */
    async setBrowserIfUnknown(sessionId: number, browser: string): Promise<void> {
      await db.update(sessions).set({ browser }).where(and(eq(sessions.id, sessionId), eq(sessions.browser, '')));
    },

    /** Ends every session of the operator but the one given (the one making the call). */
    async revokeOthersOf(userId: number, keepSessionId: number): Promise<void> {
      await db.update(sessions).set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.id, keepSessionId)));
    },
  };
}
export type SessionRepo = ReturnType<typeof sessionRepo>;
