import { deviceTypes as contract, type ParsedRequestOf, type ResponseOf } from '@gwn/contract';
import { ApiError } from '../../core/api-error.ts';
import type { Audit } from '../../core/audit.ts';
import type { RequestContext } from '../../core/request-context.ts';
import type { DeviceTypeFields, DeviceTypeRepo } from './repo.ts';

type AddRequest = ParsedRequestOf<typeof contract.deviceTypeAdd>;
type EditRequest = ParsedRequestOf<typeof contract.deviceTypeEdit>;
type Row = NonNullable<Awaited<ReturnType<DeviceTypeRepo['find']>>>;
type ListRow = Awaited<ReturnType<DeviceTypeRepo['page']>>['rows'][number];

/** 12003: the key is already used in this region (spec 2 §8). */
const DUPLICATE_KEY = 12003;

function presentRow(row: ListRow): contract.DeviceTypeRow {
  return {
    id: row.id, deviceType: row.deviceType, deviceTypeName: row.deviceTypeName,
    deviceKinds: contract.deviceKind.parse(row.deviceKinds), executeType: row.executeType, ssidNumber: row.ssidNumber,
    state: contract.deviceTypeState.parse(row.state), minimumVersion: row.minimumVersion,
    recommendVersion: row.recommendVersion, betaVersion: row.betaVersion, order: row.order,
    createTime: row.createdAt.getTime(), modifyTime: row.modifiedAt.getTime(),
  };
}

function presentDetail(row: Row): contract.DeviceTypeDetail {
  const flag = (n: number) => (n === 1 ? 1 : 0);
  return {
    ...presentRow(row), versionDesc: row.versionDesc, customSettings: row.customSettings,
    forbidenBand4: flag(row.forbidenBand4), supportOutdoor: flag(row.supportOutdoor), wireless: flag(row.wireless),
    firmwareName: row.firmwareName, portalVersion: row.portalVersion,
  };
}

/** The stored columns of the dialog's editable fields (`order` is a reserved word in SQL). */
function storedFields(req: Omit<EditRequest, 'id'>): DeviceTypeFields {
  const { order, ...rest } = req;
  return { ...rest, sortOrder: order };
}

/** Rules of the device-type list and dialogs (spec 2 screen 4, §5). */
export function deviceTypeService(repo: DeviceTypeRepo, audit: Audit) {
  return {
    async list(req: ParsedRequestOf<typeof contract.deviceTypeList>): Promise<ResponseOf<typeof contract.deviceTypeList>> {
      const { total, rows } = await repo.page(req, req.pageNum, req.pageSize);
      return { total, result: rows.map(presentRow) };
    },

    async info(id: number): Promise<contract.DeviceTypeDetail> {
      const row = await repo.find(id);
      if (!row) throw new ApiError(404);
      return presentDetail(row);
    },

    async add(req: AddRequest, ctx: RequestContext): Promise<{ id: number }> {
      // regions only says where the console sends the add; each region stores its own copy.
      const { regions: _regions, deviceType, ...fields } = req;
      const id = await repo.insert({ deviceType, ...storedFields(fields) });
      if (id === undefined) throw new ApiError(DUPLICATE_KEY, { field: 'deviceType' });
      await audit(ctx, 'deviceTypeAdd', { id, deviceType });
      return { id };
    },

    async edit(req: EditRequest, ctx: RequestContext): Promise<null> {
      const { id, ...fields } = req;
      if (!(await repo.update(id, storedFields(fields)))) throw new ApiError(404);
      await audit(ctx, 'deviceTypeEdit', { id, deviceTypeName: fields.deviceTypeName, state: fields.state });
      return null;
    },

    async remove(ids: number[], ctx: RequestContext): Promise<{ deleted: number }> {
      const removed = await repo.remove([...new Set(ids)]);
      await audit(ctx, 'deviceTypeDelete', { ids: removed.map((r) => r.id), deviceTypes: removed.map((r) => r.deviceType) });
      return { deleted: removed.length };
    },

    async kinds(): Promise<ResponseOf<typeof contract.deviceTypeKindList>> {
      const counts = new Map((await repo.countByKind()).map((r) => [r.deviceKind, r.count]));
      return { result: contract.DEVICE_KINDS.map((deviceKind) => ({ deviceKind, count: counts.get(deviceKind) ?? 0 })) };
    },
  };
}
export type DeviceTypeService = ReturnType<typeof deviceTypeService>;
