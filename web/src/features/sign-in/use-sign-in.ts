import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CAPTCHA_CODES, RetCode, SERVER_ID } from '@gwn/contract/console';
import { contractLang, currentLanguage } from '../../i18n/index.ts';
import { hashPassword } from '../../lib/hash-password.ts';
import { asksForCaptcha, lockDetail } from './failure-text.ts';
import type { useCaptcha } from './use-captcha.ts';
import type { SecondFactorAnswer, SecondFactorRequest } from '../../components/mfa-code/mfa-code-dialog.tsx';

export interface SignInValues { account: string; password: string; validateCode?: string }

interface Deps {
  captcha: ReturnType<typeof useCaptcha>;
  /** Empties the captcha field: a captcha is single-use, so its text is no use after a failure. */
  clearCaptchaText: () => void;
  askSecondFactor: (request: SecondFactorRequest) => Promise<void>;
}

/** Refusals of the second factor the dialog shows while staying open for another try (issue #16). */
const RETRY_CODES: ReadonlySet<number> = new Set([
  RetCode.MfaCodeEmpty, RetCode.MfaCodeWrong, RetCode.MfaCodeUsed, RetCode.MfaRecoveryCodeWrong,
  RetCode.SecurityKeyUnknown, RetCode.SecurityKeyVerifyFailed, RetCode.SecurityKeyCounterRegressed,
]);
const isLocked = (data: unknown) => (data as { lockStatus?: number } | null)?.lockStatus === 2;

/**
 * The sign-in flow of spec 1 §4: check_mfa_info -> (second factor when googleAuth is 1: the code, the
 * security key or a recovery code, in a dialog that stays open after a refusal) -> login ->
 * store credential, admin URL and region -> session login -> region list -> /welcome.
 * Failures are persistent, closable notifications; captcha codes and showCode 1 reveal the captcha.
 */
export function useSignIn({ captcha, clearCaptchaText, askSecondFactor }: Deps) {
  const { t } = useTranslation('signIn');
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);

  const fail = async (outcome: { retCode: number; msg: string; data: unknown }) => {
    (await import('./failure-notice.ts')).showFailure(outcome.msg, lockDetail(outcome.data, t));
    clearCaptchaText();
    if (CAPTCHA_CODES.has(outcome.retCode) || asksForCaptcha(outcome.data) || captcha.visible) void captcha.reveal();
  };

  const run = async (values: SignInValues) => {
    const lang = contractLang(currentLanguage());
    const userName = values.account.trim();
    const userPwd = await hashPassword(values.password);
    const proof = captcha.visible && captcha.captcha
      ? { checkCode: values.validateCode?.trim(), codeToken: captcha.captcha.codeToken }
      : {};
    // Spec 1 §7: both calls say the console checks the second factor first (check_mfa_info, then the code with login).
    const order = { checkMFACodeFirst: 1 as const };

    const calls = await import('./sign-in-calls.ts');
    const check = await calls.checkMfaInfo({ userName, userPwd, lang, serverId: SERVER_ID.console, ...order, ...proof });
    if (!check.ok) return fail(check);

    const signIn = (answer: SecondFactorAnswer | Record<string, never>) =>
      calls.login({ userName, userPwd, serverId: SERVER_ID.console, ...order, ...answer, ...proof });
    const enter = async (signedIn: Parameters<typeof calls.startSession>[0]) => {
      await calls.startSession(signedIn, lang);
      captcha.forget();
      (await import('./failure-notice.ts')).clearFailures();
      await navigate('/welcome', { replace: true });
    };

    if (check.data.googleAuth !== 1) {
      const login = await signIn({});
      return login.ok ? enter(login.data) : fail(login);
    }
    // A FIDO2 key signs a fresh challenge each try: the first comes with check_mfa_info, later ones are asked again.
    let keyOptions = check.data.webauthnOptions;
    const signWithKey = async () => {
      let options = keyOptions;
      keyOptions = undefined;
      if (!options) {
        const again = await calls.checkMfaInfo({ userName, userPwd, lang, serverId: SERVER_ID.console, ...order });
        options = again.ok ? again.data.webauthnOptions : undefined;
      }
      if (!options) throw new Error('no security-key challenge');
      return calls.signWithSecurityKey(options);
    };
    await askSecondFactor({
      clientType: check.data.clientType,
      signWithKey,
      attempt: async (answer) => {
        const login = await signIn(answer);
        if (login.ok) {
          await enter(login.data);
          return null;
        }
        if (RETRY_CODES.has(login.retCode) && !isLocked(login.data)) {
          // A wrong code counts toward the lock like a wrong password: say how many tries are left.
          return [(await import('../../api/api-error.ts')).textForCode(login.retCode, login.msg), lockDetail(login.data, t)].filter(Boolean).join(' ');
        }
        await fail(login);
        return null;
      },
    });
  };

  const submit = async (values: SignInValues) => {
    setSubmitting(true);
    try {
      await run(values);
    } catch (err) {
      // The retCode catalogue (both languages' texts) loads on a failure, not with the sign-in page.
      (await import('./failure-notice.ts')).showFailure((await import('../../api/api-error.ts')).errorText(err));
    } finally {
      setSubmitting(false);
    }
  };

  return { submit, submitting };
}
