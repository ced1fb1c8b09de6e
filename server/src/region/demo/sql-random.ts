import { sql, type SQL } from 'drizzle-orm';

/**
 * A counter-based PRNG in SQL: the value for row `n` in stream `stream` is a hash of the two
 * (hashint8extended, the function hash partitioning relies on staying stable across PostgreSQL
 * versions). Rows are therefore the same on PGlite and PostgreSQL, whatever the batch boundaries,
 * and a region's stream seed makes its data its own.
 */
export interface SqlRandom {
  /** A uniform integer in [0, m); m may be an SQL expression. */
  int(n: SQL, stream: number, m: number | SQL): SQL;
  /** A uniform float in [0, 1). */
  unit(n: SQL, stream: number): SQL;
  /** One element of a pool of strings (sent as parameters). */
  pick(n: SQL, stream: number, pool: readonly string[]): SQL;
}

/** A trusted integer constant (computed here, never from user input) written into the statement. */
export const lit = (value: number): SQL => {
  if (!Number.isSafeInteger(value)) throw new Error(`not a safe integer: ${value}`);
  return sql.raw(String(value));
};

export function sqlRandom(regionSeed: number): SqlRandom {
  const hash = (n: SQL, stream: number) =>
    sql`(hashint8extended((${n})::bigint, ${lit(regionSeed * 1_000 + stream)}) & 9223372036854775807)`;
  return {
    int: (n, stream, m) => sql`(${hash(n, stream)} % ${typeof m === 'number' ? lit(m) : m})`,
    unit: (n, stream) => sql`((${hash(n, stream)} % 1000000007)::float8 / 1000000007)`,
    pick: (n, stream, pool) =>
      sql`(ARRAY[${sql.join(pool.map((p) => sql`${p}::text`), sql`, `)}])[1 + ${hash(n, stream)} % ${lit(pool.length)}]`,
  };
}
