import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { messageFor, type Endpoint, type ParsedRequestOf, type ResponseOf, type ServiceKind } from '@gwn/contract';
import { forbidden, unauthorized } from './api-error.ts';
import { requestLang } from './lang.ts';
import { credentialFrom, hasPermission, type Authenticator, type Principal } from './principal.ts';
import type { RequestContext } from './request-context.ts';

/** The service an endpoint is registered on. */
export interface EndpointHost {
  app: FastifyInstance;
  kind: ServiceKind;
  authenticator: Authenticator;
}

export type Handler<E extends Endpoint> = (payload: ParsedRequestOf<E>, ctx: RequestContext) => Promise<ResponseOf<E>>;

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
    credential: string | null;
  }
}

/** The envelope schema of an endpoint's reply, for the OpenAPI document. */
const envelopeOf = (data: z.ZodType) => z.object({ retCode: z.number().int(), msg: z.string(), data });

/**
 * Registers a handler against its contract entry: the credential and the permission code are
 * checked before the payload is validated, and the reply's `data` is parsed by the contract's
 * schema so nothing outside it leaks.
 */
export function registerEndpoint<E extends Endpoint>(host: EndpointHost, endpoint: E, handler: Handler<E>): void {
  if (endpoint.service !== host.kind) {
    throw new Error(`${endpoint.path} belongs to the ${endpoint.service} service, not ${host.kind}`);
  }
  const payloadKey = endpoint.method === 'GET' ? 'querystring' : 'body';
  host.app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      tags: [endpoint.path.split('/')[2] ?? 'admin'],
      [payloadKey]: endpoint.request,
      ...(endpoint.reply && endpoint.reply !== 'envelope' ? {} : { response: { 200: envelopeOf(endpoint.response) } }),
      ...(endpoint.guard === 'public' ? {} : { security: [{ authorization: [] }] }),
    },
    preValidation: async (req) => {
      if (endpoint.method === 'POST' && req.body === undefined) req.body = {};
      await authorize(host.authenticator, endpoint, req);
    },
    handler: async (req: FastifyRequest, reply: FastifyReply) => {
      const ctx: RequestContext = {
        principal: req.principal, lang: requestLang(req), ip: req.ip, token: req.credential, request: req, reply,
      };
      const payload = (endpoint.method === 'GET' ? req.query : req.body) as ParsedRequestOf<E>;
      const data = await handler(payload, ctx);
      if (endpoint.reply && endpoint.reply !== 'envelope') return reply;
      return { retCode: 0, msg: messageFor(0, ctx.lang), data: endpoint.response.parse(data) };
    },
  });
}

/** The guard of an endpoint: sets the request's credential and principal, or throws 401/403. */
export async function authorize(authenticator: Authenticator, endpoint: Endpoint, req: FastifyRequest): Promise<void> {
  req.credential = credentialFrom(req.headers.authorization);
  req.principal = req.credential ? await authenticator.verify(req.credential) : null;
  if (endpoint.guard === 'public') return;
  if (!req.principal) throw unauthorized();
  if (endpoint.guard === 'internal') throw forbidden();
  if (endpoint.guard !== 'session' && !hasPermission(req.principal, endpoint.guard)) throw forbidden();
}
