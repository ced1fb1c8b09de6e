import { Secret, TOTP } from 'otpauth';

const SIX_DIGITS = /^\d{6}$/;
/** RFC 4648 base32 letters; spaces and lower case are forgiven when a secret is typed in. */
const BASE32 = /^[A-Z2-7]+=*$/;
/** At least 80 bits (RFC 4226 §4 asks for 128, recommends 160; many hardware tokens ship 80). */
const MIN_SECRET_BYTES = 10;

const totpOf = (secret: Secret) => new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 });

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
  const totp = totpOf(secret);
  const delta = totp.validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
}

/** A new 160-bit secret for an authenticator app, base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI an authenticator app reads from the QR image. */
export function otpauthUri(secretBase32: string, account: string, issuer: string): string {
  return new TOTP({ issuer, label: account, secret: Secret.fromBase32(secretBase32), algorithm: 'SHA1', digits: 6, period: 30 }).toString();
}

/** A typed-in secret in canonical form (upper case, no spaces or padding), or null when it is no usable base32 secret. */
export function normaliseSecret(input: string): string | null {
  const compact = input.replace(/\s+/g, '').toUpperCase().replace(/=+$/, '');
  if (!compact || !BASE32.test(compact)) return null;
  try {
    return Secret.fromBase32(compact).bytes.length >= MIN_SECRET_BYTES ? compact : null;
  } catch {
    return null;
  }
}

/**
 * Two codes the token showed one after the other (code1 then code2) prove the secret is the token's:
 * the step of code2 is the one after code1's, within a window of a few steps around now (tokens drift,
 * and typing two codes takes a minute). Returns code2's step, or null when they are not consecutive.
 */
export function matchConsecutiveSteps(secretBase32: string, code1: string, code2: string, now: number = Date.now()): number | null {
  if (!SIX_DIGITS.test(code1) || !SIX_DIGITS.test(code2)) return null;
  const totp = totpOf(Secret.fromBase32(secretBase32));
  const current = totp.counter({ timestamp: now });
  for (let step = current - 4; step <= current + 1; step++) {
    const first = totp.generate({ timestamp: step * 30_000 });
    const second = totp.generate({ timestamp: (step + 1) * 30_000 });
    if (first === code1 && second === code2) return step + 1;
  }
  return null;
}

/** Whether a code is valid for the secret at any step near now (to tell a wrong secret from codes in the wrong order). */
export function anyStepMatches(secretBase32: string, code: string, now: number = Date.now()): boolean {
  if (!SIX_DIGITS.test(code)) return false;
  return totpOf(Secret.fromBase32(secretBase32)).validate({ token: code, timestamp: now, window: 5 }) !== null;
}
