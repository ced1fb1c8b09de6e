import type { firmware } from '@gwn/contract';
import type { ParsedRequestOf, ResponseOf } from '@gwn/contract';
import { ApiError } from '../../core/api-error.ts';
import type { ReceivedFile } from '../../core/register-upload.ts';
import { requirePrincipal, type RequestContext } from '../../core/request-context.ts';
import { dropStoredFile, keepUpload } from '../../storage/keep-upload.ts';
import { storedFilesRepo } from '../../storage/stored-files-repo.ts';
import { isoTime, type UploadAreaDeps } from '../uploads/upload-deps.ts';
import { firmwareRepo } from './repo.ts';

/** Firmware rules (spec 2 screen 7): upload the image, then name it for models; delete removes both. */
export function firmwareService(deps: UploadAreaDeps) {
  const repo = firmwareRepo(deps.db);
  return {
    async upload(file: ReceivedFile, ctx: RequestContext): Promise<ResponseOf<typeof firmware.upload>> {
      const row = await keepUpload(deps.db, deps.files, 'firmware', file, requirePrincipal(ctx).userId);
      await deps.audit(ctx, 'firmware.upload', { fileId: row.id, fileName: row.fileName, md5: row.md5, size: row.size });
      return { fileId: row.id, md5: row.md5, fileName: row.fileName };
    },

    async save(req: ParsedRequestOf<typeof firmware.save>, ctx: RequestContext): Promise<ResponseOf<typeof firmware.save>> {
      if (!(await storedFilesRepo(deps.db).findById('firmware', req.fileId))) throw new ApiError(15010);
      if (await repo.nameTaken(req.name)) throw new ApiError(12003);
      const apType = req.apType.split(',').map((m) => m.trim()).filter(Boolean).join(',');
      const row = await repo.insert({ ...req, apType });
      await deps.audit(ctx, 'firmware.save', { id: row.id, name: req.name, apType, fileId: req.fileId });
      return { id: row.id };
    },

    async list(req: ParsedRequestOf<typeof firmware.list>): Promise<ResponseOf<typeof firmware.list>> {
      const { total, rows } = await repo.page(req.pageNum, req.pageSize);
      return {
        total,
        result: rows.map((r) => ({
          id: r.id, firmwareNum: r.name, apType: r.apType, md5: r.md5, size: r.size,
          uploadTimeDisplay: isoTime(r.createdAt), updateSuggest: r.updateSuggest, updateBeta: r.updateBeta,
        })),
      };
    },

    apTypes: () => repo.models(),

    async remove(req: ParsedRequestOf<typeof firmware.remove>, ctx: RequestContext): Promise<null> {
      const row = await repo.findById(req.id);
      if (!row || row.name !== req.name) throw new ApiError(15010);
      await repo.delete(row.id);
      if (!(await repo.fileInUse(row.fileId))) await dropStoredFile(deps.db, deps.files, { id: row.fileId, storageKey: row.storageKey });
      await deps.audit(ctx, 'firmware.delete', { id: row.id, name: row.name });
      return null;
    },
  };
}
