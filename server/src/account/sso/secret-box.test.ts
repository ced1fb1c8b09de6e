import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { RetCode } from '@gwn/contract';
import { ApiError } from '../../core/api-error.ts';
import { GENERATED_KEY_FILE, loadSecretKey, secretBox } from './secret-box.ts';

describe("the identity providers' client secrets at rest", () => {
  it('seals with AES-256-GCM: a different text each time, opened only by the same key', () => {
    const box = secretBox(randomBytes(32));
    const sealed = box.seal('client-secret');
    expect(sealed).not.toContain('client-secret');
    expect(box.seal('client-secret')).not.toBe(sealed);
    expect(box.open(sealed)).toBe('client-secret');
    const other = secretBox(randomBytes(32));
    expect(() => other.open(sealed)).toThrow(ApiError);
    try {
      other.open(sealed);
    } catch (error) {
      expect((error as ApiError).retCode).toBe(RetCode.SsoSecretUnreadable);
    }
  });

  it('refuses a sealed text that was altered', () => {
    const box = secretBox(randomBytes(32));
    const raw = Buffer.from(box.seal('client-secret'), 'base64');
    raw[raw.length - 1] ^= 1;
    expect(() => box.open(raw.toString('base64'))).toThrow(ApiError);
  });

  it('without SSO_SECRET_KEY, generates a key once into the data directory (owner-only) and keeps using it', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'gwn-sso-key-'));
    const first = loadSecretKey(undefined, dir);
    expect(first).toHaveLength(32);
    const file = path.join(dir, GENERATED_KEY_FILE);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.toString('hex'));
    expect(loadSecretKey(undefined, dir).equals(first)).toBe(true);
    const configured = randomBytes(32);
    expect(loadSecretKey(configured, dir)).toBe(configured);
  });
});
