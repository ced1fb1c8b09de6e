import { releaseNote as contract } from '@gwn/contract';
import { requirePrincipal } from '../../core/call.ts';
import { storableRichText } from '../../core/html-sanitizer.ts';
import { auditText } from '../shared/audit-text.ts';
import type { RegionCall } from '../shared/region-context.ts';
import { releaseNoteRepo, type ReleaseNoteRow } from './repo.ts';
import type { Req, Reply } from '../../core/handlers.ts';

const viewOf = (row: ReleaseNoteRow): contract.ReleaseNoteView => ({ title: row.title, value: row.value, updateTime: row.updatedAt.getTime() });

/** What the audit entry keeps: the subject and the stored (sanitized) body, clipped when long. */
const auditFieldsOf = (row: ReleaseNoteRow) => ({ title: row.title, value: auditText(row.value) });

/** Rules of the release note (spec 3 "Release-note editor", §5): title and content required, HTML sanitized. */
export function releaseNoteService() {
  return {
    async info(_req: Req<typeof contract.info>, call: RegionCall): Promise<Reply<typeof contract.info>> {
      const row = await releaseNoteRepo(call.db).read();
      return { releaseNote: row ? viewOf(row) : null };
    },

    async save(req: Req<typeof contract.save>, call: RegionCall): Promise<Reply<typeof contract.save>> {
      const value = storableRichText(req.value, 'value');
      const repo = releaseNoteRepo(call.db);
      const before = await repo.read(true);
      const after = await repo.save({ title: req.title, value, updatedBy: requirePrincipal(call).account });
      call.audit.subject(after.title);
      call.audit.change(before ? auditFieldsOf(before) : null, auditFieldsOf(after));
      return { releaseNote: viewOf(after) };
    },
  };
}
