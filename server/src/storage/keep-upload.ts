import { randomUUID } from 'node:crypto';
import { ApiError } from '../core/api-error.ts';
import type { ReceivedFile } from '../core/register-upload.ts';
import type { RegionDb } from '../db/connect.ts';
import type { FileStore } from './file-store.ts';
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
 * existing fileId), else
 * writes the row and moves the object to its final key in one transaction, so a failed move leaves
 * no row and a crash before the move leaves only a temporary object for the startup sweep.
 */
export async function keepUpload(
  db: RegionDb, store: FileStore, kind: StoredFileKind, file: ReceivedFile, uploadedBy: number | null,
) {
  // The existing file's id comes back too, so a firmware upload can still be named (spec 2 screen 7).
  const duplicate = async () => {
    const existing = await storedFilesRepo(db).findByMd5(kind, file.md5);
    return new ApiError(20020, { md5: file.md5, fileId: existing?.id ?? null });
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

/** Removes a stored file: the row first (so nothing points at missing bytes), then the object. */
export async function dropStoredFile(db: RegionDb, store: FileStore, file: { id: number; storageKey: string }): Promise<void> {
  await storedFilesRepo(db).delete(file.id);
  await store.remove(file.storageKey);
}
