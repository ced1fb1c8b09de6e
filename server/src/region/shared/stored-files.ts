import { randomUUID } from 'node:crypto';
import { RetCode, type firmware } from '@gwn/contract';
import { ApiError } from '../../core/api-error.ts';
import { requirePrincipal } from '../../core/call.ts';
import type { ReceivedFile } from '../../core/handlers.ts';
import type { RegionDb } from '../../db/connect.ts';
import type { FileStore } from '../../storage/file-store.ts';
import type { RegionCall } from './region-context.ts';
import { storedFilesRepo, type StoredFileKind } from './stored-files-repo.ts';

/** True for PostgreSQL's unique_violation, whichever driver (and Drizzle wrapper) raised it. */
function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e instanceof Error; e = e.cause) {
    if ('code' in e && e.code === '23505') return true;
  }
  return false;
}

/**
 * Keeps a received upload: refuses bytes already stored for this kind (20020 with the MD5 and the
 * existing fileId), else writes the row and moves the object to its final key in one transaction,
 * so a failed move leaves no row and a crash before the move leaves only a temporary object for the
 * startup sweep.
 */
export async function keepUpload(db: RegionDb, store: FileStore, kind: StoredFileKind, file: ReceivedFile, uploadedBy: number | null) {
  // The existing file's id comes back too, so a firmware upload can still be named (spec 2 screen 7).
  const duplicate = async () => {
    const existing = await storedFilesRepo(db).findByMd5(kind, file.md5);
    return new ApiError(RetCode.FileExists, { md5: file.md5, fileId: existing?.id ?? null });
  };
  if (await storedFilesRepo(db).findByMd5(kind, file.md5)) throw await duplicate();
  const storageKey = `${kind}/${randomUUID()}`;
  try {
    return await db.transaction(async (tx) => {
      const row = await storedFilesRepo(tx).insert({ kind, fileName: file.fileName, storageKey, size: file.size, md5: file.md5, uploadedBy });
      await store.commit(file.tempKey, storageKey);
      return row;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw await duplicate();
    throw err;
  }
}

type UploadResult = firmware.UploadResult;

/**
 * The handler of an upload kept as a stored file of one kind (firmware images, portal files, plugins):
 * keeps it, records it for the audit entry and answers its id and MD5 (spec 2 §3 "Upload result").
 */
export function keepUploadAs(kind: StoredFileKind, store: FileStore) {
  return async (_query: unknown, file: ReceivedFile, call: RegionCall): Promise<UploadResult> => {
    const row = await keepUpload(call.db, store, kind, file, requirePrincipal(call).userId);
    call.audit.subject(row.fileName);
    call.audit.change(null, { fileId: row.id, fileName: row.fileName, md5: row.md5, size: row.size });
    return { fileId: row.id, md5: row.md5, fileName: row.fileName };
  };
}

/** Removes a stored file: its row now, its bytes once the call has committed (a rolled-back call keeps both). */
export async function dropStoredFile(call: RegionCall, store: FileStore, file: { id: number; storageKey: string }): Promise<void> {
  await storedFilesRepo(call.db).delete(file.id);
  call.afterCommit(() => store.remove(file.storageKey));
}
