import { DrizzleQueryError } from 'drizzle-orm/errors';

/** SQLSTATEs of a connection that ended or could not be made: class 08, server shutting down, too many connections. */
const LOST_CONNECTION_STATES = /^(08...|57P0[1-3]|53300)$/;

/** Socket failures of a connection to the database server (a plain Error from `net` with its code). */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/** What node-postgres says of a connection that broke or never opened (it gives these no code). */
const LOST_CONNECTION_TEXT = /^(Connection terminated|Client has encountered a connection error|Client was closed and is not queryable|timeout exceeded when trying to connect|Cannot use a pool after calling end)/;

function isConnectionFault(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && (LOST_CONNECTION_STATES.test(code) || SOCKET_CODES.has(code))) return true;
  return LOST_CONNECTION_TEXT.test(err.message);
}

/**
 * Whether a failure means the database did not answer (a connection ended by a restart, a failover,
 * pg_terminate_backend or the network; or none could be opened), as opposed to a fault of the query.
 * Drizzle wraps a query's failure in DrizzleQueryError with the driver's error as its cause; no other
 * wrapper is looked into, so a failed fetch to another service (TypeError with a socket cause) is not
 * taken for the database.
 */
export function isDatabaseUnreachable(err: unknown): boolean {
  if (err instanceof DrizzleQueryError) return isConnectionFault(err.cause);
  return isConnectionFault(err);
}
