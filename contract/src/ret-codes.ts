/**
 * The English and Simplified Chinese text of every retCode (names and numbers: ret-code-names.ts; the words:
 * ret-code-texts-en.ts and ret-code-texts-zh.ts). The services fill `msg` from here; the console loads the module of
 * the language it shows (web/src/api/ret-code-texts.ts).
 */
import { RetCode } from './ret-code-names.ts';
import { RET_CODE_TEXTS_EN } from './ret-code-texts-en.ts';
import { RET_CODE_TEXTS_ZH } from './ret-code-texts-zh.ts';

export * from './ret-code-names.ts';

type Text = { en: string; zh: string };

const R = RetCode;

/** Both languages by code, for the services (the console loads one language's module). */
export const RET_CODES: Record<number, Text> = Object.fromEntries(
  Object.entries(RET_CODE_TEXTS_EN).map(([code, en]) => [code, { en, zh: RET_CODE_TEXTS_ZH[Number(code)] }]),
);

export type Lang = 'en' | 'zh';

/** The message for a code in a language; unknown codes fall back to the generic service error. */
export function messageFor(code: number, lang: Lang = 'en'): string {
  return (RET_CODES[code] ?? RET_CODES[R.ServiceError])[lang];
}
