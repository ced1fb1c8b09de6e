import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import { isStrongPassword, LIMITS } from '@gwn/contract/console';

/** The user dialog's rules (spec 3 §5): required texts, 64 characters, a strong password confirmed twice. */
export function userRules(t: TFunction) {
  const required: Rule = { required: true, whitespace: true, message: t('common:validation.required') };
  const max = (n: number): Rule => ({ max: n, message: t('adminUsers:max', { max: n }) });
  return {
    userName: [required, max(LIMITS.userNameMax)],
    account: [required, max(LIMITS.accountMax)],
    userEmail: [required, max(LIMITS.userNameMax), { type: 'email', message: t('adminUsers:invalidEmail') } as Rule],
    roleId: [{ required: true, message: t('common:validation.required') }],
    password: [
      { required: true, message: t('common:validation.required') },
      { min: LIMITS.passwordMin, max: LIMITS.passwordMax, message: t('common:validation.passwordLength', { min: LIMITS.passwordMin, max: LIMITS.passwordMax }) },
      { validator: (_: unknown, v: string | undefined) => (!v || v.length < LIMITS.passwordMin || v.length > LIMITS.passwordMax || isStrongPassword(v)
        ? Promise.resolve() : Promise.reject(new Error(t('common:validation.invalidPassword')))) },
    ] as Rule[],
    confirmPassword: [
      { required: true, message: t('common:validation.required') },
      ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
        validator: (_: unknown, v: string | undefined) => (!v || v === getFieldValue('password')
          ? Promise.resolve() : Promise.reject(new Error(t('common:validation.passwordMismatch')))),
      }),
    ] as Rule[],
  };
}
