import { deviceFunctions as contract, deviceTypes as dt, type ResponseOf } from '@gwn/contract';
import { buildFunctionTable } from '../device-functions/build-table.ts';
import type { DeviceFunctionRepo } from '../device-functions/repo.ts';

/** Only enabled models are public; disabled (0) and private (2) ones never leave the region. */
const PUBLIC_STATES = [1];

function compareGroup(kind: dt.DeviceKind, wireless: number): contract.CompareGroup {
  if (kind !== 'ROUTER') return kind;
  return wireless === 1 ? 'wireless_ROUTER' : 'wired_ROUTER';
}

/** The public device-model comparison (spec 3 "Device-model comparison"): no credential, nothing but the matrix. */
export function modelCompareService(repo: DeviceFunctionRepo) {
  return {
    async tableAll(): Promise<ResponseOf<typeof contract.functionTableAll>> {
      const [catalogue, types] = await Promise.all([repo.catalogue(), repo.deviceTypes({ states: PUBLIC_STATES })]);
      const table = buildFunctionTable(catalogue, types, await repo.cells(types.map((t) => t.id)));
      return {
        ...table,
        deviceTypeKeyMapList: types.map((t) => ({ key: t.deviceType, value: compareGroup(dt.deviceKind.parse(t.deviceKind), t.wireless) })),
        functionKindMap: Object.fromEntries(catalogue.map((f) => [f.functionKey, dt.deviceKind.parse(f.deviceKind)])),
      };
    },
  };
}
export type ModelCompareService = ReturnType<typeof modelCompareService>;
