import { describe, expect, it } from 'vitest';
import { isInvalidInputData } from './invalid-input.ts';

describe('isInvalidInputData', () => {
  it('accepts the fields with or without their rules', () => {
    expect(isInvalidInputData({ fields: { name: 'Required' } })).toBe(true);
    expect(isInvalidInputData({ fields: { order: 'Too big' }, rules: { order: { rule: 'max', limit: 9 }, 'emails.3': { rule: 'format' } } })).toBe(true);
  });

  it('refuses anything else a reply might carry', () => {
    for (const data of [null, 'x', [], {}, { fields: [] }, { fields: { name: 1 } }, { fields: {}, rules: null },
      { fields: {}, rules: { a: { rule: 'unknown' } } }, { fields: {}, rules: { a: { rule: 'max', limit: '9' } } }]) {
      expect(isInvalidInputData(data), JSON.stringify(data)).toBe(false);
    }
  });
});
