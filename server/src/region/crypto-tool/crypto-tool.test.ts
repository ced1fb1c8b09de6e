import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cryptoTool as contract } from '@gwn/contract';
import { auditEntries } from '../../../test/region-audit.ts';
import { useTestSystem } from '../../../test/test-system.ts';
import { open, seal } from './cipher.ts';

const US_KEY = randomBytes(32);
const EU_KEY = randomBytes(32);

describe('the cipher', () => {
  const key = randomBytes(32);

  it.each(contract.ENCRYPT_MODES)('seals and opens in mode %s, with a fresh IV each time', (mode) => {
    const plain = 'Wi-Fi 密码: p@ss word 🙂';
    const a = seal(key, plain, mode);
    expect(a).not.toBe(seal(key, plain, mode));
    expect(open(key, a, mode)).toBe(plain);
  });

  it('writes each mode in its own alphabet', () => {
    const plain = 'x'.repeat(100);
    expect(seal(key, plain, 'aes')).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
    expect(seal(key, plain, 'ascii')).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(seal(key, plain, 'ignore_case')).toMatch(/^[0-9a-f]+$/);
  });

  it('opens ignore_case whatever the case, and any mode across line breaks', () => {
    const sealed = seal(key, 'hello', 'ignore_case');
    expect(open(key, sealed.toUpperCase(), 'ignore_case')).toBe('hello');
    const b64 = seal(key, 'hello', 'aes');
    expect(open(key, `${b64.slice(0, 10)}\n ${b64.slice(10)}`, 'aes')).toBe('hello');
  });

  it('refuses a changed text, another key, another mode and text that is no ciphertext', () => {
    const sealed = seal(key, 'secret', 'ignore_case');
    const flipped = sealed.slice(0, 30) + (sealed[30] === '0' ? '1' : '0') + sealed.slice(31);
    expect(open(key, flipped, 'ignore_case')).toBeNull();
    expect(open(randomBytes(32), sealed, 'ignore_case')).toBeNull();
    expect(open(key, seal(key, 'secret', 'ascii'), 'aes')).toBeNull();
    expect(open(key, 'hello world', 'aes')).toBeNull();
    expect(open(key, 'abc', 'ignore_case')).toBeNull();
    expect(open(key, 'AAAA', 'aes')).toBeNull();
  });
});

describe('the crypto tool endpoint', () => {
  const env = useTestSystem({ regions: ['US', 'EU'], config: { cryptoKeys: { US: US_KEY, EU: EU_KEY, CN: randomBytes(32) } } });
  const staff = env.operator({ menus: ['maintenance'] });
  const call = (content: string, type: 1 | 2, encryptMode: 'aes' | 'ascii' | 'ignore_case', region: 'US' | 'EU' = 'US') =>
    env.call(contract.encryptDecrypt, { content, type, encryptMode }, { token: staff.token, region });

  it.each(contract.ENCRYPT_MODES)('encrypts with the region key and decrypts back in mode %s', async (mode) => {
    const encrypted = await call('device secret 42', 1, mode);
    expect(encrypted.body.retCode).toBe(0);
    expect(open(US_KEY, encrypted.body.data.result, mode)).toBe('device secret 42');
    const decrypted = await call(encrypted.body.data.result, 2, mode);
    expect(decrypted.body).toMatchObject({ retCode: 0, data: { result: 'device secret 42' } });
  });

  it('answers 40010 for a text that does not decrypt (another region, tampering, plain text), in the caller language', async () => {
    const fromEu = seal(EU_KEY, 'eu only', 'aes');
    expect((await call(fromEu, 2, 'aes', 'EU')).body.data.result).toBe('eu only');
    const before = (await auditEntries(env.regionDb(), 'cryptoToolUse')).length;
    expect((await call(fromEu, 2, 'aes')).body).toMatchObject({ retCode: 40010, msg: 'Decryption failed' });
    const zh = await env.call(contract.encryptDecrypt, { content: 'not a cipher', type: 2, encryptMode: 'ignore_case' }, { token: staff.token, lang: 'zh' });
    expect(zh.body).toMatchObject({ retCode: 40010, msg: '解密失败' });
    expect(await auditEntries(env.regionDb(), 'cryptoToolUse')).toHaveLength(before);
  });

  it('audits who used it, which way and in which mode, never the text', async () => {
    await call('top secret text', 1, 'ascii');
    const entry = (await auditEntries(env.regionDb(), 'cryptoToolUse')).at(-1);
    expect(entry).toMatchObject({ accountName: staff.account, detail: { subject: 'encrypt', facts: { type: 1, encryptMode: 'ascii', characters: 15 } } });
    expect(JSON.stringify(entry?.detail)).not.toContain('top secret');
  });

  it.each([
    ['empty content', { content: '' }],
    ['an unknown mode', { encryptMode: 'rot13' }],
    ['an unknown type', { type: 3 }],
    ['too long a text to encrypt', { content: 'x'.repeat(contract.CRYPTO_LIMITS.plainMax + 1) }],
  ])('answers 50005 for %s', async (_n, override) => {
    const res = await env.call(contract.encryptDecrypt, { content: 'x', type: 1, encryptMode: 'aes', ...override } as never, { token: staff.token });
    expect(res.body.retCode).toBe(50005);
  });
});
