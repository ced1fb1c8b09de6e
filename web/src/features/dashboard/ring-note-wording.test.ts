import { describe, expect, it } from 'vitest';
import en from '../../i18n/en/dashboard.json';
import zh from '../../i18n/zh-CN/dashboard.json';

describe('the APs ring note', () => {
  it('names the devices ring by the title it has on screen, in both languages', () => {
    for (const lang of [en, zh]) expect(lang.aps.note).toContain(lang.devices.title);
  });
});
