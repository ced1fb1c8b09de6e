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

/** A value met while walking a payload (a key is met as a string), with the way back to the top for its path. */
interface Visit { value: unknown; segment: string; parent: Visit | null }

function pathOf(visit: Visit, base: string): string {
  const segments: string[] = [];
  for (let at: Visit | null = visit; at?.parent; at = at.parent) segments.push(at.segment);
  return [base, ...segments.reverse()].filter(Boolean).join('.');
}

/**
 * The dotted path of the first unsafe string in a payload (its keys too), or null when all are safe.
 * Walked with a stack of its own, not by recursion: a body nested tens of thousands of levels deep (a
 * few hundred kB of JSON) must be screened, not overflow the call stack.
 */
export function findUnsafeText(value: unknown, path = ''): string | null {
  const pending: Visit[] = [{ value, segment: '', parent: null }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const node = visit.value;
    if (typeof node === 'string') {
      if (!isSafeText(node)) return pathOf(visit, path) || '(payload)';
    } else if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i -= 1) pending.push({ value: node[i], segment: String(i), parent: visit });
    } else if (typeof node === 'object' && node !== null) {
      const entries = Object.entries(node);
      // Pushed last first, so they are met in order, each key before its value.
      for (let i = entries.length - 1; i >= 0; i -= 1) {
        const [key, inner] = entries[i];
        pending.push({ value: inner, segment: key, parent: visit }, { value: key, segment: key, parent: visit });
      }
    }
  }
  return null;
}
