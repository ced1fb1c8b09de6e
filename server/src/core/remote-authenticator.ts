import { internal, RetCode } from '@gwn/contract';
import { INTERNAL_SECRET_HEADER } from './guard.ts';
import type { Authenticator, Principal } from './principal.ts';

interface CacheEntry { principal: Principal | null; until: number }

const MAX_ENTRIES = 10_000;

/**
 * A region's check of a credential: it asks the account service (internal.verifySession) and remembers
 * the answer for a few seconds, so a revoked session stops working everywhere within that time.
 */
export function remoteAuthenticator(opts: { accountUrl: string; secret: string; cacheSeconds: number }): Authenticator {
  const verifyUrl = new URL(internal.verifySession.path, opts.accountUrl).toString();
  const cache = new Map<string, CacheEntry>();
  // Each question remembers when it was asked: an answer is cached from that moment, never from when a
  // later caller joined it, so no answer is ever served more than cacheSeconds after the account service gave it.
  const inflight = new Map<string, { askedAt: number; answer: Promise<Principal | null> }>();

  async function ask(token: string): Promise<Principal | null> {
    const res = await fetch(verifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [INTERNAL_SECRET_HEADER]: opts.secret },
      body: JSON.stringify({ token }),
      signal: AbortSignal.timeout(5_000),
    });
    const body = (await res.json().catch(() => null)) as { retCode?: unknown; data?: unknown } | null;
    if (!res.ok || body?.retCode !== RetCode.Success) throw new Error(`session verification answered HTTP ${res.status}, retCode ${String(body?.retCode)}`);
    return internal.verifySession.response.parse(body.data).principal;
  }

  return {
    async verify(token) {
      const now = Date.now();
      const hit = cache.get(token);
      if (hit && hit.until > now) return hit.principal;
      let pending = inflight.get(token);
      if (!pending) {
        pending = { askedAt: now, answer: ask(token).finally(() => inflight.delete(token)) };
        inflight.set(token, pending);
      }
      const principal = await pending.answer;
      if (cache.size >= MAX_ENTRIES) cache.clear();
      cache.set(token, { principal, until: pending.askedAt + opts.cacheSeconds * 1000 });
      return principal;
    },
  };
}
