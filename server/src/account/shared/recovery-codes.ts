import { createHash, randomInt } from 'node:crypto';
import { personal } from '@gwn/contract';

// Crockford-style alphabet: no 0/O, 1/I/L, so a code read from paper is typed right.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A new recovery code, XXXX-XXXX-XXXX-XXXX (16 characters of 31: about 79 bits). */
export function newRecoveryCode(): string {
  const chars = Array.from({ length: 16 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return chars.match(/.{4}/g)!.join('-');
}

export function newRecoveryCodes(): string[] {
  return Array.from({ length: personal.RECOVERY_CODE_COUNT }, newRecoveryCode);
}

/** What is stored and compared: SHA-256 of the code without dashes or spaces, upper case (typing is forgiving). */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(code.replace(/[\s-]/g, '').toUpperCase()).digest('hex');
}
