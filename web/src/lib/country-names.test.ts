import { describe, expect, it } from 'vitest';
import { countryName } from './country-names.ts';

describe('country names', () => {
  it('names a code in the console language', () => {
    expect(countryName('FR', 'en')).toBe('France');
    expect(countryName('FR', 'zh-CN')).toBe('法国');
    expect(countryName('de', 'zh-CN')).toBe('德国');
  });

  it('names a record that keeps the English name in Chinese too', () => {
    expect(countryName('United States', 'zh-CN')).toBe('美国');
    expect(countryName('south africa', 'zh-CN')).toBe('南非');
    expect(countryName('United States', 'en')).toBe('United States');
  });

  it('shows what ICU does not know as it is, and nothing for nothing', () => {
    expect(countryName('Atlantis', 'zh-CN')).toBe('Atlantis');
    expect(countryName('', 'en')).toBe('');
  });
});
