import type { ParsedRequestOf, ResponseOf, plugins } from '@gwn/contract';
import { ApiError } from '../../core/api-error.ts';
import type { ReceivedFile } from '../../core/register-upload.ts';
import { requirePrincipal, type RequestContext } from '../../core/request-context.ts';
import { dropStoredFile, keepUpload } from '../../storage/keep-upload.ts';
import { storedFilesRepo } from '../../storage/stored-files-repo.ts';
import { isoTime, type UploadAreaDeps } from '../uploads/upload-deps.ts';
import { pluginRepo } from './repo.ts';

/** Plugin rules (spec 2 screen 13): a plugin is one stored file; the same bytes twice are 20020. */
export function pluginService(deps: UploadAreaDeps) {
  const files = storedFilesRepo(deps.db);
  return {
    async upload(file: ReceivedFile, ctx: RequestContext): Promise<ResponseOf<typeof plugins.upload>> {
      const row = await keepUpload(deps.db, deps.files, 'plugin', file, requirePrincipal(ctx).userId);
      await deps.audit(ctx, 'plugin.upload', { id: row.id, fileName: row.fileName, md5: row.md5, size: row.size });
      return { fileId: row.id, md5: row.md5, fileName: row.fileName };
    },

    async list(req: ParsedRequestOf<typeof plugins.list>): Promise<ResponseOf<typeof plugins.list>> {
      const { total, rows } = await pluginRepo(deps.db).page(req.search, req.pageNum, req.pageSize);
      return { total, result: rows.map((r) => ({ id: r.id, fileName: r.fileName, md5: r.md5, uploadTimeDisplay: isoTime(r.createdAt) })) };
    },

    async remove(req: ParsedRequestOf<typeof plugins.remove>, ctx: RequestContext): Promise<null> {
      const row = await files.findById('plugin', req.id);
      if (!row) throw new ApiError(15010);
      await dropStoredFile(deps.db, deps.files, row);
      await deps.audit(ctx, 'plugin.delete', { id: row.id, fileName: row.fileName });
      return null;
    },
  };
}
