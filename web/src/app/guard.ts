import { redirect, type LoaderFunctionArgs } from 'react-router';
import { clearSession, readStored, writeStored } from '../lib/session-storage.ts';

/**
 * Route guard (spec 1 §2). Query parameters `token` and `name` (a sign-in handed over by a host
 * console) become the stored credential and logged-in name, and are removed from the URL so the
 * credential does not stay in the address bar or history. `name` alone is NOT adopted: /enterprise/ap
 * uses `name` for the enterprise shown in the breadcrumb.
 * Returns the cleaned path (without basename) when a hand-over happened, else null.
 */
function adoptHandOver(request: Request, basename: string | undefined): string | null {
  const url = new URL(request.url);
  const token = url.searchParams.get('token');
  if (!token) return null;
  writeStored('authorization', token);
  const name = url.searchParams.get('name');
  if (name) writeStored('mainName', name);
  url.searchParams.delete('token');
  url.searchParams.delete('name');
  const path = basename && url.pathname.startsWith(basename) ? url.pathname.slice(basename.length) || '/' : url.pathname;
  return path + url.search + url.hash;
}

export const isSignedIn = () => Boolean(readStored('mainName'));

/** Loader of every signed-in screen: without a logged-in name, clear storage and go to /login. */
export function requireSession(basename?: string) {
  return ({ request }: LoaderFunctionArgs) => {
    const cleaned = adoptHandOver(request, basename);
    if (!isSignedIn()) {
      clearSession();
      throw redirect('/login');
    }
    if (cleaned) throw redirect(cleaned);
    return null;
  };
}

/** Loader of /login: a signed-in operator goes to /welcome. */
export function redirectIfSignedIn(basename?: string) {
  return ({ request }: LoaderFunctionArgs) => {
    adoptHandOver(request, basename);
    if (isSignedIn()) throw redirect('/welcome');
    return null;
  };
}
