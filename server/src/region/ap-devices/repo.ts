import { and, count, desc, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { mappedInOnePass } from '../../core/row-mapping-repo.ts';
import { withKeptPlans, type RegionDb } from '../../db/connect.ts';
import { devices, enterprises, networks } from '../../db/region-schema.ts';

/**
 * A device that is an AP. The kind is written into the statement, not sent as a value: it is the same on every call, and a plan
 * kept for a statement (db/connect.ts withKeptPlans) then knows that most devices are APs. Sent as a value, a kept plan of a MAC
 * fragment also read the kind's index, all 7,800,000 APs of the benchmark, to intersect them with the fragment's 256 candidates.
 */
export const isAp = sql`${devices.kind} = 'AP'`;

/** SQL of deleting an AP; built from the call's database (its transaction). */
export function apDeviceRepo(db: RegionDb) {
  return {
    /** An AP by MAC with what its deletion loses (model, versions, enterprise), locked for the call; null when unknown. */
    async lockAp(mac: string) {
      const [row] = await db.select({
        id: devices.id, mac: devices.mac, model: devices.model, versionFirmware: devices.versionFirmware,
        enterprise: enterprises.enterpriseName,
      }).from(devices).leftJoin(enterprises, eq(enterprises.id, devices.enterpriseId))
        .where(and(isAp, eq(devices.mac, mac))).for('update', { of: devices });
      return row ?? null;
    },

    async deleteAp(id: number): Promise<void> {
      await db.delete(devices).where(eq(devices.id, id));
    },
  };
}

/**
 * SQL of one enterprise's APs (spec 3 "Enterprise device list"), built and prepared once per service on the region's
 * database (the list is a read: it never runs in a call's transaction). Two statements, each finding the enterprise by
 * its key itself, so the service sends them together and neither waits for the other: the enterprise with its AP totals
 * and network count, and the page. Their rows are mapped by our own pass (core/row-mapping-repo.ts).
 */
export function enterpriseApRepo(db: RegionDb) {
  const enterpriseKey = sql.placeholder('enterpriseId');
  const search = sql.placeholder('search');
  // Both find the enterprise by its key and read its few APs whatever the values: one kept plan each (db/connect.ts).
  const kept = withKeptPlans(db);
  // Inside a selected field Drizzle leaves columns unqualified, so the outer row's id is written with its table name.
  const summary = mappedInOnePass(kept.select({
    id: enterprises.id, email: enterprises.email,
    apCount: sql<number>`(select count(*) from devices d where d.enterprise_id = "enterprises"."id" and d.kind = 'AP')`.mapWith(Number),
    onlineAP: sql<number>`(select count(*) from devices d where d.enterprise_id = "enterprises"."id" and d.kind = 'AP' and d.online)`.mapWith(Number),
    networkCount: sql<number>`(select count(*) from networks n where n.enterprise_id = "enterprises"."id")`.mapWith(Number),
  }).from(enterprises).where(eq(enterprises.enterpriseId, enterpriseKey)).prepare('enterprise_ap_summary'));

  // One enterprise has few APs: its own index finds them (the enterprise's id is read once, by its key), and each MAC
  // is compared whole; an empty search matches every one.
  const whereAps = (id: SQL, text: Placeholder | string) =>
    and(isAp, eq(devices.enterpriseId, id), sql`(${text}::text = '' or strpos(${devices.mac}, ${text}::text) > 0)`);
  const page = mappedInOnePass(kept.select({
    mac: devices.mac, network: networks.name, apType: devices.model, online: devices.online,
    matchCount: sql<number>`count(*) over ()`.mapWith(Number),
  }).from(devices).leftJoin(networks, eq(networks.id, devices.networkId))
    .where(whereAps(sql`(select e.id from enterprises e where e.enterprise_id = ${enterpriseKey})`, search))
    .orderBy(desc(devices.online), devices.mac).limit(sql.placeholder('limit')).offset(sql.placeholder('offset'))
    .prepare('enterprise_ap_page'));

  return {
    /** The enterprise with that key (its id and e-mail), its AP totals and its network count; null when there is none. */
    async summary(enterpriseId: string) {
      const [row] = await summary.execute({ enterpriseId });
      return row ?? null;
    },

    /** A page of the enterprise's APs, narrowed by MAC digits unless `text` is empty, each row with the total of matches. */
    page: (enterpriseId: string, text: string, limit: number, offset: number) =>
      page.execute({ enterpriseId, search: text, limit, offset }),

    /** How many APs of the enterprise (by id) match: for a page past the end, which carries no total. */
    async countAps(id: number, text: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(devices).where(whereAps(sql`${id}`, text));
      return row?.n ?? 0;
    },
  };
}
