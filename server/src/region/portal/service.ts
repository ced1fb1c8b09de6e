import { portal, RetCode } from '@gwn/contract';
import { ApiError } from '../../core/api-error.ts';
import type { ReceivedFile, Reply, Req } from '../../core/handlers.ts';
import { listOrderOf } from '../shared/list-order-repo.ts';
import type { RegionCall, RegionContext } from '../shared/region-context.ts';
import { keepUploadAs } from '../shared/stored-files.ts';
import { storedFilesRepo } from '../shared/stored-files-repo.ts';
import { isoTime } from '../shared/time.ts';
import { portalRepo, type PortalVersion } from './repo.ts';

const versionKey = (e: PortalVersion) => `${e.apType} ${e.version}`;

/** A portal file as the list shows it. */
const listed = (r: Awaited<ReturnType<ReturnType<typeof portalRepo>['listedOf']>>[number]): portal.PortalFileRow => ({
  id: r.id, fileName: r.fileName, apType: r.apType, version: r.version, md5: r.md5, timeStr: isoTime(r.createdAt),
});

/** Portal rules (spec 2 screen 12): zip and images are stored files; versions tie a zip to models. */
export function portalService(ctx: RegionContext) {
  const keepPortalImage = keepUploadAs('portalImage', ctx.files);
  const keepEmailImage = keepUploadAs('emailImage', ctx.files);
  return {
    uploadZip: keepUploadAs('portal', ctx.files),

    /** An image is kept as a portal image (type 7) or an e-mail image (type 24). */
    uploadImage(query: Req<typeof portal.uploadLogo>, file: ReceivedFile, call: RegionCall): Promise<Reply<typeof portal.uploadLogo>> {
      const keep = query.type === portal.LOGO_TYPES.emailImage ? keepEmailImage : keepPortalImage;
      return keep(query, file, call);
    },

    /**
     * Ties an uploaded zip to models and versions. A model+version that exists is refused (12003)
     * unless updatePortalFile says to point it at the new zip; the audit entry holds each pair's file
     * before -> after.
     */
    async saveVersions(req: Req<typeof portal.saveVersions>, call: RegionCall): Promise<Reply<typeof portal.saveVersions>> {
      const zip = await storedFilesRepo(call.db).findById('portal', req.fileId);
      if (!zip) throw new ApiError(RetCode.FileNotFound);
      // A pair listed twice is one pair.
      const entries = [...new Map(req.portalVersions.map((e) => [versionKey(e), e])).values()];
      const repo = portalRepo(call.db);
      const existing = new Map((await repo.existing(entries)).map((r) => [versionKey(r), r]));
      const replace = req.updatePortalFile === 1;
      if (!replace && existing.size > 0) throw new ApiError(RetCode.NameTaken);
      await repo.save(zip.id, entries, replace);
      call.audit.subject(zip.fileName);
      for (const e of entries) {
        const was = existing.get(versionKey(e));
        call.audit.change(was ? { ...e, fileId: was.fileId } : null, { ...e, fileId: zip.id }, versionKey(e));
      }
      return { saved: entries.length };
    },

    async listVersions(_req: unknown, call: RegionCall): Promise<Reply<typeof portal.listVersions>> {
      const repo = portalRepo(call.db);
      const [models, latest] = await Promise.all([repo.models(), repo.latestVersions()]);
      return { result: models.map((apType) => ({ apType, version: latest.get(apType) ?? '' })) };
    },

    async show(req: Req<typeof portal.show>, call: RegionCall): Promise<Reply<typeof portal.show>> {
      const order = listOrderOf(req);
      const { total, rows } = await portalRepo(call.db).page(req.pageNum, req.pageSize, order);
      return { total, result: rows.map(listed) };
    },

    async byKeys(req: Req<typeof portal.byKeys>, call: RegionCall): Promise<Reply<typeof portal.byKeys>> {
      return { result: (await portalRepo(call.db).listedOf(req.keys)).map(listed) };
    },
  };
}
