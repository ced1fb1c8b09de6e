import { parameters as contract, RetCode } from '@gwn/contract';
import { ApiError } from '../../core/api-error.ts';
import type { RegionCall } from '../shared/region-context.ts';
import { parameterRepo, parameterTypeRepo } from './repo.ts';
import type { Req, Reply } from '../../core/handlers.ts';

type StoredRow = NonNullable<Awaited<ReturnType<ReturnType<typeof parameterRepo>['findByKey']>>>;
type StoredType = NonNullable<Awaited<ReturnType<ReturnType<typeof parameterTypeRepo>['findByKey']>>>;

const READ_ONLY = 1;
/** Parameter keys whose values are secrets: the audit log records that they changed, never the values. */
const SECRET_KEY = /password|secret|token|credential|private/i;

const kind = (type: number): contract.ParameterTypeKind => (type === READ_ONLY ? 1 : 2);

function presentParameter(row: StoredRow): contract.ParameterRow {
  return { ...row, type: kind(row.type) };
}

function presentType(row: StoredType): contract.ParameterTypeRow {
  return { ...row, type: kind(row.type) };
}

/**
 * A parameter as the audit log keeps it. The value of a secret-looking key goes under a field name the
 * recorder masks, so the entry says that it changed and never what it is.
 */
function audited(row: StoredRow) {
  const value = SECRET_KEY.test(row.key) ? { secretValue: row.value } : { value: row.value };
  return { basicKey: row.basicKey, name: row.name, key: row.key, ...value, description: row.description };
}

/** Rules of system parameters and their types (spec 2 screens 8 and 9, §4, §5). */
export const parameterService = {
  async list(req: Req<typeof contract.parameterList>, call: RegionCall): Promise<Reply<typeof contract.parameterList>> {
    let typeId: number | undefined;
    if (req.basicKey) {
      const type = await parameterTypeRepo(call.db).findByKey(req.basicKey);
      if (!type) return { total: 0, result: [] };
      typeId = type.id;
    }
    const { total, rows } = await parameterRepo(call.db).page(typeId, req.pageNum, req.pageSize);
    return { total, result: rows.map(presentParameter) };
  },

  async byKeys(req: Req<typeof contract.parameterByKeys>, call: RegionCall): Promise<Reply<typeof contract.parameterByKeys>> {
    return { result: (await parameterRepo(call.db).byKeys([...new Set(req.keys)])).map(presentParameter) };
  },

  async info(req: Req<typeof contract.parameterInfo>, call: RegionCall): Promise<contract.ParameterRow> {
    const row = await parameterRepo(call.db).findByKey(req.key);
    if (!row) throw new ApiError(RetCode.NotFound);
    return presentParameter(row);
  },

  /**
   * Add (mode 0) or edit (mode 1, by key). Read-only parameters are the system's: none is added, edited
   * or deleted by an operator, so neither the category a parameter has nor the one it moves to may be read-only.
   */
  async save(req: Req<typeof contract.parameterSave>, call: RegionCall): Promise<contract.ParameterRow> {
    const repo = parameterRepo(call.db);
    const category = await parameterTypeRepo(call.db).lockByKey(req.basicKey);
    if (!category) throw new ApiError(RetCode.NotFound, { field: 'basicKey' });
    if (category.type === READ_ONLY) throw new ApiError(RetCode.ParameterReadOnly, { field: 'basicKey' });
    const fields = { typeId: category.id, name: req.name, value: req.value, description: req.description };
    call.audit.subject(req.key);
    if (req.mode === 0) {
      if (!await repo.insert(req.key, fields)) throw new ApiError(RetCode.NameTaken, { field: 'key' });
      const row = (await repo.findByKey(req.key))!;
      call.audit.change(null, audited(row));
      return presentParameter(row);
    }
    await repo.lockByKey(req.key);
    const before = await repo.findByKey(req.key);
    if (!before) throw new ApiError(RetCode.NotFound, { field: 'key' });
    if (before.type === READ_ONLY) throw new ApiError(RetCode.ParameterReadOnly, { field: 'key' });
    await repo.update(req.key, fields);
    const after = (await repo.findByKey(req.key))!;
    call.audit.change(audited(before), audited(after));
    return presentParameter(after);
  },

  async remove(req: Req<typeof contract.parameterDelete>, call: RegionCall): Promise<null> {
    const repo = parameterRepo(call.db);
    await repo.lockByKey(req.key);
    const row = await repo.findByKey(req.key);
    if (!row) throw new ApiError(RetCode.NotFound);
    if (row.type === READ_ONLY) throw new ApiError(RetCode.ParameterReadOnly);
    await repo.remove(req.key);
    call.audit.subject(row.key);
    call.audit.change(audited(row), null);
    return null;
  },

  async typeOptions(_req: unknown, call: RegionCall): Promise<Reply<typeof contract.typeOptions>> {
    return (await parameterTypeRepo(call.db).all()).map(presentType);
  },

  async typeList(req: Req<typeof contract.typeList>, call: RegionCall): Promise<Reply<typeof contract.typeList>> {
    const { total, rows } = await parameterTypeRepo(call.db).page(req.pageNum, req.pageSize);
    return { total, result: rows.map(presentType) };
  },

  async typeByKeys(req: Req<typeof contract.typeByKeys>, call: RegionCall): Promise<Reply<typeof contract.typeByKeys>> {
    return { result: (await parameterTypeRepo(call.db).byKeys([...new Set(req.keys)])).map(presentType) };
  },

  async typeInfo(req: Req<typeof contract.typeInfo>, call: RegionCall): Promise<contract.ParameterTypeRow> {
    const row = await parameterTypeRepo(call.db).findByKey(req.key);
    if (!row) throw new ApiError(RetCode.NotFound);
    return presentType(row);
  },

  /** Add (mode 0) or edit (mode 1, by key: the key is fixed, name and kind change). */
  async typeSave(req: Req<typeof contract.typeSave>, call: RegionCall): Promise<contract.ParameterTypeRow> {
    const repo = parameterTypeRepo(call.db);
    call.audit.subject(req.key);
    if (req.mode === 0) {
      const row = await repo.insert({ name: req.name, key: req.key, type: req.type });
      if (!row) throw new ApiError(RetCode.NameTaken, { field: 'key' });
      call.audit.change(null, presentType(row));
      return presentType(row);
    }
    const before = await repo.lockByKey(req.key);
    if (!before) throw new ApiError(RetCode.NotFound, { field: 'key' });
    const after = (await repo.update(req.key, { name: req.name, type: req.type }))!;
    call.audit.change(presentType(before), presentType(after));
    return presentType(after);
  },

  /** A type that parameters use stays (15030): deleting it would orphan them. */
  async typeRemove(req: Req<typeof contract.typeDelete>, call: RegionCall): Promise<null> {
    const repo = parameterTypeRepo(call.db);
    const row = await repo.lockByKey(req.key);
    if (!row) throw new ApiError(RetCode.NotFound);
    const inUse = await parameterRepo(call.db).countOfType(row.id);
    if (inUse > 0) throw new ApiError(RetCode.ParameterTypeInUse, { parameters: inUse });
    await repo.remove(req.key);
    call.audit.subject(row.key);
    call.audit.change(presentType(row), null);
    return null;
  },
};
