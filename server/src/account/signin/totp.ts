import { Secret, TOTP } from 'otpauth';

const SIX_DIGITS = /^\d{6}$/;

/**
 * The RFC 6238 time step (SHA1, 6 digits, 30 s) a code belongs to, accepting one step either side
 * for clock drift; null when the code matches none. The step lets the caller refuse a replay.
 */
export function matchTotpStep(secretBase32: string, code: string, now: number = Date.now()): number | null {
  if (!SIX_DIGITS.test(code)) return null;
  let secret: Secret;
  try {
    secret = Secret.fromBase32(secretBase32);
  } catch {
    return null;
  }
  const totp = new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 });
  const delta = totp.validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
}
