import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { AccountDb } from '../../db/connect.ts';
import { captchas } from '../../db/account-schema.ts';

/** Expiry on the database clock, the same clock every comparison below uses. */
const expiresIn = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;

export interface CaptchaRow { token: string; answerHash: string; expiresAt: Date; state: string; account: string | null }

export function captchaRepo(db: AccountDb) {
  return {
    async insert(values: { token: string; answerHash: string; ttlSeconds: number }): Promise<void> {
      await db.insert(captchas).values({ token: values.token, answerHash: values.answerHash, expiresAt: expiresIn(values.ttlSeconds) });
    },

    async find(token: string): Promise<CaptchaRow | null> {
      const [row] = await db
        .select({ token: captchas.token, answerHash: captchas.answerHash, expiresAt: captchas.expiresAt, state: captchas.state, account: captchas.account })
        .from(captchas).where(eq(captchas.token, token));
      return row ?? null;
    },

    /**
     * Moves a live captcha from one state to the next; false when another request got there first
     * (or it expired meanwhile), which is what makes a captcha single use under concurrency.
     */
    async transition(token: string, from: string, to: { state: string; account?: string; ttlSeconds?: number }): Promise<boolean> {
      const { ttlSeconds, ...values } = to;
      const rows = await db.update(captchas).set({ ...values, ...(ttlSeconds ? { expiresAt: expiresIn(ttlSeconds) } : {}) })
        .where(and(eq(captchas.token, token), eq(captchas.state, from), gt(captchas.expiresAt, sql`now()`)))
        .returning({ token: captchas.token });
      return rows.length === 1;
    },

    /** Burns a captcha whatever its state, so a wrong answer cannot be retried against the same image. */
    async burn(token: string): Promise<void> {
      await db.update(captchas).set({ state: 'used' }).where(eq(captchas.token, token));
    },

    /** Drops captchas that expired a while ago; called on issue so the table stays small. */
    async purgeExpired(): Promise<void> {
      await db.delete(captchas).where(lt(captchas.expiresAt, sql`now() - interval '1 hour'`));
    },
  };
}
export type CaptchaRepo = ReturnType<typeof captchaRepo>;
