import { and, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { plugins } from '@gwn/contract';
import type { RegionDb } from '../../db/connect.ts';
import { listOrderBy, type ListOrder } from '../shared/list-order-repo.ts';
import { storedFiles } from '../../db/region-schema.ts';
import { escapeLike } from '../shared/like.ts';

const isPlugin = eq(storedFiles.kind, 'plugin');

/** The column of each sort field of the plugin list (contract sorting). */
const PLUGIN_SORT_COLUMNS = { uploadTime: storedFiles.createdAt, fileName: storedFiles.fileName };

/** Matches the file name, or a MAC in it with or without separators (AA:BB:.. finds AABB..). */
function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const byName = ilike(storedFiles.fileName, `%${escapeLike(search)}%`);
  const mac = search.replace(/[^0-9a-f]/gi, '');
  if (mac.length < 4 || mac.length === search.length) return byName;
  const bareName = sql`regexp_replace(${storedFiles.fileName}, '[^0-9A-Fa-f]', '', 'g')`;
  return or(byName, ilike(bareName, `%${mac}%`));
}

/** SQL of the plugin list (plugins are stored_files rows of kind plugin). */
export function pluginRepo(db: RegionDb) {
  return {
    /** A page of plugins, newest upload first or in the operator's order; the id breaks ties the same way. */
    async page(search: string | undefined, pageNum: number, pageSize: number, order?: ListOrder<(typeof plugins.PLUGIN_SORTS)[number]>) {
      const where = and(isPlugin, searchCondition(search));
      const [{ total }] = await db.select({ total: count() }).from(storedFiles).where(where);
      const rows = await db.select({ id: storedFiles.id, fileName: storedFiles.fileName, md5: storedFiles.md5, createdAt: storedFiles.createdAt })
        .from(storedFiles).where(where).orderBy(...listOrderBy(PLUGIN_SORT_COLUMNS, order, storedFiles.createdAt, storedFiles.id))
        .limit(pageSize).offset((pageNum - 1) * pageSize);
      return { total, rows };
    },
  };
}
