import { Secret, TOTP } from 'otpauth';
import type { CaptchaGenerator } from '../src/account/shared/captcha-generator.ts';
import { digestPassword } from '../src/account/shared/password.ts';
import type { BuiltOperator } from './factories.ts';

/** The answer every captcha of `knownCaptcha` has. */
export const CAPTCHA_ANSWER = '7';

/** A captcha generator whose answer tests know; the product draws a raster image (shared/captcha-generator.ts). */
export const knownCaptcha: CaptchaGenerator = {
  create: () => ({ image: `data:image/svg+xml;base64,${Buffer.from('<svg/>').toString('base64')}`, answer: CAPTCHA_ANSWER }),
};

/** The sign-in payload of an operator, password hashed as the console sends it. */
export const credentialsOf = (op: Pick<BuiltOperator, 'account' | 'password'>, password = op.password) =>
  ({ userName: op.account, userPwd: digestPassword(password) });

/** A fresh base32 TOTP secret. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

const totpOf = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });

export const totpCode = (secret: string, timestamp = Date.now()): string => totpOf(secret).generate({ timestamp });

/** A six-digit code that is valid in no step of the accepted window. */
export function wrongTotpCode(secret: string): string {
  const now = Date.now();
  const valid = new Set([-2, -1, 0, 1, 2].map((d) => totpCode(secret, now + d * 30_000)));
  for (let n = 123456; ; n++) if (!valid.has(String(n))) return String(n);
}
