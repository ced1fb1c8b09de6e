import { sql, type SQL } from 'drizzle-orm';
import { enterpriseTraits } from './enterprise-rows.ts';
import { lit, sqlRandom } from './sql-random.ts';
import { NETWORK_SLOTS, NO_DEVICE_EVERY, STREAM as S, owningCount, type DemoPlan } from './demo-plan.ts';

/** Real Grandstream GWN models by kind; outdoor enterprises mostly use the long-range (LR) APs. */
const MODELS = {
  AP: ['GWN7660', 'GWN7662', 'GWN7664', 'GWN7630', 'GWN7625', 'GWN7615', 'GWN7605', 'GWN7610'],
  outdoorAP: ['GWN7660LR', 'GWN7664LR', 'GWN7630LR', 'GWN7605LR'],
  ROUTER: ['GWN7001', 'GWN7002', 'GWN7003', 'GWN7052', 'GWN7062'],
  SWITCH: ['GWN7801', 'GWN7802', 'GWN7803', 'GWN7801P', 'GWN7802P', 'GWN7803P', 'GWN7811P'],
};
const FIRMWARE = {
  AP: ['1.0.25.25', '1.0.27.10', '1.0.29.7', '1.0.31.3'], ROUTER: ['1.0.5.11', '1.0.7.6', '1.0.9.4'], SWITCH: ['1.0.3.16', '1.0.5.24', '1.0.7.2'],
};
const BOOT = { AP: ['1.0.1.2', '1.0.1.5', '1.0.2.1'], ROUTER: ['1.0.0.9', '1.0.1.1'], SWITCH: ['1.0.0.4', '1.0.0.8'] };

/**
 * Inserts devices number lo..hi of the run (1-based). Owner: a device-owning enterprise picked with a
 * skew (a few enterprises get many devices), scattered over the range by a coprime stride; about
 * freeShare of the devices belong to no enterprise. Devices of deleted or frozen enterprises are offline.
 */
export function insertDevices(plan: DemoPlan, lo: number, hi: number): SQL {
  const p = plan.profile;
  const r = sqlRandom(p.seed);
  const owners = owningCount(plan.enterprises);
  // Unqualified: the device number is column n at every level of the statement below.
  const n = sql`n`;
  // The m-th device-owning enterprise (0-based) is number m + m / (NO_DEVICE_EVERY - 1) + 1 of the run.
  const m = sql`((floor(${lit(owners)} * power(${r.unit(n, S.owner)}, 1.6))::bigint * ${lit(plan.ownerStride)}) % ${lit(Math.max(owners, 1))})`;
  const k = sql`(${m} + ${m} / ${lit(NO_DEVICE_EVERY - 1)} + 1)`;
  const owned = sql`${lit(owners)} > 0 AND ${r.unit(n, S.free)} >= ${sql.raw(String(p.freeShare))}`;
  const e = enterpriseTraits(plan, sql`o.en`);
  const kindDraw = r.unit(n, S.kind);
  const byKind = (pools: Record<'AP' | 'ROUTER' | 'SWITCH', string[]>, stream: number) =>
    sql`CASE o.kind WHEN 'AP' THEN ${r.pick(n, stream, pools.AP)} WHEN 'ROUTER' THEN ${r.pick(n, stream, pools.ROUTER)}
      ELSE ${r.pick(n, stream, pools.SWITCH)} END`;
  const online = sql`CASE WHEN o.en IS NULL THEN ${r.unit(n, S.online)} < 0.25
    WHEN ${e.deleted} = 1 OR ${e.frozen} = 1 THEN false ELSE ${r.unit(n, S.online)} < 0.86 END`;
  const clients = r.unit(n, S.clients);

  return sql`
    INSERT INTO devices (id, mac, kind, model, version_firmware, version_boot, enterprise_id, network_id, online, client_count, created_at)
    SELECT n, mac, kind, model, firmware, boot, en, network, online,
      CASE WHEN NOT online THEN 0 WHEN kind = 'AP' THEN floor(power(${clients}, 2) * 60)::int
        WHEN kind = 'ROUTER' THEN floor(${clients} * 12)::int ELSE 0 END,
      created
    FROM (
      SELECT o.n, o.kind, o.en,
        ${p.oui}::text || lpad(upper(to_hex(o.n)), 6, '0') AS mac,
        CASE WHEN o.kind = 'AP' AND o.en IS NOT NULL AND ${e.outdoor} = 1 AND ${r.unit(n, S.outdoorModel)} < 0.7
          THEN ${r.pick(n, S.model, MODELS.outdoorAP)} ELSE ${byKind(MODELS, S.model)} END AS model,
        ${byKind(FIRMWARE, S.firmware)} AS firmware,
        ${byKind(BOOT, S.boot)} AS boot,
        CASE WHEN o.en IS NULL THEN NULL
          ELSE ${lit(plan.baseNetwork)} + (o.k - 1) * ${lit(NETWORK_SLOTS)} + 1 + ${r.int(n, S.network, e.networkCount)} END AS network,
        ${online} AS online,
        now() - ${r.unit(n, S.created)} * interval '900 days' AS created
      FROM (
        SELECT d.n, k.k,
          CASE WHEN ${owned} THEN ${lit(plan.baseEnterprise)} + k.k END AS en,
          CASE WHEN ${kindDraw} < 0.78 THEN 'AP' WHEN ${kindDraw} < 0.87 THEN 'ROUTER' ELSE 'SWITCH' END AS kind
        FROM (SELECT ${lit(plan.baseDevice)} + g.j AS n FROM generate_series(${lit(lo)}, ${lit(hi)}) AS g(j)) AS d
        CROSS JOIN LATERAL (SELECT ${k} AS k) AS k
      ) AS o
    ) AS x
    ON CONFLICT (mac) DO NOTHING`;
}
