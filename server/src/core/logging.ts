import type { FastifyServerOptions } from 'fastify';

/** What a service logs: from which level, and where (standard output unless a stream is given). */
export interface LogSettings { level: string; stream?: NodeJS.WritableStream }

/** Query parameters that carry a credential (an export ticket, an e-mailed link's token): never logged. */
const SECRET_QUERY = /([?&](?:ticket|token|code|secret|password)=)[^&#]*/gi;

/** A request URL as it may be logged: the values of secret query parameters replaced. */
export const loggableUrl = (url: string) => url.replace(SECRET_QUERY, '$1[redacted]');

/**
 * The services' logger settings: one line per request (method, URL without secrets, status, time),
 * credentials and the internal secret redacted wherever a header is logged. Bodies are never logged.
 */
export function loggerOptions(base: LogSettings): NonNullable<FastifyServerOptions['logger']> {
  return {
    ...base,
    redact: ['req.headers.authorization', 'req.headers["x-internal-secret"]', 'req.headers.cookie'],
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({ method: req.method, url: loggableUrl(req.url), remoteAddress: req.ip }),
    },
  };
}
