import { apDevices, apPasswords as contract, isAcceptedFileName, type ParsedRequestOf } from '@gwn/contract';
import { ApiError, invalid } from '../../core/api-error.ts';
import { auditWriter } from '../../core/audit.ts';
import type { RequestContext } from '../../core/request-context.ts';
import type { RegionDb } from '../../db/connect.ts';
import { regionAuditLog } from '../../db/region-schema.ts';
import { parseImport } from './csv-import.ts';
import { apPasswordRepo, type ApPasswordRecord } from './repo.ts';

const IMPORT_BATCH = 500;

const present = (r: ApPasswordRecord) => ({
  id: r.id, mac: apDevices.formatMac(r.mac), ssidPassword: r.ssidPassword, model: r.model, comment: r.comment,
  lockType: r.lockType === 1 ? 1 as const : 0 as const, createTime: r.createdAt.getTime(),
});

/** AP password records (spec 2 screen 3, §5). */
export function apPasswordService(db: RegionDb) {
  const repo = apPasswordRepo(db);
  const audit = auditWriter(db, regionAuditLog);

  return {
    async list({ search, pageNum, pageSize }: ParsedRequestOf<typeof contract.list>) {
      const [rows, total] = await Promise.all([repo.page(search ?? '', pageSize, (pageNum - 1) * pageSize), repo.count(search ?? '')]);
      return { total, result: rows.map(present) };
    },

    async info({ id }: ParsedRequestOf<typeof contract.info>) {
      const row = await repo.byId(id);
      if (!row) throw new ApiError(404);
      return present(row);
    },

    async add(ctx: RequestContext, { mac, ssidPassword, model, comment, lockType }: ParsedRequestOf<typeof contract.add>) {
      const row = await repo.insert(mac, { ssidPassword, model, comment, lockType });
      if (!row) throw new ApiError(12003);
      await audit(ctx, 'apPassword.add', { mac: apDevices.formatMac(mac), model });
      return present(row);
    },

    async edit(ctx: RequestContext, { id, ssidPassword, model, comment, lockType }: ParsedRequestOf<typeof contract.edit>) {
      const row = await repo.update(id, { ssidPassword, model, comment, lockType });
      if (!row) throw new ApiError(404);
      await audit(ctx, 'apPassword.edit', { mac: apDevices.formatMac(row.mac), model });
      return present(row);
    },

    async remove(ctx: RequestContext, { mac }: ParsedRequestOf<typeof contract.remove>) {
      if (!(await repo.deleteByMac(mac))) throw new ApiError(404);
      await audit(ctx, 'apPassword.delete', { mac: apDevices.formatMac(mac) });
      return null;
    },

    models: () => repo.models(),

    /**
     * Streams the uploaded CSV through the parser; nothing is written unless the whole file arrived
     * within the limit and matched the template. Valid rows are upserted, bad ones reported by MAC.
     */
    async importCsv(ctx: RequestContext) {
      const spec = contract.importCsv.upload;
      const req = ctx.request;
      if (!spec || !req.isMultipart()) throw invalid({ file: 'multipart/form-data with a file is required' });
      const part = await req.file({ limits: { fileSize: spec.maxBytes, files: 1 }, throwFileSizeLimit: false });
      if (!part || part.fieldname !== spec.field) throw invalid({ file: 'required' });
      if (!isAcceptedFileName(spec, part.filename)) {
        part.file.resume();
        throw new ApiError(60050);
      }
      let parsed;
      try {
        parsed = await parseImport(part.file);
      } finally {
        part.file.resume(); // drain what the parser left unread (after a template error)
      }
      if (part.file.truncated) throw new ApiError(60051, { maxBytes: spec.maxBytes });
      for (let i = 0; i < parsed.rows.length; i += IMPORT_BATCH) await repo.upsertMany(parsed.rows.slice(i, i + IMPORT_BATCH));
      await audit(ctx, 'apPassword.import', { file: part.filename, imported: parsed.rows.length, bad: parsed.badMacs.length });
      return { imported: parsed.rows.length, badMacs: parsed.badMacs };
    },
  };
}
export type ApPasswordService = ReturnType<typeof apPasswordService>;
