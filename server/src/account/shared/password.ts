import { createHash } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** The form a password travels in: hex SHA-256 of its UTF-8 text (the console does this before sending). */
export const digestPassword = (plain: string): string => createHash('sha256').update(plain, 'utf8').digest('hex');

/** argon2id (the library's default algorithm) of the transported digest. */
export const hashPassword = (digest: string): Promise<string> => hash(digest, { memoryCost: 19_456, timeCost: 2, parallelism: 1 });

export async function passwordMatches(storedHash: string, digest: string): Promise<boolean> {
  try {
    return await verify(storedHash, digest);
  } catch {
    return false;
  }
}
