import { speedServers as contract, RetCode, type RegionName } from '@gwn/contract';
import { ApiError } from '../../core/api-error.ts';
import type { RegionHandlers } from '../shared/region-context.ts';
import { isoTime } from '../shared/time.ts';
import { speedServerRepo } from './repo.ts';
import type { Reply } from '../../core/handlers.ts';

type Stored = NonNullable<Awaited<ReturnType<ReturnType<typeof speedServerRepo>['find']>>>;

/** The console's view of a stored server: never the secret. */
const rowOf = ({ modifiedAt, regions, ...rest }: Stored): Reply<typeof contract.info> => ({
  ...rest, timeStr: isoTime(modifiedAt), regions: regions as RegionName[],
});

/** What the audit entry compares: the business fields (the secret only as "changed", masked by the recorder). */
const audited = ({ modifiedAt: _m, ...rest }: Stored & { secret?: string }) => rest;

/**
 * Rules of the speed-test server list (spec 3 §3, §5, §7): every field required and validated by the contract,
 * names unique within the region, the secret written but never read back (an empty secret on edit keeps it).
 * One handler per endpoint of the contract module, typed from it (`satisfies`): host.handleAll(contract, this).
 */
export const speedServerService = {
  async list(req, call) {
    const { total, rows } = await speedServerRepo(call.db).page(req);
    return { total, result: rows.map(rowOf) };
  },

  async info(req, call) {
    const row = await speedServerRepo(call.db).find(req.id);
    if (!row) throw new ApiError(RetCode.SpeedServerNotFound);
    return rowOf(row);
  },

  async byKeys(req, call) {
    return { result: (await speedServerRepo(call.db).byUids([...new Set(req.keys)])).map(rowOf) };
  },

  async add(req, call) {
    const regions = [...new Set(req.regions)];
    const repo = speedServerRepo(call.db);
    const row = await repo.insert({ ...req, regions });
    // The name is what an operator can change; a uid already here is the same add sent twice.
    if (!row && (await repo.withName(req.name))) throw new ApiError(RetCode.SpeedServerNameTaken, { field: 'name' });
    if (!row) throw new ApiError(RetCode.NameTaken, { field: 'uid' });
    call.audit.subject(row.name);
    call.audit.change(null, { ...audited(row), secret: req.secret });
    return rowOf(row);
  },

  async update(req, call) {
    const { id, secret, ...fields } = req;
    const repo = speedServerRepo(call.db);
    const before = await repo.findForChange(id);
    if (!before) throw new ApiError(RetCode.SpeedServerNotFound);
    const holder = await repo.withName(fields.name);
    if (holder && holder.id !== id) throw new ApiError(RetCode.SpeedServerNameTaken, { field: 'name' });
    const after = (await repo.update(id, secret ? { ...fields, secret } : fields))!;
    call.audit.subject(after.name);
    call.audit.change(audited(before), { ...audited(after), secret: secret || before.secret });
    return rowOf(after);
  },

  async remove(req, call) {
    const removed = await speedServerRepo(call.db).remove(req.id);
    if (!removed) throw new ApiError(RetCode.SpeedServerNotFound);
    call.audit.subject(removed.name);
    call.audit.change(audited(removed), null);
    return { deleted: 1 };
  },
} satisfies RegionHandlers<typeof contract>;
