import { randomBytes } from 'node:crypto';
import { personal, RetCode, type auth } from '@gwn/contract';
import { ApiError } from '../../core/api-error.ts';
import type { AccountCall, AccountContext } from '../shared/account-context.ts';
import { hashPassword, passwordMatches } from '../shared/password.ts';
import { startRegion, verifySecondFactor, type SecondFactorAnswer } from '../shared/second-factor.ts';
import { sessionRepo } from '../shared/session-repo.ts';
import { hashToken, newToken } from '../shared/session-token.ts';
import { webauthnService } from '../shared/webauthn.ts';
import type { CaptchaInput, CaptchaService } from './captcha-service.ts';
import { captchaRequired, lockEnd, lockReply } from '../shared/lockout.ts';
import { signinRepo, type SigninUser } from './repo.ts';
import { throttleRepo } from '../shared/throttle-repo.ts';
import type { Req, Reply } from '../../core/handlers.ts';

interface Credentials extends CaptchaInput { userName: string; userPwd: string }

/** Who a sign-in entry is about: the account when the name is one, else the name as typed. */
const actorOf = (user: SigninUser | null, name: string) => ({ userId: user?.id ?? null, account: user?.account ?? name });

/**
 * Sign-in: the credential check (throttle, captcha, password) and the login that adds the second factor.
 * A refusal that counts (a wrong password, captcha or code) keeps its writes and is logged as
 * signInFailed (signInLocked for the failure that starts a lock); a refusal while locked, of an inactive
 * account or of a reused code is logged as signInFailed with its reason and leaves nothing else. Counts are per name and client address (lockout.ts), the
 * same for names that are no account, so a reply never tells who exists.
 */
export function signinService(ctx: AccountContext, captcha: CaptchaService) {
  const { config } = ctx;
  const webauthn = webauthnService(config.webauthn);
  // Unknown names are verified against a throwaway hash so they take as long as a real account.
  let decoyHash: Promise<string> | undefined;
  const decoy = () => (decoyHash ??= hashPassword(randomBytes(32).toString('hex')));

  /** A counted failure: one more toward the locks of this name and of this address. */
  async function counted(call: AccountCall, user: SigninUser | null, name: string, reason: string, code: number): Promise<ApiError> {
    const throttle = await throttleRepo(call.db).recordFailure(name, call.ip, config.lockMinutes);
    const reply = lockReply(throttle, new Date(), config);
    return new ApiError(code, reply).keepingWrites({
      // The failure that reaches a lock is logged as the lockout it starts.
      action: reply.lockStatus === 2 ? 'signInLocked' : 'signInFailed',
      actor: actorOf(user, name),
      detail: { facts: { reason, failedCount: throttle.name.failedCount, addressFailedCount: throttle.address.failedCount } },
    });
  }

  /** A refusal that counts toward no lock but is still logged: nothing the product refuses at sign-in escapes the log. */
  const loggedRefusal = (error: ApiError, user: SigninUser | null, name: string, reason: string) =>
    error.keepingWrites({ action: 'signInFailed', actor: actorOf(user, name), detail: { facts: { reason } } });

  /** Lock, captcha, password and activity checks shared by check_mfa_info and login. */
  async function checkCredentials(call: AccountCall, input: Credentials, mode: 'check' | 'login') {
    const user = await signinRepo(call.db).findByAccount(input.userName);
    const now = new Date();
    const throttle = await throttleRepo(call.db).read(input.userName, call.ip);
    if (lockEnd(throttle, now, config)) {
      throw loggedRefusal(new ApiError(RetCode.AccountOrPasswordWrong, lockReply(throttle, now, config)), user, input.userName, 'locked');
    }
    const showCode = captchaRequired(throttle, now, config);
    if (showCode) {
      const outcome = mode === 'check'
        ? await captcha.verifyFor(call.db, input.userName, input) : await captcha.consumeFor(call.db, input.userName, input);
      if (outcome === 'missing') throw new ApiError(RetCode.CaptchaRequired, { showCode: 1 });
      // A wrong answer is a guess like a wrong password; it burnt the captcha, and both outlive the refusal.
      if (outcome === 'wrong') throw await counted(call, user, input.userName, 'captcha', RetCode.CaptchaWrong);
    }
    const matches = await passwordMatches(user?.passwordHash ?? (await decoy()), input.userPwd);
    if (!user || !matches) {
      // One solved captcha buys one password guess, not a second one through login.
      if (showCode) await captcha.burn(call.db, input);
      throw await counted(call, user, input.userName, 'password', RetCode.AccountOrPasswordWrong);
    }
    if (user.active !== 1) throw loggedRefusal(new ApiError(RetCode.LoginFailed), user, input.userName, 'inactive');
    // Asked only once the password matched, so the answer tells nothing to someone guessing.
    if (user.ssoOnly) throw loggedRefusal(new ApiError(RetCode.SsoLocalPasswordOff), user, input.userName, 'ssoOnly');
    return { user, showCode };
  }

  /** The second factor of an operator who has one (shared/second-factor.ts); the lock counts per name and address. */
  async function checkSecondFactor(call: AccountCall, user: SigninUser, input: SecondFactorAnswer): Promise<void> {
    if (user.googleAuth !== 1) return;
    const used = await verifySecondFactor(call, webauthn, user, input, {
      counted: (retCode, reason) => counted(call, user, user.account, reason, retCode),
      uncounted: (error, reason) => loggedRefusal(error, user, user.account, reason),
    });
    if (used === 'recovery code') call.audit.note({ secondFactor: used });
  }

  return {
    async checkMfaInfo(input: Req<typeof auth.checkMfaInfo>, call: AccountCall): Promise<Reply<typeof auth.checkMfaInfo>> {
      const { user, showCode } = await checkCredentials(call, input, 'check');
      call.audit.actor({ userId: user.id, account: user.account });
      const googleAuth = user.googleAuth === 1 ? 1 : 0;
      // A FIDO2 operator's browser needs a challenge to sign: issued here, after the password proved who asks.
      const webauthnOptions = googleAuth && user.clientType === personal.MFA_TYPES.fido
        ? await webauthn.authenticationOptions(call.db, user.id) : null;
      return {
        googleAuth, clientType: user.clientType, showCode: showCode ? 1 : 0,
        ...(webauthnOptions ? { webauthnOptions: webauthnOptions as unknown as Record<string, unknown> } : {}),
      };
    },

    async login(input: Req<typeof auth.login>, call: AccountCall): Promise<Reply<typeof auth.login>> {
      const { user } = await checkCredentials(call, input, 'login');
      await checkSecondFactor(call, user, input);
      await signinRepo(call.db).recordSuccess(user.id, call.ip);
      await throttleRepo(call.db).recordSuccess(user.account, call.ip);
      const region = startRegion(user);
      const token = newToken();
      await sessionRepo(call.db).create({ tokenHash: hashToken(token), userId: user.id, region, lang: user.lang === 'zh' ? 'zh' : 'en', ip: call.ip });
      call.issueCredential(token);
      call.audit.actor({ userId: user.id, account: user.account });
      call.audit.note({ region });
      return { url: config.regionUrls[region], region, accounting: user.account, name: user.name, mainAccount: user.parentId === null ? 1 : 0 };
    },
  };
}
export type SigninService = ReturnType<typeof signinService>;
