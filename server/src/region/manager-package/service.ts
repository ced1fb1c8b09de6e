import type { managerPackage } from '@gwn/contract';
import { requirePrincipal } from '../../core/call.ts';
import type { ReceivedFile, Reply, Req } from '../../core/handlers.ts';
import type { RegionCall, RegionContext } from '../shared/region-context.ts';
import { keepUpload } from '../shared/stored-files.ts';
import { storedFilesRepo } from '../shared/stored-files-repo.ts';
import { isoTime } from '../shared/time.ts';
import { managerPackageRepo } from './repo.ts';

type Row = Reply<typeof managerPackage.upload>;

/** The manager package (spec 3 "Manager package"): each upload becomes the current package. */
export function managerPackageService(ctx: RegionContext) {
  async function current(call: RegionCall): Promise<Row | null> {
    const row = await managerPackageRepo(call.db).current();
    return row ? {
      fileName: row.fileName, version: row.version, description: row.description, md5: row.md5, size: row.size, timeStr: isoTime(row.createdAt),
    } : null;
  }

  return {
    /**
     * Keeps the file (the same bytes uploaded again, under another version, reuse the stored copy rather
     * than being refused) and records it as the current package with its version and description.
     */
    async upload(query: Req<typeof managerPackage.upload>, file: ReceivedFile, call: RegionCall): Promise<Row> {
      const known = await storedFilesRepo(call.db).findByMd5('managerPackage', file.md5);
      const stored = known ?? await keepUpload(call.db, ctx.files, 'managerPackage', file, requirePrincipal(call).userId);
      const before = await current(call);
      await managerPackageRepo(call.db).insert({ version: query.version, description: query.description, fileId: stored.id });
      const after = await current(call);
      call.audit.subject(`${query.version} (${file.fileName})`);
      call.audit.change(before && { fileName: before.fileName, version: before.version, md5: before.md5 },
        { fileName: file.fileName, version: query.version, md5: file.md5 });
      if (!after) throw new Error('the package just recorded is not the current one');
      return { ...after, fileName: file.fileName };
    },

    async list(_req: unknown, call: RegionCall): Promise<Reply<typeof managerPackage.list>> {
      const row = await current(call);
      return row ? [row] : [];
    },
  };
}
