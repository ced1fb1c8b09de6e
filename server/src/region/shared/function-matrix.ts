import { deviceFunctions as contract } from '@gwn/contract';
import type { FunctionMatrixRepo } from './function-matrix-repo.ts';

type Catalogue = Awaited<ReturnType<FunctionMatrixRepo['catalogue']>>;
type TypeRows = Awaited<ReturnType<FunctionMatrixRepo['deviceTypes']>>;
type Cells = Awaited<ReturnType<FunctionMatrixRepo['cells']>>;

/** A stored cell as the contract shapes it; anything unexpected in the column reads as not applicable. */
export function presentCell(cell: { checked: string; des: string; tooltips: string } | undefined): contract.FunctionDes {
  if (!cell) return { ...contract.EMPTY_FUNCTION_DES };
  const checked = contract.FUNCTION_CHECKED.find((c) => c === cell.checked) ?? '-1';
  return { checked, des: cell.des, tooltips: cell.tooltips };
}

/**
 * The matrix in the spec's shape (spec 2 §3): device-type keys and names, function keys and names,
 * and every device type's cell for every function of its kind.
 */
export function buildFunctionTable(catalogue: Catalogue, types: TypeRows, cells: Cells): contract.FunctionTable {
  const byId = new Map(cells.map((c) => [`${c.deviceTypeId}:${c.functionId}`, c]));
  const table: contract.FunctionTable = {
    deviceTypeKey: types.map((t) => t.deviceType),
    deviceTypeKeyNameMap: Object.fromEntries(types.map((t) => [t.deviceType, t.deviceTypeName])),
    deviceTypeFunctionMap: {},
    functionKeyList: catalogue.map((f) => f.functionKey),
    functionKeyNameMap: Object.fromEntries(catalogue.map((f) => [f.functionKey, f.functionName])),
    functionCategoryMap: Object.fromEntries(catalogue.map((f) => [f.functionKey, f.category])),
  };
  for (const t of types) {
    table.deviceTypeFunctionMap[t.deviceType] = Object.fromEntries(catalogue
      .filter((f) => f.deviceKind === t.deviceKind)
      .map((f) => [f.functionKey, presentCell(byId.get(`${t.id}:${f.id}`))]));
  }
  return table;
}
