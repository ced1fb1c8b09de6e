import { execFileSync, spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { newTotpSecret, totpCode } from '../../../test/signin-helpers.ts';
import { matchCodePair, matchTotpStep, newTotpSecret as newAppSecret, normaliseSecret, parseSecret } from './totp.ts';

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

/** Debian's oathtool, an independent TOTP implementation (scripts/test-all.sh installs it). */
const hasOathtool = spawnSync('sh', ['-c', 'command -v oathtool']).status === 0;
const oathtool = (secret: string, at: number) =>
  execFileSync('oathtool', ['--totp', '--base32', '--now', new Date(at).toISOString().replace('T', ' ').slice(0, 19) + ' UTC', secret], { encoding: 'utf8' }).trim();

describe.skipIf(!hasOathtool)('TOTP codes agree with oathtool', () => {
  if (!hasOathtool) console.warn('oathtool is not installed (apt-get install -y oathtool): the oathtool comparison is skipped');

  it('accepts the codes oathtool computes for an app secret, at several instants', () => {
    const secret = newAppSecret();
    for (const at of [1_700_000_000_000, 1_800_000_015_000, Date.now()]) {
      expect(matchTotpStep(secret, oathtool(secret, at), at)).toBe(Math.floor(at / 30_000));
    }
  });

  it('enrols with two consecutive oathtool codes of a hardware-token secret', () => {
    const secret = normaliseSecret(newAppSecret().toLowerCase())!;
    const now = Date.now();
    expect(matchCodePair(secret, oathtool(secret, now - 30_000), oathtool(secret, now), now)).toEqual({ step: Math.floor(now / 30_000) });
  });

  it('says why two oathtool codes are refused: reversed, too old, ahead, not consecutive, of another secret', () => {
    const secret = newAppSecret();
    const now = Date.now();
    const at = (steps: number) => oathtool(secret, now + steps * 30_000);
    expect(matchCodePair(secret, at(0), at(-1), now)).toEqual({ refused: 'reversed' });
    expect(matchCodePair(secret, at(-11), at(-10), now)).toEqual({ refused: 'old' });
    expect(matchCodePair(secret, at(5), at(6), now)).toEqual({ refused: 'ahead' });
    expect(matchCodePair(secret, at(-3), at(0), now)).toEqual({ refused: 'notConsecutive' });
    const other = newAppSecret();
    expect(matchCodePair(secret, oathtool(other, now - 30_000), oathtool(other, now), now)).toEqual({ refused: 'foreign' });
  });

  it('refuses a secret with its reason: missing, not base32, a partial byte, under 80 bits', () => {
    expect(parseSecret('  ')).toEqual({ refused: 'missing' });
    expect(parseSecret('JBSWY3DPEHPK3PX0')).toEqual({ refused: 'alphabet' });
    expect(parseSecret('JBSWY3DPEHPK3PXPA')).toEqual({ refused: 'length' }); // 17 characters: one too many
    expect(parseSecret('JBSWY3DP')).toEqual({ refused: 'short' });
    expect(parseSecret('jbsw y3dp ehpk 3pxp')).toEqual({ secret: 'JBSWY3DPEHPK3PXP' });
  });
});
