import { describe, expect, it } from 'vitest';
import zh from '../../i18n/zh-CN/roles.json';

describe('the role dialog in Chinese', () => {
  it("says the 'user checkbox error' in Chinese, not in English", () => {
    expect(zh.checkboxError).not.toMatch(/checkbox/i);
    expect(zh.checkboxError).toContain('{{menus}}');
  });
});
