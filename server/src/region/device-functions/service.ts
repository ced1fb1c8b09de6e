import { deviceFunctions as contract, deviceTypes as dt, type ParsedRequestOf, type ResponseOf } from '@gwn/contract';
import { ApiError, invalid } from '../../core/api-error.ts';
import type { Audit } from '../../core/audit.ts';
import type { RequestContext } from '../../core/request-context.ts';
import { buildFunctionTable, presentCell } from './build-table.ts';
import type { DeviceFunctionRepo } from './repo.ts';

type ListRequest = ParsedRequestOf<typeof contract.functionList>;
type SaveRequest = ParsedRequestOf<typeof contract.functionBatchSave>;

/** Rules of the function matrix and the function-edit dialog (spec 2 screens 4 and 5). */
export function deviceFunctionService(repo: DeviceFunctionRepo, audit: Audit) {
  async function deviceTypeOrFail(id: number) {
    const row = await repo.deviceType(id);
    if (!row) throw new ApiError(404);
    return { ...row, deviceKind: dt.deviceKind.parse(row.deviceKind) };
  }

  return {
    async table(req: ParsedRequestOf<typeof contract.functionTable>): Promise<contract.FunctionTable> {
      const [catalogue, types] = await Promise.all([repo.catalogue(req.deviceKind), repo.deviceTypes(req)]);
      return buildFunctionTable(catalogue, types, await repo.cells(types.map((t) => t.id)));
    },

    async list(req: ListRequest): Promise<ResponseOf<typeof contract.functionList>> {
      const [catalogue, types] = await Promise.all([repo.catalogue(req.deviceKind), repo.deviceTypes(req)]);
      const cells = new Map((await repo.cells(types.map((t) => t.id))).map((c) => [`${c.deviceTypeId}:${c.functionId}`, c]));
      return {
        result: types.flatMap((t) => catalogue.filter((f) => f.deviceKind === t.deviceKind).map((f) => ({
          deviceType: t.deviceType, deviceTypeName: t.deviceTypeName, deviceKind: dt.deviceKind.parse(t.deviceKind),
          functionKey: f.functionKey, functionName: f.functionName, category: f.category,
          functionDes: presentCell(cells.get(`${t.id}:${f.id}`)),
        }))),
      };
    },

    async info(id: number): Promise<ResponseOf<typeof contract.deviceTypeFunctionInfo>> {
      const type = await deviceTypeOrFail(id);
      const catalogue = await repo.catalogue(type.deviceKind);
      const cells = new Map((await repo.cells([id])).map((c) => [c.functionId, c]));
      return {
        deviceType: type.deviceType, deviceTypeName: type.deviceTypeName, deviceKind: type.deviceKind,
        functionList: catalogue.map((f) => ({
          functionKey: f.functionKey, functionName: f.functionName, category: f.category, functionDes: presentCell(cells.get(f.id)),
        })),
      };
    },

    async batchSave(req: SaveRequest, ctx: RequestContext): Promise<null> {
      const type = await deviceTypeOrFail(req.id);
      const byKey = new Map((await repo.catalogue(type.deviceKind)).map((f) => [f.functionKey, f.id]));
      const unknown = Object.fromEntries(req.functionList.flatMap((item, i) =>
        byKey.has(item.functionKey) ? [] : [[`functionList.${i}.functionKey`, `not a ${type.deviceKind} function`]]));
      if (Object.keys(unknown).length) throw invalid(unknown);
      // The last value given for a key wins, as if the rows had been saved one after another.
      const cells = new Map(req.functionList.map((item) => [item.functionKey, item.functionDes]));
      await repo.saveCells(type.id, [...cells].flatMap(([key, des]) => {
        const functionId = byKey.get(key);
        return functionId === undefined ? [] : [{ functionId, ...des }];
      }));
      await audit(ctx, 'deviceTypeFunctionEdit', { id: type.id, deviceType: type.deviceType, functions: [...cells.keys()] });
      return null;
    },
  };
}
export type DeviceFunctionService = ReturnType<typeof deviceFunctionService>;
