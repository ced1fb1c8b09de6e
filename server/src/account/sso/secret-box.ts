import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { RetCode } from '@gwn/contract';
import { ApiError } from '../../core/api-error.ts';

/** Where the key lives when SSO_SECRET_KEY is not set: made once, readable by the service's user only. */
export const GENERATED_KEY_FILE = 'sso-secret.key';

/**
 * The key client secrets are sealed with: SSO_SECRET_KEY, or else a random key generated into DATA_DIR on first
 * use, so a single-machine install keeps its secrets across restarts without configuration. Copies of the
 * account service on several machines must share SSO_SECRET_KEY (README, "Configuration").
 */
export function loadSecretKey(configured: Buffer | undefined, dataDir: string): Buffer {
  if (configured) return configured;
  const file = path.join(dataDir, GENERATED_KEY_FILE);
  try {
    const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
    if (key.length === 32) return key;
  } catch {
    // not made yet: made below
  }
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32);
  writeFileSync(file, `${key.toString('hex')}\n`, { mode: 0o600, flag: 'w' });
  return key;
}

/** AES-256-GCM: base64 of iv (12 bytes) | tag (16 bytes) | ciphertext. */
export function secretBox(key: Buffer) {
  return {
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
    },
    /** The secret; 15215 when it was sealed under another key (SSO_SECRET_KEY changed) or altered. */
    open(sealed: string): string {
      try {
        const raw = Buffer.from(sealed, 'base64');
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
        decipher.setAuthTag(raw.subarray(12, 28));
        return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
      } catch {
        throw new ApiError(RetCode.SsoSecretUnreadable);
      }
    },
  };
}
export type SecretBox = ReturnType<typeof secretBox>;
