import { internal, RetCode } from '@gwn/contract';
import { signInServiceUnreachable } from './api-error.ts';
import { INTERNAL_SECRET_HEADER } from './guard.ts';
import type { Authenticator, Principal } from './principal.ts';

interface CacheEntry { principal: Principal | null; until: number }

const MAX_ENTRIES = 10_000;

/**
 * A region's check of a credential: it asks the account service (internal.verifySession) and remembers
 * the answer for a few seconds, so a revoked session stops working everywhere within that time. When the
 * account service cannot be reached, the call is answered 503 with retCode 50091 (nothing is cached).
 */
export function remoteAuthenticator(opts: { accountUrl: string; secret: string; cacheSeconds: number }): Authenticator {
  const verifyUrl = new URL(internal.verifySession.path, opts.accountUrl).toString();
  const cache = new Map<string, CacheEntry>();
  // Each question remembers when it was asked: an answer is cached from that moment, never from when a
  // later caller joined it, so no answer is ever served more than cacheSeconds after the account service gave it.
  const inflight = new Map<string, { askedAt: number; answer: Promise<Principal | null> }>();

  async function ask(token: string): Promise<Principal | null> {
    let res: Response;
    try {
      res = await fetch(verifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [INTERNAL_SECRET_HEADER]: opts.secret },
        body: JSON.stringify({ token }),
        signal: AbortSignal.timeout(5_000),
      });
    } catch {
      // Refused, reset, unresolvable or five seconds without an answer: the account service is down or cut off.
      throw signInServiceUnreachable();
    }
    const body = (await res.json().catch(() => null)) as { retCode?: unknown; data?: unknown } | null;
    // Up but unable to answer (its own database lost, or a proxy in front of it without a backend).
    if (res.status >= 500) throw signInServiceUnreachable();
    // Anything else is a misconfiguration (a wrong INTERNAL_SECRET): a fault to fix, not a state to wait out.
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
