import { AUTH_SLICES } from '../endpoint-splits.ts';
import type { AccountArea } from '../shared/account-context.ts';
import { captchaService } from './captcha-service.ts';
import { signinService } from './service.ts';

/** Sign-in: captchas, the credential check and the login (spec 1 §4, §7). */
export const registerSignin: AccountArea = (host, ctx) => {
  const captcha = captchaService(ctx.captcha, () => ctx.config.captchaTtlSeconds);
  const signin = signinService(ctx, captcha);
  host.handleAll(AUTH_SLICES.signin, {
    generateCaptcha: (_payload, call) => captcha.issue(call.db),
    checkMfaInfo: signin.checkMfaInfo,
    login: signin.login,
  });
};
