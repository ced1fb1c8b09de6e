import { describe, expect, it } from 'vitest';
import { newTotpSecret, totpCode } from '../../../test/signin-helpers.ts';
import { matchTotpStep } from './totp.ts';

describe('matchTotpStep', () => {
  const secret = newTotpSecret();
  const now = 1_800_000_015_000;
  const step = Math.floor(now / 30_000);

  it('accepts the current code and one step of drift either side, returning the step it belongs to', () => {
    expect(matchTotpStep(secret, totpCode(secret, now), now)).toBe(step);
    expect(matchTotpStep(secret, totpCode(secret, now - 30_000), now)).toBe(step - 1);
    expect(matchTotpStep(secret, totpCode(secret, now + 30_000), now)).toBe(step + 1);
  });

  it('refuses codes two steps away, malformed codes and a broken secret', () => {
    expect(matchTotpStep(secret, totpCode(secret, now - 60_000), now)).toBeNull();
    expect(matchTotpStep(secret, '12345', now)).toBeNull();
    expect(matchTotpStep(secret, 'abcdef', now)).toBeNull();
    expect(matchTotpStep('not base32 !!', '123456', now)).toBeNull();
  });

  it('matches the RFC 6238 SHA1 test vector', () => {
    // RFC 6238 appendix B: secret "12345678901234567890", T = 59 s -> 94287082 (8 digits; 6 digits: 287082).
    const rfcSecret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    expect(matchTotpStep(rfcSecret, '287082', 59_000)).toBe(1);
  });
});
