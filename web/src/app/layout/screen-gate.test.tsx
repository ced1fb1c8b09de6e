import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { auth, RetCode, type MenuItem } from '@gwn/contract/console';
import { mockApi, refuse } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { MENU_POLL_MS } from '../../api/menus.ts';
import type { AppRoute } from '../routes.tsx';
import { ScreenGate } from './screen-gate.tsx';

const leaf = (menuId: string, route: string): MenuItem => ({ menuId, hidden: false, authority: [], hasChild: '0', route, children: [] });
const WELCOME = leaf('welcome', '/welcome');
const USERS: MenuItem = { ...leaf('userManage', '/users'), hasChild: '1', children: [leaf('users', '/users/list')] };

/** The users screen, counting its renders: a screen outside the menu must never render, not even once. */
const usersScreen = vi.fn(() => <p>the user list</p>);
const UsersScreen = () => usersScreen();

const routes: AppRoute[] = [{
  path: '/',
  element: <ScreenGate><Outlet /></ScreenGate>,
  children: [
    { path: 'welcome', element: <p>welcome page</p>, handle: { crumb: 'menu:welcome', menuId: 'welcome' } },
    { path: 'users', children: [{ path: 'list', element: <UsersScreen />, handle: { crumb: 'menu:users', menuId: 'users' } }] },
    { path: 'elsewhere', element: <p>no menu of its own</p> },
  ],
}];

describe('screen gate (issue 23 item 7, issue 25 hand-off outside the menu)', { timeout: 30_000 }, () => {
  it('shows the no-access page at the address of a screen outside the menu, and never renders the screen', async () => {
    usersScreen.mockClear();
    mockApi.on(auth.menuList, () => ({ menus: [WELCOME] }));
    renderRoutes(routes, '/users/list');
    expect(await screen.findByText('You no longer have access to this')).toBeInTheDocument();
    expect(usersScreen).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Back to Welcome' })).toBeInTheDocument();
  });

  it('renders a granted screen once the menu list is known, and a route without a menu as it is', async () => {
    mockApi.on(auth.menuList, () => ({ menus: [WELCOME, USERS] }));
    const { router } = renderRoutes(routes, '/users/list');
    expect(await screen.findByText('the user list')).toBeInTheDocument();
    await router.navigate('/elsewhere');
    expect(await screen.findByText('no menu of its own')).toBeInTheDocument();
  });

  it('replaces an open screen with the no-access page when the role narrows, without a reload', async () => {
    let menus = [WELCOME, USERS];
    mockApi.on(auth.menuList, () => ({ menus }));
    renderRoutes(routes, '/users/list');
    expect(await screen.findByText('the user list')).toBeInTheDocument();
    menus = [WELCOME];
    const narrowedAt = Date.now();
    await waitFor(() => expect(screen.getByText('You no longer have access to this')).toBeInTheDocument(), { timeout: 5_000 });
    expect(Date.now() - narrowedAt).toBeLessThan(MENU_POLL_MS + 1_000);
    expect(screen.queryByText('the user list')).toBeNull();
  });

  it('says when the menu list could not be loaded, shows no screen, and Try again asks again', async () => {
    usersScreen.mockClear();
    let failing = true;
    mockApi.on(auth.menuList, () => (failing ? refuse(RetCode.Timeout) : { menus: [WELCOME, USERS] }));
    renderRoutes(routes, '/users/list');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('alert')).toHaveTextContent('Your menu could not be loaded, so this screen is not shown yet.');
    expect(usersScreen).not.toHaveBeenCalled();
    failing = false;
    await userEvent.click(retry);
    expect(await screen.findByText('the user list')).toBeInTheDocument();
  });
});
