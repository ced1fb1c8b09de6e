import { portal, type ParsedRequestOf, type ResponseOf } from '@gwn/contract';
import { ApiError } from '../../core/api-error.ts';
import type { ReceivedFile } from '../../core/register-upload.ts';
import { requirePrincipal, type RequestContext } from '../../core/request-context.ts';
import { keepUpload } from '../../storage/keep-upload.ts';
import { isoTime, type UploadAreaDeps } from '../uploads/upload-deps.ts';
import { portalRepo } from './repo.ts';

/** Portal rules (spec 2 screen 12): zip and images are stored files; versions tie a zip to models. */
export function portalService(deps: UploadAreaDeps) {
  const repo = portalRepo(deps.db);
  return {
    async upload(file: ReceivedFile, ctx: RequestContext): Promise<ResponseOf<typeof portal.upload>> {
      const row = await keepUpload(deps.db, deps.files, 'portal', file, requirePrincipal(ctx).userId);
      await deps.audit(ctx, 'portal.upload', { fileId: row.id, fileName: row.fileName, md5: row.md5 });
      return { fileId: row.id, md5: row.md5, fileName: row.fileName };
    },

    async uploadLogo(type: number, file: ReceivedFile, ctx: RequestContext): Promise<ResponseOf<typeof portal.uploadLogo>> {
      const kind = type === portal.LOGO_TYPES.emailImage ? 'emailImage' : 'portalImage';
      const row = await keepUpload(deps.db, deps.files, kind, file, requirePrincipal(ctx).userId);
      await deps.audit(ctx, `portal.upload.${kind}`, { fileId: row.id, fileName: row.fileName, md5: row.md5 });
      return { fileId: row.id, md5: row.md5, fileName: row.fileName };
    },

    async saveVersions(req: ParsedRequestOf<typeof portal.saveVersions>, ctx: RequestContext): Promise<ResponseOf<typeof portal.saveVersions>> {
      if (!(await repo.fileIsPortal(req.fileId))) throw new ApiError(15010);
      const replace = req.updatePortalFile === 1;
      if (!replace && (await repo.existing(req.portalVersions)).length > 0) throw new ApiError(12003);
      await repo.save(req.fileId, req.portalVersions, replace);
      await deps.audit(ctx, 'portal.versions.save', { fileId: req.fileId, portalVersions: req.portalVersions, updatePortalFile: req.updatePortalFile });
      return { saved: req.portalVersions.length };
    },

    async listVersions(): Promise<ResponseOf<typeof portal.listVersions>> {
      const [models, latest] = await Promise.all([repo.models(), repo.latestVersions()]);
      return { result: models.map((apType) => ({ apType, version: latest.get(apType) ?? '' })) };
    },

    async show(req: ParsedRequestOf<typeof portal.show>): Promise<ResponseOf<typeof portal.show>> {
      const { total, rows } = await repo.page(req.pageNum, req.pageSize);
      return { total, result: rows.map((r) => ({ id: r.id, fileName: r.fileName, apType: r.apType, version: r.version, md5: r.md5, timeStr: isoTime(r.createdAt) })) };
    },
  };
}
