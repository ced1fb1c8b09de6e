import { deviceFunctions as contract, type Lang } from '@gwn/contract';
import type { FunctionMatrixRepo } from './function-matrix-repo.ts';

type Catalogue = Awaited<ReturnType<FunctionMatrixRepo['catalogue']>>;
type TypeRows = Awaited<ReturnType<FunctionMatrixRepo['deviceTypes']>>;
type Cells = Awaited<ReturnType<FunctionMatrixRepo['cells']>>;

/** A stored cell: its mark and its text in English and Simplified Chinese. */
export interface StoredCell { checked: string; des: string; tooltips: string; desZh: string; tooltipsZh: string }

/** Text in a language: the Chinese when asked for and written, else the English (the text every language falls back to). */
export const inLang = (lang: Lang, en: string, zh: string) => (lang === 'zh' && zh ? zh : en);

/** The stored cell's mark and English text; anything unexpected in the column reads as not applicable. */
export function englishCell(cell: StoredCell | undefined): contract.FunctionDes {
  if (!cell) return { ...contract.EMPTY_FUNCTION_DES };
  const checked = contract.FUNCTION_CHECKED.find((c) => c === cell.checked) ?? '-1';
  return { checked, des: cell.des, tooltips: cell.tooltips };
}

/** The stored cell as a reader in `lang` sees it. */
export function presentCell(cell: StoredCell | undefined, lang: Lang): contract.FunctionDes {
  const english = englishCell(cell);
  if (!cell) return english;
  return { ...english, des: inLang(lang, cell.des, cell.desZh), tooltips: inLang(lang, cell.tooltips, cell.tooltipsZh) };
}

/** A catalogue function's name and category in `lang`. */
export function functionLabels(f: Catalogue[number], lang: Lang) {
  return { functionName: inLang(lang, f.functionName, f.functionNameZh), category: inLang(lang, f.category, f.categoryZh) };
}

/**
 * The matrix in the spec's shape (spec 2 §3): device-type keys and names, function keys and names,
 * and every device type's cell for every function of its kind, in the caller's language.
 */
export function buildFunctionTable(catalogue: Catalogue, types: TypeRows, cells: Cells, lang: Lang): contract.FunctionTable {
  const byId = new Map(cells.map((c) => [`${c.deviceTypeId}:${c.functionId}`, c]));
  const table: contract.FunctionTable = {
    deviceTypeKey: types.map((t) => t.deviceType),
    deviceTypeKeyNameMap: Object.fromEntries(types.map((t) => [t.deviceType, t.deviceTypeName])),
    deviceTypeFunctionMap: {},
    functionKeyList: catalogue.map((f) => f.functionKey),
    functionKeyNameMap: Object.fromEntries(catalogue.map((f) => [f.functionKey, functionLabels(f, lang).functionName])),
    functionCategoryMap: Object.fromEntries(catalogue.map((f) => [f.functionKey, functionLabels(f, lang).category])),
  };
  for (const t of types) {
    table.deviceTypeFunctionMap[t.deviceType] = Object.fromEntries(catalogue
      .filter((f) => f.deviceKind === t.deviceKind)
      .map((f) => [f.functionKey, presentCell(byId.get(`${t.id}:${f.id}`), lang)]));
  }
  return table;
}
