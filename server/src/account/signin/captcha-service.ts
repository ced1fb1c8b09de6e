import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AccountDb } from '../../db/connect.ts';
import type { CaptchaGenerator } from '../shared/captcha-generator.ts';
import { captchaRepo } from './captcha-repo.ts';

/** What the operator typed and the token of the image they were shown. */
export interface CaptchaInput { checkCode?: string; codeToken?: string }

/** ok, or why not: nothing sent (50014) or a wrong, expired or used captcha (50000). */
export type CaptchaOutcome = 'ok' | 'missing' | 'wrong';

const normalise = (answer: string) => answer.trim().toLowerCase();
const answerHash = (token: string, answer: string) => createHash('sha256').update(`${token}:${normalise(answer)}`).digest('hex');

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/**
 * Single-use captchas, stored hashed. A captcha moves new -> verified (by the credential check, bound to
 * one account, so the sign-in that follows may reuse it once) -> used. A wrong answer burns it.
 * Every method works through the call's database handle, so its writes commit or roll back with the call.
 */
export function captchaService(generator: CaptchaGenerator, ttlSeconds: () => number) {
  async function answeredRight(db: AccountDb, input: { checkCode: string; codeToken: string }): Promise<boolean> {
    const repo = captchaRepo(db);
    const row = await repo.find(input.codeToken);
    if (row?.state !== 'new' || !sameHash(row.answerHash, answerHash(input.codeToken, input.checkCode))) {
      if (row) await repo.burn(input.codeToken);
      return false;
    }
    return true;
  }

  return {
    async issue(db: AccountDb): Promise<{ code: string; codeToken: string }> {
      const repo = captchaRepo(db);
      await repo.purgeExpired();
      const { image, answer } = generator.create();
      const codeToken = randomBytes(24).toString('base64url');
      await repo.insert({ token: codeToken, answerHash: answerHash(codeToken, answer), ttlSeconds: ttlSeconds() });
      return { code: image, codeToken };
    },

    /** The credential check: a right answer marks the captcha verified for this account. */
    async verifyFor(db: AccountDb, account: string, input: CaptchaInput): Promise<CaptchaOutcome> {
      if (!input.checkCode || !input.codeToken) return 'missing';
      if (!(await answeredRight(db, { checkCode: input.checkCode, codeToken: input.codeToken }))) return 'wrong';
      // The operator may still be typing a second-factor code: the verified captcha gets a fresh lifetime.
      const moved = await captchaRepo(db).transition(input.codeToken, 'new', { state: 'verified', account, ttlSeconds: ttlSeconds() });
      return moved ? 'ok' : 'wrong';
    },

    /** The sign-in: uses up a captcha verified for this account, or a fresh one answered right. */
    async consumeFor(db: AccountDb, account: string, input: CaptchaInput): Promise<CaptchaOutcome> {
      if (!input.codeToken) return 'missing';
      const repo = captchaRepo(db);
      const row = await repo.find(input.codeToken);
      if (row?.state === 'verified' && row.account === account) {
        return (await repo.transition(input.codeToken, 'verified', { state: 'used' })) ? 'ok' : 'wrong';
      }
      if (!input.checkCode) return 'missing';
      if (!(await answeredRight(db, { checkCode: input.checkCode, codeToken: input.codeToken }))) return 'wrong';
      return (await repo.transition(input.codeToken, 'new', { state: 'used' })) ? 'ok' : 'wrong';
    },

    /** Ends a captcha after a failed credential check, so one solved image buys one password guess. */
    async burn(db: AccountDb, input: CaptchaInput): Promise<void> {
      if (input.codeToken) await captchaRepo(db).burn(input.codeToken);
    },
  };
}
export type CaptchaService = ReturnType<typeof captchaService>;
