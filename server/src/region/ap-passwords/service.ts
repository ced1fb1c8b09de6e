import { apDevices, apPasswords as contract, RetCode } from '@gwn/contract';
import { ApiError } from '../../core/api-error.ts';
import type { CsvReply, Reply, Req, StreamedFile } from '../../core/handlers.ts';
import type { RegionCall } from '../shared/region-context.ts';
import { parseImport } from './csv-import.ts';
import { apPasswordRepo, type ApPasswordRecord } from './repo.ts';

const IMPORT_BATCH = 500;

const present = (r: ApPasswordRecord): contract.ApPasswordRow => ({
  id: r.id, mac: apDevices.formatMac(r.mac), ssidPassword: r.ssidPassword, model: r.model, comment: r.comment,
  lockType: r.lockType === 1 ? 1 : 0, createTime: r.createdAt.getTime(),
});

/** A record as the audit log keeps it; the recorder masks the password itself. */
const audited = (r: ApPasswordRecord) => ({
  mac: apDevices.formatMac(r.mac), ssidPassword: r.ssidPassword, model: r.model, comment: r.comment, lockType: r.lockType,
});

/** The template has no rows: the core writes its BOM and header. */
async function* noLines(): AsyncIterable<string> {}

/** AP password records (spec 2 screen 3, §5). */
export const apPasswordService = {
  async list({ search = '', pageNum, pageSize }: Req<typeof contract.list>, call: RegionCall): Promise<Reply<typeof contract.list>> {
    const repo = apPasswordRepo(call.db);
    const [rows, total] = await Promise.all([repo.page(search, pageSize, (pageNum - 1) * pageSize), repo.count(search)]);
    return { total, result: rows.map(present) };
  },

  async info({ id }: Req<typeof contract.info>, call: RegionCall): Promise<Reply<typeof contract.info>> {
    const row = await apPasswordRepo(call.db).byId(id);
    if (!row) throw new ApiError(RetCode.NotFound);
    return present(row);
  },

  async byKeys({ keys }: Req<typeof contract.byKeys>, call: RegionCall): Promise<Reply<typeof contract.byKeys>> {
    return { result: (await apPasswordRepo(call.db).byMacs([...new Set(keys)])).map(present) };
  },

  async add({ mac, ssidPassword, model, comment, lockType }: Req<typeof contract.add>, call: RegionCall): Promise<Reply<typeof contract.add>> {
    const row = await apPasswordRepo(call.db).insert(mac, { ssidPassword, model, comment, lockType });
    if (!row) throw new ApiError(RetCode.NameTaken);
    call.audit.subject(apDevices.formatMac(row.mac));
    call.audit.change(null, audited(row));
    return present(row);
  },

  async edit({ id, ssidPassword, model, comment, lockType }: Req<typeof contract.edit>, call: RegionCall): Promise<Reply<typeof contract.edit>> {
    const repo = apPasswordRepo(call.db);
    const before = await repo.byId(id);
    const after = before && await repo.update(id, { ssidPassword, model, comment, lockType });
    if (!before || !after) throw new ApiError(RetCode.NotFound);
    call.audit.subject(apDevices.formatMac(after.mac));
    call.audit.change(audited(before), audited(after));
    return present(after);
  },

  async remove({ mac }: Req<typeof contract.remove>, call: RegionCall): Promise<null> {
    const row = await apPasswordRepo(call.db).deleteByMac(mac);
    if (!row) throw new ApiError(RetCode.NotFound);
    call.audit.subject(apDevices.formatMac(row.mac));
    call.audit.change(audited(row), null);
    return null;
  },

  models: (_req: unknown, call: RegionCall) => apPasswordRepo(call.db).models(),

  template: async (): Promise<CsvReply> => ({
    fileName: 'ap-password-template.csv', header: [...contract.AP_PASSWORD_TEMPLATE_COLUMNS], lines: noLines(),
  }),

  /**
   * Reads the CSV as it arrives, then writes its valid rows (bad ones are answered by MAC). The core
   * refuses a wrong type or a file over the limit; a wrong header is 60001. Everything runs in the
   * call's transaction, so nothing is written unless the whole file arrived and matched the template.
   */
  async importCsv(_query: Req<typeof contract.importCsv>, file: StreamedFile, call: RegionCall): Promise<Reply<typeof contract.importCsv>> {
    const parsed = await parseImport(file.stream);
    const repo = apPasswordRepo(call.db);
    for (let i = 0; i < parsed.rows.length; i += IMPORT_BATCH) await repo.upsertMany(parsed.rows.slice(i, i + IMPORT_BATCH));
    if (parsed.rows.length === 0) call.audit.nothingChanged();
    call.audit.subject(file.fileName);
    call.audit.note({ fileName: file.fileName, imported: parsed.rows.length, refused: parsed.badMacs.length });
    return { imported: parsed.rows.length, badMacs: parsed.badMacs };
  },
};
