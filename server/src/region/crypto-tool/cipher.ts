import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { cryptoTool } from '@gwn/contract';

/**
 * The crypto tool's cipher: AES-256-GCM from Node's crypto (authenticated: a changed or foreign text fails
 * to decrypt rather than decrypting to garbage). A sealed text is
 *   version (1 byte, 1) | IV (12 random bytes) | ciphertext | tag (16 bytes)
 * with the version byte as additional authenticated data, written as text by mode:
 *   aes          Base64 (RFC 4648 §4), the shortest;
 *   ascii        Base64url without padding (RFC 4648 §5): only letters, digits, - and _, safe in URLs, file names and CSV;
 *   ignore_case  hexadecimal, lower case, decrypting whatever the case of its letters (for texts read aloud or retyped).
 * White space in a text to decrypt is ignored (line breaks from e-mail or chat).
 */
const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;

type Mode = cryptoTool.EncryptMode;

const ENCODINGS: Record<Mode, { write: (b: Buffer) => string; pattern: RegExp; read: (s: string) => Buffer }> = {
  aes: { write: (b) => b.toString('base64'), pattern: /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/, read: (s) => Buffer.from(s, 'base64') },
  ascii: { write: (b) => b.toString('base64url'), pattern: /^[A-Za-z0-9_-]+$/, read: (s) => Buffer.from(s, 'base64url') },
  ignore_case: { write: (b) => b.toString('hex'), pattern: /^(?:[0-9a-fA-F]{2})+$/, read: (s) => Buffer.from(s, 'hex') },
};

export function seal(key: Buffer, plain: string, mode: Mode): string {
  const iv = randomBytes(IV_BYTES);
  const header = Buffer.from([VERSION]);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(header);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ENCODINGS[mode].write(Buffer.concat([header, iv, body, cipher.getAuthTag()]));
}

/** The plain text, or null when the text is not one this key sealed in this mode (or was changed since). */
export function open(key: Buffer, text: string, mode: Mode): string | null {
  const encoding = ENCODINGS[mode];
  const compact = text.replace(/\s+/g, '');
  if (!encoding.pattern.test(compact)) return null;
  const sealed = encoding.read(compact);
  if (sealed.length < 1 + IV_BYTES + TAG_BYTES || sealed[0] !== VERSION) return null;
  const iv = sealed.subarray(1, 1 + IV_BYTES);
  const tag = sealed.subarray(sealed.length - TAG_BYTES);
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(sealed.subarray(0, 1));
    decipher.setAuthTag(tag);
    const plain = Buffer.concat([decipher.update(sealed.subarray(1 + IV_BYTES, sealed.length - TAG_BYTES)), decipher.final()]);
    return new TextDecoder('utf-8', { fatal: true }).decode(plain);
  } catch {
    return null;
  }
}
