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

/** Why a typed-in secret is refused, or the secret in canonical form (upper case, no spaces or padding). */
export type ParsedSecret =
  | { secret: string }
  | { refused: 'missing' | 'alphabet' | 'length' | 'short' };

/** Base32 text of n characters carries whole bytes only when n mod 8 is one of these (RFC 4648 §6). */
const WHOLE_BYTE_REMAINDERS = new Set([0, 2, 4, 5, 7]);

/**
 * A typed-in secret: spaces, lower case and padding are forgiven. Refused when missing, when it has a
 * character base32 does not use (0, 1, 8, 9...), when its length leaves a partial byte (a character
 * missing or one too many, the usual typing slip) or when it holds under 80 bits.
 */
export function parseSecret(input: string | undefined): ParsedSecret {
  const compact = (input ?? '').replace(/\s+/g, '').toUpperCase().replace(/=+$/, '');
  if (!compact) return { refused: 'missing' };
  if (!BASE32.test(compact)) return { refused: 'alphabet' };
  if (!WHOLE_BYTE_REMAINDERS.has(compact.length % 8)) return { refused: 'length' };
  return Secret.fromBase32(compact).bytes.length >= MIN_SECRET_BYTES ? { secret: compact } : { refused: 'short' };
}

/** A typed-in secret in canonical form, or null when it is no usable base32 secret. */
export function normaliseSecret(input: string): string | null {
  const parsed = parseSecret(input);
  return 'secret' in parsed ? parsed.secret : null;
}

/** How far from now (in 30 s steps, either way) two codes are still recognised, to say why they are refused. */
const RECOGNISED_STEPS = 120;
/** code2's step may be at most this many steps before now (typing two codes takes a minute) or one after. */
const ACCEPTED_STEPS_BEFORE = 3;
const ACCEPTED_STEPS_AFTER = 2;

export type CodePair = { step: number } | { refused: 'reversed' | 'old' | 'ahead' | 'notConsecutive' | 'foreign' };

/**
 * Two codes the token showed one after the other (code1 then code2) prove the secret is the token's.
 * Accepted when code2's step follows code1's within a few steps of now; returns code2's step. Otherwise
 * says why, looking an hour either side: reversed, consecutive but too old or ahead (a token's clock
 * drifts), codes of the secret but not consecutive, or codes the secret does not produce.
 */
export function matchCodePair(secretBase32: string, code1: string, code2: string, now: number = Date.now()): CodePair {
  const totp = totpOf(Secret.fromBase32(secretBase32));
  const current = totp.counter({ timestamp: now });
  const codeAt = (step: number) => totp.generate({ timestamp: step * 30_000 });
  let pairStep: number | null = null;
  let reversed = false;
  let known = false;
  for (let step = current - RECOGNISED_STEPS; step <= current + RECOGNISED_STEPS; step++) {
    const code = codeAt(step);
    if (code !== code1 && code !== code2) continue;
    known = true;
    const next = codeAt(step + 1);
    if (code === code1 && next === code2) {
      pairStep = step + 1;
      // The nearest pair to now wins (a code repeats by chance about once in a million steps).
      if (pairStep >= current - ACCEPTED_STEPS_BEFORE) break;
    }
    if (code === code2 && next === code1) reversed = true;
  }
  if (pairStep !== null) {
    if (pairStep < current - ACCEPTED_STEPS_BEFORE) return { refused: 'old' };
    if (pairStep > current + ACCEPTED_STEPS_AFTER) return { refused: 'ahead' };
    return { step: pairStep };
  }
  if (reversed) return { refused: 'reversed' };
  return { refused: known ? 'notConsecutive' : 'foreign' };
}
