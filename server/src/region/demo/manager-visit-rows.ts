import { sql, type SQL } from 'drizzle-orm';
import { lit, sqlRandom } from './sql-random.ts';
import { STREAM as S, VISIT_DAYS, type DemoPlan } from './demo-plan.ts';

/** OUIs of the machines GWN Manager runs on (VMware, KVM, Dell, Raspberry Pi). */
const MANAGER_OUIS = ['005056', '525400', 'F8BC12', 'DCA632'];
const MANAGER_VERSIONS = ['1.0.0.16', '1.0.1.8', '1.1.0.12', '1.1.0.20', '1.2.0.5'];

/**
 * Inserts VISIT_DAYS of daily reports for managers lo..hi of the run. About a quarter of the
 * managers stopped reporting 1-20 days ago; a manager's fleet shrinks slightly into the past.
 */
export function insertManagerVisits(plan: DemoPlan, lo: number, hi: number): SQL {
  const p = plan.profile;
  const r = sqlRandom(p.seed);
  const n = sql`(${lit(plan.baseManager)} + g.i)`;
  const day = sql`(${n} * 100 + d.d)`;
  const size = sql`(2 + floor(power(${r.unit(n, S.managerSize)}, 2) * 150))`;
  const ap = sql`floor(${size} * (1 - d.d * 0.006))::int`;
  const router = sql`floor(${size} / 25 + 1)::int`;
  const sw = sql`floor(${size} / 8)::int`;
  const stoppedDaysAgo = sql`CASE WHEN ${r.unit(n, S.managerStop)} < 0.25 THEN 1 + ${r.int(n, S.managerStopDays, 20)} ELSE 0 END`;
  const octet = (stream: number) => sql`${r.int(n, stream, 254)} + 1`;

  return sql`
    INSERT INTO manager_visits (mac, ip, ap_count, router_count, switch_count, online_device_count, client_count,
      manager_version, network_count, created_at)
    SELECT ${r.pick(n, S.managerOui, MANAGER_OUIS)} || lpad(upper(to_hex(${n})), 6, '0'),
      ${r.pick(n, S.managerIp, p.ipFirstOctets.map(String))} || '.' || (${octet(S.managerIp + 100)}) || '.'
        || (${octet(S.managerIp + 200)}) || '.' || (${octet(S.managerIp + 300)}),
      ${ap}, ${router}, ${sw},
      floor((${ap} + ${router} + ${sw}) * (0.75 + 0.25 * ${r.unit(day, S.managerOnline)}))::int,
      floor(${ap} * (2 + 14 * ${r.unit(day, S.managerClients)}))::int,
      ${r.pick(n, S.managerVersion, MANAGER_VERSIONS)},
      1 + floor(${size} / 30)::int,
      now() - d.d * interval '1 day' - ${r.int(day, S.managerHour, 3600 * 20)} * interval '1 second'
    FROM generate_series(${lit(lo)}, ${lit(hi)}) AS g(i)
    CROSS JOIN generate_series(0, ${lit(VISIT_DAYS - 1)}) AS d(d)
    WHERE d.d >= ${stoppedDaysAgo}`;
}
