import type { FastifyReply, FastifyRequest } from 'fastify';
import { findUnsafeText, UNSAFE_TEXT_MESSAGE, type Endpoint } from '@gwn/contract';
import { invalid } from './api-error.ts';
import { authorize, type Caller, type GuardOptions } from './guard.ts';
import { requestLang } from './lang.ts';
import type { CallBase } from './run-call.ts';

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
}

/** The OpenAPI description shared by every kind of route. */
export function routeSchema(endpoint: Endpoint) {
  const scheme = endpoint.guard === 'internal' ? 'internalSecret' : endpoint.guard === 'device' ? 'deviceKey'
    : endpoint.guard === 'application' ? 'applicationSecret' : 'authorization';
  const security = endpoint.guard === 'public' ? {} : { security: [{ [scheme]: [] as string[] }] };
  return { summary: endpoint.summary, tags: [endpoint.path.split('/')[2] ?? 'admin'], ...security };
}

/** Checks the caller, then every string of the payload (one rule for every endpoint: contract/src/safe-text.ts). */
export async function guardAndScreen(opts: GuardOptions, endpoint: Endpoint, req: FastifyRequest, payload: unknown): Promise<void> {
  req.caller = await authorize(opts, endpoint, req);
  const unsafe = findUnsafeText(payload);
  if (unsafe !== null) throw invalid({ [unsafe]: UNSAFE_TEXT_MESSAGE });
}

/** The call the handler sees, from the request (its database and recorder come from runCall). */
export function callBaseOf<D>(req: FastifyRequest, reply: FastifyReply): CallBase<D> {
  return {
    principal: req.caller?.principal ?? null,
    device: req.caller?.device ?? null,
    application: req.caller?.application ?? null,
    token: req.caller?.credential ?? null,
    lang: requestLang(req),
    ip: req.ip,
    userAgent: String(req.headers['user-agent'] ?? '').slice(0, 256),
    issueCredential: (token) => { reply.header('authorization', token); },
    log: (err, message) => req.log.error({ err }, message),
  };
}

