import { and, count, desc, gte, lte, or, sql, type SQL } from 'drizzle-orm';
import type { RegionDb } from '../../db/connect.ts';
import { managerVisits } from '../../db/region-schema.ts';
import { escapeLike } from '../shared/like.ts';

export interface VisitFilter { search?: string; start?: Date; end?: Date }

function where(f: VisitFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    f.start ? gte(managerVisits.createdAt, f.start) : undefined,
    f.end ? lte(managerVisits.createdAt, f.end) : undefined,
  ];
  if (f.search) {
    const mac = f.search.replace(/[:\-\s]/g, '').toUpperCase();
    conditions.push(or(
      mac ? sql`${managerVisits.mac} like ${`%${escapeLike(mac)}%`}` : undefined,
      sql`${managerVisits.ip} like ${`%${escapeLike(f.search)}%`}`,
    ));
  }
  return and(...conditions);
}

export function managerVisitRepo(db: RegionDb) {
  return {
    /** A page of visits, newest first (manager_visits_created_idx). */
    page: (f: VisitFilter, limit: number, offset: number) => db.select({
      mac: managerVisits.mac, ip: managerVisits.ip, apCount: managerVisits.apCount, routerCount: managerVisits.routerCount,
      switchCount: managerVisits.switchCount, onlineDeviceCount: managerVisits.onlineDeviceCount,
      clientCount: managerVisits.clientCount, managerVersion: managerVisits.managerVersion,
      networkCount: managerVisits.networkCount, createdAt: managerVisits.createdAt,
    }).from(managerVisits).where(where(f)).orderBy(desc(managerVisits.createdAt), desc(managerVisits.id)).limit(limit).offset(offset),

    async count(f: VisitFilter): Promise<number> {
      const [row] = await db.select({ n: count() }).from(managerVisits).where(where(f));
      return row?.n ?? 0;
    },
  };
}
