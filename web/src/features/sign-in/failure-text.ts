import type { TFunction } from 'i18next';

/** Lock details the service adds to 1110003 (spec 1 §4). */
interface LockData { lockStatus?: number; remainCount?: number; lockTime?: number; showCode?: number }

function lockData(data: unknown): LockData {
  return typeof data === 'object' && data !== null ? data : {};
}

/** Whether a failed reply asks the form to show the captcha. */
export function asksForCaptcha(data: unknown): boolean {
  return lockData(data).showCode === 1;
}

/**
 * The extra line under a sign-in failure: remaining attempts or locked minutes, else nothing. Every
 * refusal that counts toward the lock carries them (a wrong password, captcha, code or key), so each says so.
 */
export function lockDetail(data: unknown, t: TFunction): string | undefined {
  const lock = lockData(data);
  if (lock.lockStatus === 1 && typeof lock.remainCount === 'number') return t('signIn:lock.remaining', { count: lock.remainCount });
  if (lock.lockStatus === 2 && typeof lock.lockTime === 'number') return t('signIn:lock.locked', { count: lock.lockTime });
  return undefined;
}
