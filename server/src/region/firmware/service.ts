import { RetCode, type firmware } from '@gwn/contract';
import { ApiError } from '../../core/api-error.ts';
import { listOrderOf } from '../shared/list-order-repo.ts';
import type { RegionCall, RegionContext } from '../shared/region-context.ts';
import { dropStoredFile } from '../shared/stored-files.ts';
import { storedFilesRepo } from '../shared/stored-files-repo.ts';
import { isoTime } from '../shared/time.ts';
import { firmwareRepo } from './repo.ts';
import type { Req, Reply } from '../../core/handlers.ts';

/** A release as the list shows it. */
const listed = (r: Awaited<ReturnType<ReturnType<typeof firmwareRepo>['byNames']>>[number]): firmware.FirmwareRow => ({
  id: r.id, firmwareNum: r.name, apType: r.apType, md5: r.md5, size: r.size,
  uploadTimeDisplay: isoTime(r.createdAt), updateSuggest: r.updateSuggest, updateBeta: r.updateBeta,
});

/** Firmware rules (spec 2 screen 7): upload the image, then name it for models; delete removes both. */
export function firmwareService(ctx: RegionContext) {
  return {
    async save(req: Req<typeof firmware.save>, call: RegionCall): Promise<Reply<typeof firmware.save>> {
      const repo = firmwareRepo(call.db);
      if (!(await storedFilesRepo(call.db).findById('firmware', req.fileId))) throw new ApiError(RetCode.FileNotFound);
      if (await repo.nameTaken(req.name)) throw new ApiError(RetCode.NameTaken);
      const apType = req.apType.split(',').map((m) => m.trim()).filter(Boolean).join(',');
      const values = { ...req, apType };
      const row = await repo.insert(values);
      call.audit.subject(req.name);
      call.audit.change(null, values);
      return { id: row.id };
    },

    async list(req: Req<typeof firmware.list>, call: RegionCall): Promise<Reply<typeof firmware.list>> {
      const order = listOrderOf(req);
      const { total, rows } = await firmwareRepo(call.db).page(req.pageNum, req.pageSize, order);
      return { total, result: rows.map(listed) };
    },

    async byKeys(req: Req<typeof firmware.byKeys>, call: RegionCall): Promise<Reply<typeof firmware.byKeys>> {
      return { result: (await firmwareRepo(call.db).byNames([...new Set(req.keys)])).map(listed) };
    },

    apTypes: (_req: unknown, call: RegionCall) => firmwareRepo(call.db).models(),

    async remove(req: Req<typeof firmware.remove>, call: RegionCall): Promise<null> {
      const repo = firmwareRepo(call.db);
      const row = await repo.findById(req.id);
      if (!row || row.name !== req.name) throw new ApiError(RetCode.FileNotFound);
      await repo.delete(row.id);
      if (!(await repo.fileInUse(row.fileId))) await dropStoredFile(call, ctx.files, { id: row.fileId, storageKey: row.storageKey });
      call.audit.subject(row.name);
      call.audit.change({ id: row.id, name: row.name, fileId: row.fileId }, null);
      return null;
    },
  };
}
