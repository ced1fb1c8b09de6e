import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Lang } from '@gwn/contract';
import { unauthorized } from './api-error.ts';
import type { Principal } from './principal.ts';

/** What a handler knows about the call besides its payload. */
export interface RequestContext {
  principal: Principal | null;
  lang: Lang;
  ip: string;
  /** The raw credential, for handlers that act on the session itself (logout). */
  token: string | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** The principal of a guarded call; guards guarantee it, this makes the type say so. */
export function requirePrincipal(ctx: RequestContext): Principal {
  if (!ctx.principal) throw unauthorized();
  return ctx.principal;
}
