import { deviceFunctions as contract, type deviceFunctions as df, deviceTypes as dt, RetCode } from '@gwn/contract';
import { ApiError, invalid } from '../../core/api-error.ts';
import { buildFunctionTable, englishCell, functionLabels, presentCell, type StoredCell } from '../shared/function-matrix.ts';
import { functionMatrixRepo } from '../shared/function-matrix-repo.ts';
import type { RegionCall } from '../shared/region-context.ts';
import { deviceFunctionRepo } from './repo.ts';
import type { Req, Reply } from '../../core/handlers.ts';

/** A cell as stored, flat, so the audit entry names each changed field (des, desZh...). */
type FlatCell = Omit<StoredCell, 'checked'> & { checked: df.FunctionChecked };

function flatCell(cell: StoredCell | undefined): FlatCell {
  const english = englishCell(cell);
  return { ...english, desZh: cell?.desZh ?? '', tooltipsZh: cell?.tooltipsZh ?? '' };
}

/** Chinese text without its English: refused with 15070, naming the fields. */
function chineseWithoutEnglish(list: Req<typeof contract.functionBatchSave>['functionList']): Record<string, string> {
  return Object.fromEntries(list.flatMap((item, i) => (['des', 'tooltips'] as const)
    .filter((field) => item.functionDesZh?.[field] && !item.functionDes[field])
    .map((field) => [`functionList.${i}.functionDes.${field}`, 'English text is needed with the Chinese text'])));
}

async function deviceTypeOrFail(call: RegionCall, id: number) {
  const row = await deviceFunctionRepo(call.db).deviceType(id);
  if (!row) throw new ApiError(RetCode.NotFound);
  return { ...row, deviceKind: dt.deviceKind.parse(row.deviceKind) };
}

/** Rules of the function matrix and the function-edit dialog (spec 2 screens 4 and 5). */
export const deviceFunctionService = {
  async table(req: Req<typeof contract.functionTable>, call: RegionCall): Promise<Reply<typeof contract.functionTable>> {
    const matrix = functionMatrixRepo(call.db);
    const [catalogue, types] = await Promise.all([matrix.catalogue(req.deviceKind), matrix.deviceTypes(req)]);
    return buildFunctionTable(catalogue, types, await matrix.cells(types.map((t) => t.id)), call.lang);
  },

  async list(req: Req<typeof contract.functionList>, call: RegionCall): Promise<Reply<typeof contract.functionList>> {
    const matrix = functionMatrixRepo(call.db);
    const [catalogue, types] = await Promise.all([matrix.catalogue(req.deviceKind), matrix.deviceTypes(req)]);
    const cells = new Map((await matrix.cells(types.map((t) => t.id))).map((c) => [`${c.deviceTypeId}:${c.functionId}`, c]));
    return {
      result: types.flatMap((t) => catalogue.filter((f) => f.deviceKind === t.deviceKind).map((f) => ({
        deviceType: t.deviceType, deviceTypeName: t.deviceTypeName, deviceKind: dt.deviceKind.parse(t.deviceKind),
        functionKey: f.functionKey, ...functionLabels(f, call.lang),
        functionDes: presentCell(cells.get(`${t.id}:${f.id}`), call.lang),
      }))),
    };
  },

  async info(req: Req<typeof contract.deviceTypeFunctionInfo>, call: RegionCall): Promise<Reply<typeof contract.deviceTypeFunctionInfo>> {
    const type = await deviceTypeOrFail(call, req.id);
    const matrix = functionMatrixRepo(call.db);
    const catalogue = await matrix.catalogue(type.deviceKind);
    const cells = new Map((await matrix.cells([type.id])).map((c) => [c.functionId, c]));
    return {
      deviceType: type.deviceType, deviceTypeName: type.deviceTypeName, deviceKind: type.deviceKind,
      functionList: catalogue.map((f) => {
        const { desZh, tooltipsZh, ...english } = flatCell(cells.get(f.id));
        return { functionKey: f.functionKey, ...functionLabels(f, call.lang), functionDes: english, functionDesZh: { des: desZh, tooltips: tooltipsZh } };
      }),
    };
  },

  /**
   * Saves the listed cells of one device type, English and Chinese text. Only cells whose value changes
   * are written, and the audit entry holds each changed field before -> after, by function key.
   */
  async batchSave(req: Req<typeof contract.functionBatchSave>, call: RegionCall): Promise<null> {
    const type = await deviceTypeOrFail(call, req.id);
    const matrix = functionMatrixRepo(call.db);
    const byKey = new Map((await matrix.catalogue(type.deviceKind)).map((f) => [f.functionKey, f.id]));
    const unknown = Object.fromEntries(req.functionList.flatMap((item, i) =>
      byKey.has(item.functionKey) ? [] : [[`functionList.${i}.functionKey`, `not a ${type.deviceKind} function`]]));
    if (Object.keys(unknown).length) throw invalid(unknown);
    const untranslatable = chineseWithoutEnglish(req.functionList);
    if (Object.keys(untranslatable).length) throw new ApiError(RetCode.FunctionTextNeedsEnglish, { fields: untranslatable });
    const stored = new Map((await matrix.cells([type.id])).map((c) => [c.functionId, flatCell(c)]));
    // The last value given for a key wins, as if the rows had been saved one after another.
    const wanted = new Map(req.functionList.map((item) => [item.functionKey, item]));
    const changed = [...wanted].flatMap(([functionKey, item]) => {
      const functionId = byKey.get(functionKey);
      if (functionId === undefined) return [];
      const before = stored.get(functionId) ?? flatCell(undefined);
      // A caller that sends no Chinese (the spec's shape) keeps the Chinese already stored.
      const zh = item.functionDesZh ?? { des: before.desZh, tooltips: before.tooltipsZh };
      const after: FlatCell = { ...item.functionDes, desZh: zh.des, tooltipsZh: zh.tooltips };
      const same = (Object.keys(after) as (keyof FlatCell)[]).every((field) => before[field] === after[field]);
      return same ? [] : [{ functionId, functionKey, before, after }];
    });
    if (changed.length === 0) {
      call.audit.nothingChanged();
      return null;
    }
    await deviceFunctionRepo(call.db).saveCells(type.id, changed.map(({ functionId, after }) => ({ functionId, ...after })));
    call.audit.subject(type.deviceType);
    for (const { functionKey, before, after } of changed) call.audit.change(before, after, functionKey);
    return null;
  },
};
