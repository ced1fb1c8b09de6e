import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { auth, regions, RetCode } from '@gwn/contract/console';
import { renderRoutes } from '../../test/render.tsx';
import { http } from '../api/client.ts';
import type { TransportRequest } from '../api/transport.ts';
import { getRegionOptions, readStored, writeStored } from '../lib/session-storage.ts';
import { redirectIfSignedIn, requireSession } from './guard.ts';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from './providers.tsx';

/** The real guard loaders around stand-in pages. */
const routes: RouteObject[] = [{
  path: '/',
  children: [
    { path: 'login', loader: redirectIfSignedIn(), element: <p>sign-in page</p> },
    { path: 'model/compare', element: <p>public page</p> },
    { path: 'hand-over', element: <p>hand-over choice</p> },
    { path: 'elsewhere', element: <p>the page before</p> },
    {
      loader: requireSession(),
      shouldRevalidate: () => true,
      children: [
        { path: 'welcome', element: <p>welcome page</p> },
        { path: 'dashboard', element: <p>dashboard page</p> },
      ],
    },
  ],
}];

const REGIONS = [
  { regionName: 'US' as const, adminUrl: 'http://us.example' },
  { regionName: 'EU' as const, adminUrl: 'http://eu.example' },
];

/**
 * The account service behind the real API client: /admin/session/login answers for the credentials in
 * `sessions` (credential -> operator and region) and 401 for any other; the region list is public.
 */
let sent: TransportRequest[] = [];
const originalSend = http.send;
function accountService(sessions: Record<string, { name: string; region: 'US' | 'EU' }>) {
  http.send = async (request) => {
    sent.push(request);
    const reply = (status: number, data: unknown) => ({ status, header: () => null, data });
    if (request.url === auth.sessionLogin.path) {
      const session = sessions[String(request.headers.authorization)];
      return session
        ? reply(200, { retCode: 0, msg: 'Success', data: { locale: 'en', name: session.name, region: session.region, mainAccount: 1 } })
        : reply(401, { retCode: RetCode.SessionEnded, msg: 'Your session has ended', data: null });
    }
    if (request.url === regions.regionList.path) return reply(200, { retCode: 0, msg: 'Success', data: { result: REGIONS, defaultUrl: 'http://us.example', defaultRegion: 'US' } });
    return reply(404, { retCode: 404, msg: 'Not found', data: null });
  };
}

/** The routes in a memory router whose history holds `entries`, the last one current. */
function renderHistory(entries: string[]) {
  const router = createMemoryRouter([{ HydrateFallback: () => null, children: routes }], { initialEntries: entries, initialIndex: entries.length - 1 });
  render(<QueryClientProvider client={createQueryClient()}><Suspense fallback="loading"><RouterProvider router={router} /></Suspense></QueryClientProvider>);
  return router;
}

beforeEach(() => {
  sent = [];
  accountService({ 'tok-bob': { name: 'Bob Operator', region: 'EU' }, 'tok-alice-2': { name: 'Alice Operator', region: 'US' } });
});
afterEach(() => {
  http.send = originalSend;
});

describe('route guard', () => {
  it('sends a visitor without a logged-in name to /login and clears storage', async () => {
    writeStored('authorization', 'stale');
    writeStored('enterpriseId', '42');
    const { router } = renderRoutes(routes, '/dashboard');
    expect(await screen.findByText('sign-in page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(readStored('authorization')).toBeNull();
    expect(readStored('enterpriseId')).toBeNull();
  });

  it('keeps the language choice when clearing', async () => {
    writeStored('language', 'zh-CN');
    renderRoutes(routes, '/welcome');
    await screen.findByText('sign-in page');
    expect(readStored('language')).toBe('zh-CN');
  });

  it('sends a signed-in operator from /login to /welcome', async () => {
    writeStored('mainName', 'root');
    const { router } = renderRoutes(routes, '/login');
    expect(await screen.findByText('welcome page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/welcome');
  });

  it('lets /model/compare through without a session', async () => {
    renderRoutes(routes, '/model/compare');
    expect(await screen.findByText('public page')).toBeInTheDocument();
  });

  it('checks again on every navigation', async () => {
    writeStored('mainName', 'root');
    const { router } = renderRoutes(routes, '/welcome');
    await screen.findByText('welcome page');
    writeStored('mainName', null);
    await router.navigate('/dashboard');
    expect(await screen.findByText('sign-in page')).toBeInTheDocument();
  });
});

describe('hand-over ?token=&name= (spec 1 §2)', () => {
  it('in a fresh browser: verifies the credential with the account service, stores who, where and the regions, and replaces the history entry', async () => {
    const router = renderHistory(['/elsewhere', '/dashboard?token=tok-bob&name=Someone&tab=2']);
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
    expect(sent.find((c) => c.url === auth.sessionLogin.path)?.headers.authorization).toBe('tok-bob');
    expect(readStored('authorization')).toBe('tok-bob');
    // The name is the one the service vouches for, not the one in the address.
    expect(readStored('mainName')).toBe('Bob Operator');
    expect(readStored('currentRegion')).toBe('EU');
    expect(readStored('adminUrl')).toBe('http://eu.example');
    expect(getRegionOptions()).toEqual(REGIONS);
    expect(router.state.location.search).toBe('?tab=2');
    expect(router.state.historyAction).toBe('REPLACE');
    // Back goes to the page before the link: no history entry holds the token.
    await router.navigate(-1);
    expect(await screen.findByText('the page before')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('an invalid or expired credential goes to sign-in with a message, storing nothing', async () => {
    const router = renderHistory(['/elsewhere', '/dashboard?token=tok-expired&name=Bob']);
    expect(await screen.findByText('sign-in page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?handOver=invalid');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(readStored('authorization')).toBeNull();
    expect(readStored('mainName')).toBeNull();
  });

  it('with another operator signed in: adopts nothing and asks which to keep', async () => {
    writeStored('authorization', 'tok-alice');
    writeStored('mainName', 'Alice Operator');
    const router = renderHistory(['/welcome', '/dashboard?token=tok-bob&name=Bob']);
    expect(await screen.findByText('hand-over choice')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
    expect(readStored('authorization')).toBe('tok-alice');
    expect(readStored('mainName')).toBe('Alice Operator');
  });

  it('with the same operator signed in: takes the fresher credential without asking', async () => {
    writeStored('authorization', 'tok-alice');
    writeStored('mainName', 'Alice Operator');
    renderHistory(['/dashboard?token=tok-alice-2&name=Alice']);
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
    expect(readStored('authorization')).toBe('tok-alice-2');
  });

  it('an invalid credential while someone is signed in keeps that session (and says so on the hand-over page)', async () => {
    writeStored('authorization', 'tok-alice');
    writeStored('mainName', 'Alice Operator');
    renderHistory(['/dashboard?token=tok-expired']);
    expect(await screen.findByText('hand-over choice')).toBeInTheDocument();
    expect(readStored('authorization')).toBe('tok-alice');
    expect(readStored('mainName')).toBe('Alice Operator');
  });

  it('works on /login too: a valid credential opens the console', async () => {
    renderHistory(['/login?token=tok-bob&name=Bob']);
    expect(await screen.findByText('welcome page')).toBeInTheDocument();
    expect(readStored('mainName')).toBe('Bob Operator');
  });
});
