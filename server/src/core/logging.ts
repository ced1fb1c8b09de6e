import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';

/** What a service logs: from which level, and where (standard output unless a stream is given). */
export interface LogSettings { level: string; stream?: NodeJS.WritableStream }

/** Query parameters that carry a credential (an export ticket, an e-mailed link's token): never logged. */
const SECRET_QUERY = /([?&](?:ticket|token|code|secret|password)=)[^&#]*/gi;

/** A request URL as it may be logged: the values of secret query parameters replaced. */
export const loggableUrl = (url: string) => url.replace(SECRET_QUERY, '$1[redacted]');

/** What the error handler learnt about a refused call, for the request's one log line. */
export interface Refusal { retCode: number; fields?: string[] }
const refusals = new WeakMap<FastifyRequest, Refusal>();

/** Notes that a call was refused: its log line says so, with the retCode, instead of a second line. */
export const noteRefusal = (req: FastifyRequest, refusal: Refusal) => { refusals.set(req, refusal); };

/** The refusal noted for a request, if any (the call metrics count by its retCode). */
export const refusalOf = (req: FastifyRequest): Refusal | undefined => refusals.get(req);

/**
 * One line per request at info, written when the answer is sent: method, URL without secrets, client,
 * status, milliseconds, and for a refused call its retCode ('call refused'). Fastify's own pair of lines
 * per request (incoming, completed) is turned off in buildApp.
 */
export function logOneLinePerRequest(app: FastifyInstance): void {
  app.addHook('onResponse', async (req, reply) => {
    const refusal = refusals.get(req);
    req.log.info({ req, status: reply.statusCode, ms: Math.round(reply.elapsedTime), ...refusal }, refusal ? 'call refused' : 'request');
  });
}

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
