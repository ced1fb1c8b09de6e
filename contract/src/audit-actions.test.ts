import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, AUDIT_CATEGORIES, AUDIT_CATEGORY_KEYS, auditCategoryOf } from './audit-actions.ts';

describe('the audit catalogue’s categories', () => {
  it('put every action in exactly one category', () => {
    const listed = AUDIT_CATEGORY_KEYS.flatMap((c) => AUDIT_CATEGORIES[c].actions as readonly string[]);
    expect([...listed].sort()).toEqual(Object.keys(AUDIT_ACTIONS).sort());
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('name each action’s category', () => {
    expect(auditCategoryOf('parameterSave')).toBe('system');
    expect(auditCategoryOf('signInFailed')).toBe('signIn');
    expect(auditCategoryOf('noSuchAction')).toBeUndefined();
  });
});
