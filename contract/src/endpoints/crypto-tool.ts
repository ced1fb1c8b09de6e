import { z } from 'zod';
import { endpoint } from '../endpoint.ts';

/**
 * The crypto tool of the maintenance page (spec 2 screen 11, §7). Every mode is AES-256-GCM with the
 * region's configured key; the mode is how the ciphertext is written as text (docs/architecture.md,
 * "Crypto tool"): aes Base64, ascii Base64url (letters, digits, - and _ only), ignore_case hexadecimal
 * that decrypts whatever its letters' case.
 */
export const ENCRYPT_MODES = ['aes', 'ascii', 'ignore_case'] as const;
export type EncryptMode = (typeof ENCRYPT_MODES)[number];

/** 1 encrypt, 2 decrypt. */
export const CRYPTO_TYPES = [1, 2] as const;

export const CRYPTO_LIMITS = {
  /** Characters of plain text that can be encrypted. */
  plainMax: 4096,
  /** Characters of ciphertext accepted for decryption (hex of the largest plain text, with room for line breaks). */
  cipherMax: 32_768,
} as const;

export const encryptDecrypt = endpoint({
  service: 'region', method: 'POST', path: '/admin/data/encrypt/decrypt', guard: 'maintenance', audit: 'cryptoToolUse',
  summary: 'Encrypts (type 1) or decrypts (type 2) a text with the region key (AES-256-GCM); 40010 when a text does not decrypt',
  request: z.object({
    content: z.string().min(1).max(CRYPTO_LIMITS.cipherMax),
    type: z.union([z.literal(1), z.literal(2)]),
    encryptMode: z.enum(ENCRYPT_MODES),
  }).superRefine((v, ctx) => {
    if (v.type === 1 && v.content.length > CRYPTO_LIMITS.plainMax) {
      ctx.addIssue({ code: 'custom', path: ['content'], message: `at most ${CRYPTO_LIMITS.plainMax} characters to encrypt` });
    }
  }),
  response: z.object({ result: z.string() }),
});
