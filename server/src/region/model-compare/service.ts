import { deviceFunctions as contract, deviceTypes as dt } from '@gwn/contract';
import { buildFunctionTable } from '../shared/function-matrix.ts';
import { functionMatrixRepo } from '../shared/function-matrix-repo.ts';
import type { RegionCall } from '../shared/region-context.ts';
import type { Reply } from '../../core/handlers.ts';

/** Only enabled models are public; disabled (0) and private (2) ones never leave the region. */
const PUBLIC_STATES = [1];

function compareGroup(kind: dt.DeviceKind, wireless: number): contract.CompareGroup {
  if (kind !== 'ROUTER') return kind;
  return wireless === 1 ? 'wireless_ROUTER' : 'wired_ROUTER';
}

/** The public device-model comparison (spec 3 "Device-model comparison"): no credential, nothing but the matrix, in the caller's language. */
export const modelCompareService = {
  async tableAll(_req: unknown, call: RegionCall): Promise<Reply<typeof contract.functionTableAll>> {
    const matrix = functionMatrixRepo(call.db);
    const [catalogue, types] = await Promise.all([matrix.catalogue(), matrix.deviceTypes({ states: PUBLIC_STATES })]);
    const table = buildFunctionTable(catalogue, types, await matrix.cells(types.map((t) => t.id)), call.lang);
    return {
      ...table,
      deviceTypeKeyMapList: types.map((t) => ({ key: t.deviceType, value: compareGroup(dt.deviceKind.parse(t.deviceKind), t.wireless) })),
      functionKindMap: Object.fromEntries(catalogue.map((f) => [f.functionKey, dt.deviceKind.parse(f.deviceKind)])),
    };
  },
};
