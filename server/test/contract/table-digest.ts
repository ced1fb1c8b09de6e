import { sql } from 'drizzle-orm';
import { rowsOf, type AnyDb } from './query-rows.ts';

/**
 * Columns that change without anything being written on purpose: verifying a credential refreshes its
 * session's last_seen_at (at most once a minute, account/shared/local-authenticator.ts), whatever the call
 * then does. Nothing else is left out: a refused call must leave every other row of every table as it was.
 * (The public captcha endpoint needs no exception: it writes its captcha only when it succeeds, and only
 * refusals are compared.)
 */
const TOUCHED_BY_EVERY_CALL: Readonly<Record<string, readonly string[]>> = { sessions: ['last_seen_at'] };

/**
 * Tables only background work writes, never a call: the audit-stream delivery job moves its cursors (and records
 * each failed attempt) on its own clock, so a digest taken around a refused call would see them move.
 */
const WRITTEN_ONLY_IN_THE_BACKGROUND: ReadonlySet<string> = new Set(['audit_stream_cursor']);

const tablesOf = new WeakMap<AnyDb, Promise<string[]>>();

/** The tables of the public schema (the service's own; drizzle's migration journal lives in its own schema). */
function tableNames(db: AnyDb): Promise<string[]> {
  let names = tablesOf.get(db);
  if (!names) {
    names = rowsOf<{ name: string }>(db, sql`SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`).then((rows) => rows.map((r) => r.name).filter((name) => !WRITTEN_ONLY_IN_THE_BACKGROUND.has(name)));
    tablesOf.set(db, names);
  }
  return names;
}

/** One digest per table of every row's values (in one statement, so a digest is one round trip). */
export async function databaseDigest(db: AnyDb): Promise<Map<string, string>> {
  const parts = (await tableNames(db)).map((table) => {
    const row = (TOUCHED_BY_EVERY_CALL[table] ?? []).reduce((json, column) => sql`${json} - ${column}`, sql`to_jsonb(t)`);
    return sql`SELECT ${table} AS name, md5(coalesce(string_agg((${row})::text, ',' ORDER BY (${row})::text), '')) AS digest
      FROM ${sql.identifier(table)} t`;
  });
  const rows = await rowsOf<{ name: string; digest: string }>(db, sql.join(parts, sql` UNION ALL `));
  return new Map(rows.map((r) => [r.name, r.digest]));
}

/** The tables whose rows differ between two digests. */
export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...new Set([...before.keys(), ...after.keys()])].filter((table) => before.get(table) !== after.get(table));
}

/** Runs `work` and answers it with the tables it changed. */
export async function tablesChangedBy<T>(db: AnyDb, work: () => Promise<T>): Promise<{ value: T; changed: string[] }> {
  const before = await databaseDigest(db);
  const value = await work();
  return { value, changed: changedTables(before, await databaseDigest(db)) };
}

/**
 * Background work an accepted call can start, as queries counting what is still in flight: while any
 * counts more than zero the database is not settled, however long it has looked still (a job may be
 * between two writes, e.g. an e-mail being sent on a loaded machine). Tables a service lacks are skipped.
 */
const WORK_IN_FLIGHT: Readonly<Record<string, string>> = {
  maintenance_notices: "SELECT count(*)::int AS n FROM maintenance_notices WHERE send_status = 'sending'",
  transfer_jobs: "SELECT count(*)::int AS n FROM transfer_jobs WHERE status NOT IN ('done', 'failed')",
  data_clean_jobs: "SELECT count(*)::int AS n FROM data_clean_jobs WHERE state = 'running'",
};

async function workInFlight(db: AnyDb): Promise<boolean> {
  const tables = new Set(await tableNames(db));
  for (const [table, query] of Object.entries(WORK_IN_FLIGHT)) {
    if (!tables.has(table)) continue;
    const [row] = await rowsOf<{ n: number }>(db, sql.raw(query));
    if ((row?.n ?? 0) > 0) return true;
  }
  return false;
}

/**
 * A digest taken once the database has stopped changing: an accepted call may wake a job outside the call
 * (e-mails being sent, a transfer), whose writes are the job's and must not be blamed on the next refusal.
 * Settled is: no known job in flight, and two digests `everyMs` apart alike.
 */
export async function settledDigest(db: AnyDb, { everyMs = 150, atMostMs = 15_000 } = {}): Promise<Map<string, string>> {
  let last = await databaseDigest(db);
  for (const until = Date.now() + atMostMs; Date.now() < until;) {
    await new Promise((done) => setTimeout(done, everyMs));
    const next = await databaseDigest(db);
    if (changedTables(last, next).length === 0 && !(await workInFlight(db))) return next;
    last = next;
  }
  return last;
}
