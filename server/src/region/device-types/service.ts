import { deviceTypes as contract, RetCode } from '@gwn/contract';
import { ApiError } from '../../core/api-error.ts';
import type { RegionCall } from '../shared/region-context.ts';
import { deviceTypeRepo, type DeviceTypeFields, type DeviceTypeRepo } from './repo.ts';
import type { Req, Reply } from '../../core/handlers.ts';

type Row = NonNullable<Awaited<ReturnType<DeviceTypeRepo['find']>>>;
type ListRow = Awaited<ReturnType<DeviceTypeRepo['page']>>['rows'][number];

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

/** A row as the audit log keeps it: its fields, not its timestamps (the entry has its own time). */
function audited(row: Row) {
  const { createdAt: _created, modifiedAt: _modified, ...fields } = row;
  return fields;
}

/** The stored columns of the dialog's editable fields (`order` is a reserved word in SQL). */
function storedFields(req: Omit<Req<typeof contract.deviceTypeEdit>, 'id'>): DeviceTypeFields {
  const { order, ...rest } = req;
  return { ...rest, sortOrder: order };
}

/** Rules of the device-type list and dialogs (spec 2 screen 4, §5). */
export const deviceTypeService = {
  async list(req: Req<typeof contract.deviceTypeList>, call: RegionCall): Promise<Reply<typeof contract.deviceTypeList>> {
    const { total, rows } = await deviceTypeRepo(call.db).page(req, req.pageNum, req.pageSize);
    return { total, result: rows.map(presentRow) };
  },

  async info(req: Req<typeof contract.deviceTypeInfo>, call: RegionCall): Promise<contract.DeviceTypeDetail> {
    const row = await deviceTypeRepo(call.db).find(req.id);
    if (!row) throw new ApiError(RetCode.NotFound);
    return presentDetail(row);
  },

  async byKeys(req: Req<typeof contract.deviceTypeByKeys>, call: RegionCall): Promise<Reply<typeof contract.deviceTypeByKeys>> {
    return { result: (await deviceTypeRepo(call.db).byKeys([...new Set(req.keys)])).map(presentDetail) };
  },

  async add(req: Req<typeof contract.deviceTypeAdd>, call: RegionCall): Promise<Reply<typeof contract.deviceTypeAdd>> {
    // regions only says where the console sends the add; each region stores its own copy.
    const { regions: _regions, deviceType, ...fields } = req;
    const row = await deviceTypeRepo(call.db).insert({ deviceType, ...storedFields(fields) });
    if (!row) throw new ApiError(RetCode.NameTaken, { field: 'deviceType' });
    call.audit.subject(deviceType);
    call.audit.change(null, audited(row));
    return { id: row.id };
  },

  async edit(req: Req<typeof contract.deviceTypeEdit>, call: RegionCall): Promise<null> {
    const { id, ...fields } = req;
    const repo = deviceTypeRepo(call.db);
    const before = await repo.find(id);
    const after = before && await repo.update(id, storedFields(fields));
    if (!before || !after) throw new ApiError(RetCode.NotFound);
    call.audit.subject(before.deviceType);
    call.audit.change(audited(before), audited(after));
    return null;
  },

  async remove(req: Req<typeof contract.deviceTypeDelete>, call: RegionCall): Promise<Reply<typeof contract.deviceTypeDelete>> {
    const removed = await deviceTypeRepo(call.db).remove([...new Set(req.ids)]);
    if (removed.length === 0) {
      call.audit.nothingChanged(); // ids already gone: nothing to record
      return { deleted: 0 };
    }
    call.audit.subject(removed.map((r) => r.deviceType).join(', '));
    for (const row of removed) call.audit.change(audited(row), null, row.deviceType);
    return { deleted: removed.length };
  },

  async kinds(_req: unknown, call: RegionCall): Promise<Reply<typeof contract.deviceTypeKindList>> {
    const counts = new Map((await deviceTypeRepo(call.db).countByKind()).map((r) => [r.deviceKind, r.count]));
    return { result: contract.DEVICE_KINDS.map((deviceKind) => ({ deviceKind, count: counts.get(deviceKind) ?? 0 })) };
  },
};
