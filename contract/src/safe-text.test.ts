import { describe, expect, it } from 'vitest';
import { findUnsafeText } from './safe-text.ts';

describe('findUnsafeText', () => {
  it('names the first unsafe string or key by its dotted path', () => {
    expect(findUnsafeText({ a: 'ok', b: [{ c: 'x\u0000' }] })).toBe('b.0.c');
    expect(findUnsafeText({ ['k\ud800']: 'v' })).toBe('k\ud800');
    expect(findUnsafeText('\udc00')).toBe('(payload)');
    expect(findUnsafeText({ a: { b: 'x\u0000' } }, 'query')).toBe('query.a.b');
    expect(findUnsafeText({ a: ['fine', '😀'], n: 1, z: null })).toBeNull();
  });

  it('screens a payload nested far deeper than the call stack would allow', () => {
    let deep: unknown = { leaf: 'a\u0000b' };
    for (let i = 0; i < 100_000; i += 1) deep = { a: deep };
    expect(findUnsafeText(deep)).toMatch(/^(a\.){100000}leaf$/);
  });
});
