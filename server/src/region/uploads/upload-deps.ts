import type { Audit } from '../../core/audit.ts';
import type { RegionDb } from '../../db/connect.ts';
import type { FileStore } from '../../storage/file-store.ts';

/** What the firmware, portal and plugin areas share: the region's database, file store, audit log and limits. */
export interface UploadAreaDeps {
  db: RegionDb;
  files: FileStore;
  audit: Audit;
  maxBytes: { firmware: number; portal: number; plugin: number };
}

/** Timestamps in list replies: ISO 8601 in UTC; the console formats them in the operator's time zone. */
export const isoTime = (d: Date) => d.toISOString();
