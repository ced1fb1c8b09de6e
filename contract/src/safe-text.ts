/**
 * Text PostgreSQL cannot store, refused at the door of every endpoint: a NUL character, or half of a
 * UTF-16 surrogate pair (which no UTF-8 text can hold). One rule for every string of every payload.
 */
// eslint-disable-next-line no-control-regex -- finding the NUL character is the point
const UNSAFE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const UNSAFE_TEXT_MESSAGE = 'must not contain NUL characters or unpaired surrogates';

export function isSafeText(text: string): boolean {
  return !UNSAFE.test(text);
}

/** The dotted path of the first unsafe string in a payload (its keys too), or null when all are safe. */
export function findUnsafeText(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return isSafeText(value) ? null : path || '(payload)';
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = findUnsafeText(value[i], path ? `${path}.${i}` : String(i));
      if (found !== null) return found;
    }
    return null;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, inner] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (!isSafeText(key)) return at;
      const found = findUnsafeText(inner, at);
      if (found !== null) return found;
    }
  }
  return null;
}
