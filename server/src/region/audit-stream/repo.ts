import { cursorRepo } from '../../core/audit-stream/cursor-repo.ts';
import type { RegionDb } from '../../db/connect.ts';
import { regionAuditLog, regionAuditStreamCursor } from '../../db/region-schema.ts';

/** This region's delivery cursors over its own audit log. */
export const regionCursors = (db: RegionDb) => cursorRepo(db, regionAuditLog, regionAuditStreamCursor);
