import { afterEach, describe, expect, it } from 'vitest';
import { i18next } from '../i18n/index.ts';
import { dayjs } from './dayjs.ts';

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('dayjs of the console', () => {
  it('speaks the console language and follows each switch', async () => {
    const day = dayjs('2026-11-28T10:00:00');
    expect(dayjs.locale()).toBe('en');
    expect(day.format('MMMM dddd')).toBe('November Saturday');

    await i18next.changeLanguage('zh-CN');
    expect(dayjs.locale()).toBe('zh-cn');
    expect(dayjs('2026-11-28T10:00:00').format('MMMM dddd')).toBe('十一月 星期六');

    await i18next.changeLanguage('en');
    expect(dayjs('2026-11-28T10:00:00').format('MMMM')).toBe('November');
  });
});
