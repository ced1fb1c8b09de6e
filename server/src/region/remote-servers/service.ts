import { remoteServers as contract, RetCode } from '@gwn/contract';
import { ApiError } from '../../core/api-error.ts';
import type { RegionCall } from '../shared/region-context.ts';
import { remoteServerRepo } from './repo.ts';
import type { Req, Reply } from '../../core/handlers.ts';

const subjectOf = (row: { serviceRegion: string; zone: string; serverIp: string }) => `${row.serviceRegion} / ${row.zone} / ${row.serverIp}`;

/** Rules of the remote-server list (spec 2 screen 10, §5): three required texts, each entry once. */
export const remoteServerService = {
  async list(req: Req<typeof contract.list>, call: RegionCall): Promise<Reply<typeof contract.list>> {
    const { total, rows } = await remoteServerRepo(call.db).page(req.pageNum, req.pageSize);
    return { total, result: rows };
  },

  async byKeys(req: Req<typeof contract.byKeys>, call: RegionCall): Promise<Reply<typeof contract.byKeys>> {
    return { result: await remoteServerRepo(call.db).byUids([...new Set(req.keys)]) };
  },

  async add(req: Req<typeof contract.add>, call: RegionCall): Promise<Reply<typeof contract.add>> {
    const row = await remoteServerRepo(call.db).insert(req);
    // The same three values, or the same uid: the same add sent twice.
    if (!row) throw new ApiError(RetCode.NameTaken, { field: 'serverIp' });
    call.audit.subject(subjectOf(row));
    call.audit.change(null, row);
    return row;
  },

  async update(req: Req<typeof contract.update>, call: RegionCall): Promise<Reply<typeof contract.update>> {
    const { id, ...fields } = req;
    const repo = remoteServerRepo(call.db);
    const before = await repo.find(id);
    if (!before) throw new ApiError(RetCode.NotFound);
    const twin = await repo.withValues(fields);
    if (twin && twin.id !== id) throw new ApiError(RetCode.NameTaken, { field: 'serverIp' });
    const after = (await repo.update(id, fields))!;
    call.audit.subject(subjectOf(after));
    call.audit.change(before, after);
    return after;
  },

  async remove(req: Req<typeof contract.remove>, call: RegionCall): Promise<Reply<typeof contract.remove>> {
    const removed = await remoteServerRepo(call.db).remove([...new Set(req.ids)]);
    if (removed.length === 0) {
      call.audit.nothingChanged(); // ids already gone: nothing to record
      return { deleted: 0 };
    }
    call.audit.subject(removed.map(subjectOf).join(', '));
    for (const row of removed) call.audit.change(row, null, subjectOf(row));
    return { deleted: removed.length };
  },
};
