import { randomBytes } from 'node:crypto';
import { isRegionName, type auth, type ParsedRequestOf, type RegionName, type ResponseOf } from '@gwn/contract';
import { ApiError } from '../../core/api-error.ts';
import type { Audit } from '../../core/audit.ts';
import type { Authenticator } from '../../core/principal.ts';
import type { RequestContext } from '../../core/request-context.ts';
import type { Config } from '../../config.ts';
import type { CaptchaInput, CaptchaService } from '../captcha/service.ts';
import type { SessionRepo } from '../sessions/repo.ts';
import { hashToken, newToken } from '../sessions/token.ts';
import { hashPassword, passwordMatches } from '../users/password.ts';
import { captchaRequired, currentFailures, isLocked, lockReply, type FailureState } from './lockout.ts';
import type { SigninRepo, SigninUser } from './repo.ts';
import { matchTotpStep } from './totp.ts';
import type { UnknownAccountFailures } from './unknown-accounts.ts';

interface Credentials extends CaptchaInput { userName: string; userPwd: string }

export interface SigninDeps {
  config: Config;
  repo: SigninRepo;
  captcha: CaptchaService;
  sessions: SessionRepo;
  authenticator: Authenticator;
  unknownAccounts: UnknownAccountFailures;
  audit: Audit;
}

/** The region a new session starts in: the last one used if still enabled, else the first enabled one. */
export function startRegion(user: Pick<SigninUser, 'lastRegion' | 'enabledRegions'>): RegionName {
  if (isRegionName(user.lastRegion) && user.enabledRegions.includes(user.lastRegion)) return user.lastRegion;
  return user.enabledRegions.find(isRegionName) ?? 'US';
}

/** Sign-in: the credential check (captcha, lockout, password) and the login that adds the second factor. */
export function signinService(deps: SigninDeps) {
  const { config, repo, captcha, unknownAccounts } = deps;
  // Unknown names are verified against a throwaway hash so they take as long as a real account.
  let decoyHash: Promise<string> | undefined;
  const decoy = () => (decoyHash ??= hashPassword(randomBytes(32).toString('hex')));

  async function failure(ctx: RequestContext, user: SigninUser | null, name: string, reason: string, code = 1110003): Promise<ApiError> {
    const state: FailureState = user ? await repo.recordFailure(user.id, config) : unknownAccounts.recordFailure(name, new Date());
    const now = new Date();
    if (user) await deps.audit(ctx, 'loginFailed', { account: user.account, reason, failedCount: state.failedCount });
    return new ApiError(code, lockReply(state, now, config));
  }

  /** Lock, captcha, password and activity checks shared by check_mfa_info and login. */
  async function checkCredentials(ctx: RequestContext, input: Credentials, mode: 'check' | 'login') {
    const user = await repo.findByAccount(input.userName);
    const now = new Date();
    const state = user ? currentFailures(user, now) : unknownAccounts.state(input.userName, now);
    if (isLocked(state, now)) throw new ApiError(1110003, lockReply(state, now, config));
    const showCode = captchaRequired(state, config);
    if (showCode) {
      const outcome = mode === 'check' ? await captcha.verifyFor(input.userName, input) : await captcha.consumeFor(input.userName, input);
      if (outcome === 'missing') throw new ApiError(50014, { showCode: 1 });
      if (outcome === 'wrong') throw new ApiError(50000, { showCode: 1 });
    }
    const matches = await passwordMatches(user?.passwordHash ?? (await decoy()), input.userPwd);
    if (!user || !matches) {
      // One solved captcha buys one password guess, not a second one through login.
      if (showCode) await captcha.burn(input);
      throw await failure(ctx, user, input.userName, 'password');
    }
    if (user.active !== 1) throw new ApiError(50003);
    return { user, showCode };
  }

  async function checkSecondFactor(ctx: RequestContext, user: SigninUser, code: string | undefined): Promise<void> {
    if (user.googleAuth !== 1) return;
    if (!code) throw new ApiError(10053);
    const step = user.totpSecret ? matchTotpStep(user.totpSecret, code) : null;
    if (step === null) throw await failure(ctx, user, user.account, 'mfa', 10061);
    if (!(await repo.claimTotpStep(user.id, step))) throw new ApiError(1111010);
  }

  return {
    async checkMfaInfo(input: ParsedRequestOf<typeof auth.checkMfaInfo>, ctx: RequestContext): Promise<ResponseOf<typeof auth.checkMfaInfo>> {
      const { user, showCode } = await checkCredentials(ctx, input, 'check');
      return { googleAuth: user.googleAuth === 1 ? 1 : 0, clientType: user.clientType, showCode: showCode ? 1 : 0 };
    },

    async login(input: ParsedRequestOf<typeof auth.login>, ctx: RequestContext): Promise<ResponseOf<typeof auth.login>> {
      const { user } = await checkCredentials(ctx, input, 'login');
      await checkSecondFactor(ctx, user, input.code);
      await repo.recordSuccess(user.id, ctx.ip);
      const region = startRegion(user);
      const token = newToken();
      await deps.sessions.create({ tokenHash: hashToken(token), userId: user.id, region, lang: user.lang === 'zh' ? 'zh' : 'en', ip: ctx.ip });
      ctx.reply.header('authorization', token);
      const principal = await deps.authenticator.verify(token);
      await deps.audit({ ...ctx, principal }, 'login', { region });
      return { url: config.regionUrls[region], region, accounting: user.account, name: user.name, mainAccount: user.parentId === null ? 1 : 0 };
    },
  };
}
export type SigninService = ReturnType<typeof signinService>;
