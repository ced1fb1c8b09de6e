import { describe, expect, it } from 'vitest';
import { CAPTCHA_CODES, RET_CODES, RetCode } from './ret-codes.ts';
import { RET_CODE_TEXTS_EN } from './ret-code-texts-en.ts';
import { RET_CODE_TEXTS_ZH } from './ret-code-texts-zh.ts';

describe('retCode catalogue', () => {
  it('gives every named code (ret-code-names.ts) its English and Chinese words (ret-codes.ts)', () => {
    const missing = Object.entries(RetCode).filter(([, code]) => !RET_CODES[code]?.en || !RET_CODES[code]?.zh).map(([name]) => name);
    expect(missing).toEqual([]);
  });

  it('has the same codes in both languages\' modules', () => {
    expect(Object.keys(RET_CODE_TEXTS_ZH)).toEqual(Object.keys(RET_CODE_TEXTS_EN));
  });

  it('names only known codes among those that reveal the captcha', () => {
    const known = new Set<number>(Object.values(RetCode));
    expect([...CAPTCHA_CODES].filter((code) => !known.has(code))).toEqual([]);
  });
});
