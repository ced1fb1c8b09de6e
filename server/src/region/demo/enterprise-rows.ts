import { sql, type SQL } from 'drizzle-orm';
import { lit, sqlRandom } from './sql-random.ts';
import { NETWORK_SLOTS, NO_DEVICE_EVERY, STREAM as S, type DemoPlan } from './demo-plan.ts';

/** 1 when the PRNG draw for row n is below the share, else 0. */
const flag = (draw: SQL, share: number) => sql`CASE WHEN ${draw} < ${sql.raw(String(share))} THEN 1 ELSE 0 END`;

/**
 * Two-factor sign-in (contract ENTERPRISE_MFA): 5% enabled (a third of them with a hardware key, client_type),
 * 2.5% set up but pending until the enterprise's first sign-in with it, the rest disabled.
 */
const mfaState = (draw: SQL) => sql`CASE WHEN ${draw} < 0.05 THEN 1 WHEN ${draw} < 0.075 THEN 2 ELSE 0 END`;

/**
 * Enterprise flags that devices also need (outdoor, dead = deleted or frozen). Written as
 * expressions of the enterprise number so the device statement recomputes them without a join.
 */
export function enterpriseTraits(plan: DemoPlan, n: SQL) {
  const r = sqlRandom(plan.profile.seed);
  return {
    outdoor: flag(r.unit(n, S.outdoor), plan.profile.outdoorShare),
    deleted: flag(r.unit(n, S.deleted), 0.03),
    frozen: flag(r.unit(n, S.state), 0.04),
    /** Networks of an enterprise that owns devices: 1 to NETWORK_SLOTS. */
    networkCount: sql`(1 + ${r.int(n, S.networkCount, NETWORK_SLOTS)})`,
  };
}

/** Inserts enterprises number lo..hi of the run (1-based), ids baseEnterprise + k. */
export function insertEnterprises(plan: DemoPlan, lo: number, hi: number): SQL {
  const p = plan.profile;
  const r = sqlRandom(p.seed);
  const n = sql`(${lit(plan.baseEnterprise)} + g.k)`;
  const t = enterpriseTraits(plan, n);
  const city = r.pick(n, S.place, p.places.map((x) => x.city));
  const given = r.pick(n, S.given, p.givenNames.map(([x]) => x));
  const family = r.pick(n, S.family, p.familyNames.map(([x]) => x));
  const givenAscii = r.pick(n, S.given, p.givenNames.map(([, x]) => x));
  const familyAscii = r.pick(n, S.family, p.familyNames.map(([, x]) => x));
  const stem = r.pick(n, S.stem, p.companyStems);
  const trade = r.pick(n, S.trade, p.companyTrades);
  const suffix = r.pick(n, S.suffix, p.companySuffixes);
  const street = r.pick(n, S.street, p.streets);
  const houseNo = sql`(1 + ${r.int(n, S.houseNo, 2400)})`;
  const email = p.familyFirst
    ? sql`${familyAscii} || ${givenAscii} || ${n} || '@' || ${r.pick(n, S.mailDomain, p.mailDomains)}`
    : sql`${givenAscii} || '.' || ${familyAscii} || ${n} || '@' || ${r.pick(n, S.mailDomain, p.mailDomains)}`;
  const name = p.familyFirst ? sql`${city} || ${stem} || ${trade} || ${suffix}` : sql`${stem} || ' ' || ${trade} || ' ' || ${suffix}`;
  const contact = p.familyFirst ? sql`${family} || ${given}` : sql`${given} || ' ' || ${family}`;
  const address = p.familyFirst ? sql`${city} || ${street} || ${houseNo} || '号'` : sql`${houseNo} || ' ' || ${street} || ', ' || ${city}`;
  const phone = sql`${r.pick(n, S.place, p.places.map((x) => x.dial))} || ' ' || (100 + ${r.int(n, S.phone, 900)})
    || ' ' || lpad(${r.int(n, S.phone + 100, 10000)}::text, 4, '0') || ' ' || lpad(${r.int(n, S.phone + 200, 10000)}::text, 4, '0')`;
  const mfa = r.unit(n, S.mfa);
  const portal = r.unit(n, S.portal);

  return sql`
    INSERT INTO enterprises (id, enterprise_id, center_enterprise_id, enterprise_name, username, account, email, phone,
      address, country, google_auth, client_type, state, activate, is_delete, outdoor, payment, portal, is_open_cache,
      is_show_top_websites, is_show_hardware_reset, is_show_isp_config, high_precision_usage_control, created_at)
    SELECT ${n}, (${lit(p.idPrefix * 1_000_000_000)} + ${n})::text, substr(md5(${plan.region}::text || '-' || ${n}), 1, 24),
      ${name}, ${contact}, ${email}, ${email}, ${phone}, ${address}, ${r.pick(n, S.place, p.places.map((x) => x.country))},
      ${mfaState(mfa)}, ${flag(mfa, 0.015)}, 1 - ${t.frozen}, 1 - ${flag(r.unit(n, S.activate), 0.06)}, ${t.deleted},
      ${t.outdoor}, ${flag(r.unit(n, S.payment), 0.3)},
      CASE WHEN ${portal} < 0.4 THEN NULL WHEN ${portal} < 0.7 THEN 1 ELSE 0 END,
      ${flag(r.unit(n, S.cache), 0.1)}, ${flag(r.unit(n, S.topSites), 0.25)}, ${flag(r.unit(n, S.hwReset), 0.15)},
      ${flag(r.unit(n, S.isp), 0.1)}, ${flag(r.unit(n, S.precision), 0.05)},
      now() - ${r.unit(n, S.created)} * interval '1100 days'
    FROM generate_series(${lit(lo)}, ${lit(hi)}) AS g(k)`;
}

const NETWORK_NAMES = ['Headquarters', 'Guest Wi-Fi', 'Warehouse', 'Branch Office', 'Staff', 'Lobby', 'Store', 'Campus'];

/** Inserts the networks of enterprises lo..hi that own devices, in their fixed id slots. */
export function insertNetworks(plan: DemoPlan, lo: number, hi: number): SQL {
  const r = sqlRandom(plan.profile.seed);
  const n = sql`(${lit(plan.baseEnterprise)} + g.k)`;
  const t = enterpriseTraits(plan, n);
  const slot = sql`(${lit(plan.baseNetwork)} + (g.k - 1) * ${lit(NETWORK_SLOTS)} + s.i)`;
  return sql`
    INSERT INTO networks (id, enterprise_id, name, created_at)
    SELECT ${slot}, ${n}, ${r.pick(slot, S.networkName, NETWORK_NAMES)} || CASE WHEN s.i > 1 THEN ' ' || s.i ELSE '' END,
      now() - ${r.unit(n, S.created)} * interval '1000 days'
    FROM generate_series(${lit(lo)}, ${lit(hi)}) AS g(k)
    CROSS JOIN LATERAL generate_series(1, ${t.networkCount}) AS s(i)
    WHERE g.k % ${lit(NO_DEVICE_EVERY)} <> 0`;
}
