import { describe, expect, it } from 'vitest';
import { MENU_IDS } from '@gwn/contract/console';
import en from './en/menu.json';
import zh from './zh-CN/menu.json';

describe('menu labels', () => {
  it('exist in both languages for every menu id of the contract', () => {
    for (const id of MENU_IDS) {
      expect(en, id).toHaveProperty(id);
      expect(zh, id).toHaveProperty(id);
    }
  });
});
