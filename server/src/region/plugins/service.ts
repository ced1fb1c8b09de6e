import { RetCode, type plugins } from '@gwn/contract';
import { ApiError } from '../../core/api-error.ts';
import { listOrderOf } from '../shared/list-order-repo.ts';
import type { RegionCall, RegionContext } from '../shared/region-context.ts';
import { dropStoredFile } from '../shared/stored-files.ts';
import { storedFilesRepo } from '../shared/stored-files-repo.ts';
import { isoTime } from '../shared/time.ts';
import { pluginRepo } from './repo.ts';
import type { Req, Reply } from '../../core/handlers.ts';

/** Plugin rules (spec 2 screen 13): a plugin is one stored file; the same bytes twice are 20020. */
export function pluginService(ctx: RegionContext) {
  return {
    async list(req: Req<typeof plugins.list>, call: RegionCall): Promise<Reply<typeof plugins.list>> {
      const order = listOrderOf(req);
      const { total, rows } = await pluginRepo(call.db).page(req.search, req.pageNum, req.pageSize, order);
      return { total, result: rows.map((r) => ({ id: r.id, fileName: r.fileName, md5: r.md5, uploadTimeDisplay: isoTime(r.createdAt) })) };
    },

    async remove(req: Req<typeof plugins.remove>, call: RegionCall): Promise<null> {
      const row = await storedFilesRepo(call.db).findById('plugin', req.id);
      if (!row) throw new ApiError(RetCode.FileNotFound);
      await dropStoredFile(call, ctx.files, row);
      call.audit.subject(row.fileName);
      call.audit.change({ id: row.id, fileName: row.fileName, md5: row.md5 }, null);
      return null;
    },
  };
}
