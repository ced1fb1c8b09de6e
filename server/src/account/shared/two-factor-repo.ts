import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { AccountDb } from '../../db/connect.ts';
import { adminUsers, fidoCredentials, recoveryCodes, webauthnChallenges } from '../../db/account-schema.ts';

/** A WebAuthn ceremony: enrolling a key, signing in, or confirming it is the operator (re-authentication). */
export type ChallengePurpose = 'register' | 'signin' | 'confirm';

export interface StoredKey { credentialId: string; publicKey: string; counter: number; transports: string[] }

/** A key as its owner sees it in the list of keys. */
export interface ListedKey { id: number; name: string; createdAt: Date; lastUsedAt: Date | null }

/** googleAuth as lists show it: a pending enrolment (2) whose time ran out counts as disabled (0). */
export const effectiveGoogleAuthSql = sql<number>`(CASE WHEN ${adminUsers.googleAuth} = 2 AND (${adminUsers.mfaPendingUntil} IS NULL OR ${adminUsers.mfaPendingUntil} <= now()) THEN 0 ELSE ${adminUsers.googleAuth} END)`;

/** How long a started enrolment stays pending (googleAuth 2) before it counts as disabled again. */
export const ENROLMENT_TTL_MS = 10 * 60_000;

/** An operator's second factor: its state on admin_users, FIDO2 keys, recovery codes and pending WebAuthn challenges. */
export function twoFactorRepo(db: AccountDb) {
  return {
    async stateOf(userId: number) {
      const [row] = await db.select({
        account: adminUsers.account, name: adminUsers.name, googleAuth: adminUsers.googleAuth, clientType: adminUsers.clientType,
        totpSecret: adminUsers.totpSecret, mfaPendingUntil: adminUsers.mfaPendingUntil,
      }).from(adminUsers).where(eq(adminUsers.id, userId));
      return row ?? null;
    },

    /** Is this TOTP secret already the second factor of another operator? */
    async secretInUse(secret: string, exceptUserId: number): Promise<boolean> {
      const rows = await db.select({ id: adminUsers.id }).from(adminUsers)
        .where(and(eq(adminUsers.totpSecret, secret), sql`${adminUsers.id} <> ${exceptUserId}`)).limit(1);
      return rows.length > 0;
    },

    async enable(userId: number, values: { clientType: number; totpSecret: string | null; totpLastStep: number | null }): Promise<void> {
      await db.update(adminUsers).set({ googleAuth: 1, mfaPendingUntil: null, ...values }).where(eq(adminUsers.id, userId));
    },

    /**
     * An enrolment started (googleAuth 2) for a type; for an app, the secret it was given. Sign-in ignores
     * it (only 1 asks for a second factor) and it lapses at `until`.
     */
    async markPending(userId: number, values: { clientType: number; totpSecret: string | null; until: Date }): Promise<void> {
      await db.update(adminUsers)
        .set({ googleAuth: 2, clientType: values.clientType, totpSecret: values.totpSecret, totpLastStep: null, mfaPendingUntil: values.until })
        .where(eq(adminUsers.id, userId));
    },

    /** googleAuth 0, secret cleared, keys and recovery codes removed. */
    async clear(userId: number): Promise<void> {
      await db.update(adminUsers).set({ googleAuth: 0, totpSecret: null, totpLastStep: null, mfaPendingUntil: null }).where(eq(adminUsers.id, userId));
      await db.delete(fidoCredentials).where(eq(fidoCredentials.userId, userId));
      await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      await db.delete(webauthnChallenges).where(eq(webauthnChallenges.userId, userId));
    },

    async replaceRecoveryCodes(userId: number, codeHashes: string[]): Promise<void> {
      await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      await db.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
    },

    /** Marks an unused code used; false when there is none with this hash (wrong or already used). */
    async consumeRecoveryCode(userId: number, codeHash: string): Promise<boolean> {
      const used = await db.update(recoveryCodes).set({ usedAt: sql`now()` })
        .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)))
        .returning({ id: recoveryCodes.id });
      return used.length > 0;
    },

    /** Takes a TOTP time step for the operator; false when it (or a later one) was already used. */
    async claimTotpStep(userId: number, step: number): Promise<boolean> {
      const rows = await db.update(adminUsers).set({ totpLastStep: step })
        .where(and(eq(adminUsers.id, userId), or(isNull(adminUsers.totpLastStep), lt(adminUsers.totpLastStep, step))))
        .returning({ id: adminUsers.id });
      return rows.length === 1;
    },

    async recoveryCodesLeft(userId: number): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
      return row.n;
    },

    async keysOf(userId: number): Promise<StoredKey[]> {
      return db.select({
        credentialId: fidoCredentials.credentialId, publicKey: fidoCredentials.publicKey, counter: fidoCredentials.counter,
        transports: fidoCredentials.transports,
      }).from(fidoCredentials).where(eq(fidoCredentials.userId, userId));
    },

    /** The operator's keys for the list on /personal, oldest first. */
    async listKeys(userId: number): Promise<ListedKey[]> {
      return db.select({ id: fidoCredentials.id, name: fidoCredentials.name, createdAt: fidoCredentials.createdAt, lastUsedAt: fidoCredentials.lastUsedAt })
        .from(fidoCredentials).where(eq(fidoCredentials.userId, userId)).orderBy(fidoCredentials.id);
    },

    /** Removes one of the operator's keys; its name, or null when the operator has no key with this id. */
    async removeKey(userId: number, id: number): Promise<string | null> {
      const [row] = await db.delete(fidoCredentials).where(and(eq(fidoCredentials.userId, userId), eq(fidoCredentials.id, id)))
        .returning({ name: fidoCredentials.name });
      return row ? row.name : null;
    },

    async keyRegistered(credentialId: string): Promise<boolean> {
      return (await db.select({ id: fidoCredentials.id }).from(fidoCredentials).where(eq(fidoCredentials.credentialId, credentialId)).limit(1)).length > 0;
    },

    async addKey(userId: number, key: StoredKey & { name: string }): Promise<ListedKey> {
      const [row] = await db.insert(fidoCredentials).values({ userId, ...key })
        .returning({ id: fidoCredentials.id, name: fidoCredentials.name, createdAt: fidoCredentials.createdAt, lastUsedAt: fidoCredentials.lastUsedAt });
      return row;
    },

    /** After a sign-in the key signed: its new counter and when it was used. */
    async keyUsed(userId: number, credentialId: string, counter: number): Promise<void> {
      await db.update(fidoCredentials).set({ counter, lastUsedAt: sql`now()` })
        .where(and(eq(fidoCredentials.userId, userId), eq(fidoCredentials.credentialId, credentialId)));
    },

    async saveChallenge(userId: number, purpose: ChallengePurpose, challenge: string, expiresAt: Date): Promise<void> {
      await db.insert(webauthnChallenges).values({ userId, purpose, challenge, expiresAt })
        .onConflictDoUpdate({ target: [webauthnChallenges.userId, webauthnChallenges.purpose], set: { challenge, expiresAt } });
    },

    /** Takes the live challenge away (single use); null when none or expired. */
    async takeChallenge(userId: number, purpose: ChallengePurpose, now: Date): Promise<string | null> {
      const [row] = await db.delete(webauthnChallenges)
        .where(and(eq(webauthnChallenges.userId, userId), eq(webauthnChallenges.purpose, purpose)))
        .returning({ challenge: webauthnChallenges.challenge, expiresAt: webauthnChallenges.expiresAt });
      return row && row.expiresAt > now ? row.challenge : null;
    },
  };
}
export type TwoFactorRepo = ReturnType<typeof twoFactorRepo>;
