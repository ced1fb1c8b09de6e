import { Secret, TOTP } from 'otpauth';

/** The current six-digit code of an RFC 6238 secret (SHA1, 30 s), as an authenticator app shows it. */
export function totpCode(base32Secret: string, timestamp: number = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(base32Secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp });
}
