import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CAPTCHA_CODES, SERVER_ID } from '@gwn/contract';
import { errorText } from '../../api/api-error.ts';
import { contractLang, currentLanguage } from '../../i18n/index.ts';
import { hashPassword } from '../../lib/hash-password.ts';
import { asksForCaptcha, lockDetail } from './failure-text.ts';
import type { useCaptcha } from './use-captcha.ts';

export interface SignInValues { account: string; password: string; validateCode?: string }

interface Deps {
  captcha: ReturnType<typeof useCaptcha>;
  askMfaCode: () => Promise<string | null>;
}

/**
 * The sign-in flow of spec 1 §4: check_mfa_info -> (six-digit code when googleAuth is 1) -> login ->
 * store credential, admin URL and region -> session login -> region list -> /welcome.
 * Failures are persistent, closable notifications; captcha codes and showCode 1 reveal the captcha.
 */
export function useSignIn({ captcha, askMfaCode }: Deps) {
  const { t } = useTranslation('signIn');
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);

  const fail = async (outcome: { retCode: number; msg: string; data: unknown }) => {
    (await import('./failure-notice.ts')).showFailure(outcome.msg, lockDetail(outcome.retCode, outcome.data, t));
    if (CAPTCHA_CODES.has(outcome.retCode) || asksForCaptcha(outcome.data) || captcha.visible) void captcha.reveal();
  };

  const run = async (values: SignInValues) => {
    const lang = contractLang(currentLanguage());
    const userName = values.account.trim();
    const userPwd = await hashPassword(values.password);
    const proof = captcha.visible && captcha.captcha
      ? { checkCode: values.validateCode?.trim(), codeToken: captcha.captcha.codeToken }
      : {};

    const calls = await import('./sign-in-calls.ts');
    const check = await calls.checkMfaInfo({ userName, userPwd, lang, serverId: SERVER_ID.console, ...proof });
    if (!check.ok) return fail(check);

    let code: string | undefined;
    if (check.data.googleAuth === 1) {
      code = (await askMfaCode()) ?? undefined;
      if (!code) return;
    }
    const login = await calls.login({ userName, userPwd, serverId: SERVER_ID.console, code, ...proof });
    if (!login.ok) return fail(login);
    await calls.startSession(login.data, lang);
    (await import('./failure-notice.ts')).clearFailures();
    await navigate('/welcome', { replace: true });
  };

  const submit = async (values: SignInValues) => {
    setSubmitting(true);
    try {
      await run(values);
    } catch (err) {
      (await import('./failure-notice.ts')).showFailure(errorText(err));
    } finally {
      setSubmitting(false);
    }
  };

  return { submit, submitting };
}
