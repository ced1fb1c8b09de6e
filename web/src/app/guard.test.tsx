import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { renderRoutes } from '../../test/render.tsx';
import { readStored, writeStored } from '../lib/session-storage.ts';
import { redirectIfSignedIn, requireSession } from './guard.ts';

/** The real guard loaders around stand-in pages. */
const routes: RouteObject[] = [{
  path: '/',
  children: [
    { path: 'login', loader: redirectIfSignedIn(), element: <p>sign-in page</p> },
    { path: 'model/compare', element: <p>public page</p> },
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

  it('adopts token and name from the query and removes them from the address', async () => {
    const { router } = renderRoutes(routes, '/dashboard?token=abc123&name=alice&tab=2');
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
    expect(readStored('authorization')).toBe('abc123');
    expect(readStored('mainName')).toBe('alice');
    expect(router.state.location.search).toBe('?tab=2');
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
