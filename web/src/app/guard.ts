import { redirect, replace, type LoaderFunctionArgs } from 'react-router';
import { clearSession, readStored } from '../lib/session-storage.ts';

/** Where the hand-over page is (app/hand-over-page.tsx) and what /login says after a refused hand-over. */
export const HAND_OVER_PATH = '/hand-over';
export const HAND_OVER_REFUSED = '/login?handOver=invalid';

/**
 * A sign-in handed over by a host console (spec 1 §2): query parameters `token` and `name`. Returns the
 * credential and the address without both (without basename), or null when there is no token. `name` alone is
 * NOT a hand-over: /enterprise/ap uses `name` for the enterprise shown in the breadcrumb.
 */
function handOverIn(request: Request, basename: string | undefined): { token: string; cleaned: string } | null {
  const url = new URL(request.url);
  const token = url.searchParams.get('token');
  if (!token) return null;
  url.searchParams.delete('token');
  url.searchParams.delete('name');
  const path = basename && url.pathname.startsWith(basename) ? url.pathname.slice(basename.length) || '/' : url.pathname;
  return { token, cleaned: path + url.search + url.hash };
}

export const isSignedIn = () => Boolean(readStored('mainName'));

/**
 * The hand-over (issue #23): the credential is verified with the account service before any shell shows;
 * it is adopted only when nobody, or the same operator, is signed in here — otherwise the hand-over page asks
 * which operator to keep; a refused one goes to sign-in with a message (or, with someone signed in, keeps
 * them and says so). Every way out REPLACES the history entry, so the token is in no entry Back can reach.
 * The module that calls the service loads only when a token arrives, so /login stays small.
 */
async function handOver(offer: { token: string; cleaned: string }, landing: string): Promise<never> {
  const { adoptHandOver, askAboutHandOver, verifyHandOver } = await import('./hand-over.ts');
  const verified = await verifyHandOver(offer.token).catch(() => null);
  const current = isSignedIn() ? readStored('mainName') : null;
  if (!verified) {
    if (current) {
      askAboutHandOver({ kind: 'invalid', to: landing });
      throw replace(HAND_OVER_PATH);
    }
    clearSession();
    throw replace(HAND_OVER_REFUSED);
  }
  if (current && current !== verified.name) {
    askAboutHandOver({ kind: 'choose', offered: verified, to: landing });
    throw replace(HAND_OVER_PATH);
  }
  if (!current) clearSession(); // what an earlier operator left behind
  adoptHandOver(verified);
  throw replace(landing);
}

/** Loader of every signed-in screen: a hand-over first; without a logged-in name, clear storage and go to /login. */
export function requireSession(basename?: string) {
  return async ({ request }: LoaderFunctionArgs) => {
    const offer = handOverIn(request, basename);
    if (offer) await handOver(offer, offer.cleaned);
    if (!isSignedIn()) {
      clearSession();
      throw redirect('/login');
    }
    return null;
  };
}

/** Loader of /login: a hand-over opens the console; a signed-in operator goes to /welcome. */
export function redirectIfSignedIn(basename?: string) {
  return async ({ request }: LoaderFunctionArgs) => {
    const offer = handOverIn(request, basename);
    if (offer) await handOver(offer, '/welcome');
    if (isSignedIn()) throw redirect('/welcome');
    return null;
  };
}
