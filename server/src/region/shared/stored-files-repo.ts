import { and, eq } from 'drizzle-orm';
import type { RegionDb } from '../../db/connect.ts';
import { storedFiles } from '../../db/region-schema.ts';

export type StoredFileKind = 'firmware' | 'plugin' | 'portal' | 'portalImage' | 'emailImage' | 'managerPackage';

const columns = {
  id: storedFiles.id, kind: storedFiles.kind, fileName: storedFiles.fileName, storageKey: storedFiles.storageKey,
  size: storedFiles.size, md5: storedFiles.md5, createdAt: storedFiles.createdAt,
};

/** SQL of the stored_files table shared by the firmware, portal and plugin areas. */
export function storedFilesRepo(db: RegionDb) {
  return {
    async findByMd5(kind: StoredFileKind, md5: string) {
      const [row] = await db.select(columns).from(storedFiles).where(and(eq(storedFiles.kind, kind), eq(storedFiles.md5, md5)));
      return row;
    },
    async findById(kind: StoredFileKind, id: number) {
      const [row] = await db.select(columns).from(storedFiles).where(and(eq(storedFiles.kind, kind), eq(storedFiles.id, id)));
      return row;
    },
    async insert(values: { kind: StoredFileKind; fileName: string; storageKey: string; size: number; md5: string; uploadedBy: number | null }) {
      const [row] = await db.insert(storedFiles).values(values).returning(columns);
      return row;
    },
    async delete(id: number) {
      await db.delete(storedFiles).where(eq(storedFiles.id, id));
    },
  };
}
