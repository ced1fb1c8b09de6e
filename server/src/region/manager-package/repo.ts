import { desc, eq } from 'drizzle-orm';
import type { RegionDb } from '../../db/connect.ts';
import { managerPackages, storedFiles } from '../../db/region-schema.ts';

/** SQL of the manager package area. */
export function managerPackageRepo(db: RegionDb) {
  return {
    async insert(values: { version: string; description: string; fileId: number }) {
      const [row] = await db.insert(managerPackages).values(values).returning({ id: managerPackages.id });
      return row;
    },
    /** The newest package, which is the current one. */
    async current() {
      const [row] = await db.select({
        version: managerPackages.version, description: managerPackages.description, createdAt: managerPackages.createdAt,
        fileName: storedFiles.fileName, md5: storedFiles.md5, size: storedFiles.size,
      }).from(managerPackages).innerJoin(storedFiles, eq(storedFiles.id, managerPackages.fileId))
        .orderBy(desc(managerPackages.createdAt), desc(managerPackages.id)).limit(1);
      return row;
    },
  };
}
