import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { auth, dashboard } from '@gwn/contract/console';
import { renderRoutes } from '../../../test/render.tsx';
import { api, http } from '../../api/client.ts';
import { useMenuList } from '../../api/menus.ts';
import { readStored, writeStored } from '../../lib/session-storage.ts';
import { useApiClientHandlers } from './use-api-client-handlers.ts';

const originalSend = http.send;
afterEach(() => { http.send = originalSend; });

/** The real client against a fake network: the menu list answers, a region call is forbidden (HTTP 403). */
function network(): string[] {
  const asked: string[] = [];
  http.send = async ({ url }) => {
    asked.push(url);
    const forbidden = url.endsWith(dashboard.clientCount.path);
    const body = forbidden ? { retCode: 403, msg: 'Forbidden', data: null } : { retCode: 0, msg: 'Success', data: { menus: [] } };
    return { status: forbidden ? 403 : 200, header: () => null, data: body };
  };
  return asked;
}

function Shell() {
  useApiClientHandlers();
  useMenuList();
  return <button type="button" onClick={() => void api(dashboard.clientCount, {}).catch(() => undefined)}>press a button the role no longer allows</button>;
}

describe('a 403 in the signed-in console (issue 23 item 7)', { timeout: 30_000 }, () => {
  it('says the operator no longer has access, asks for the menus again and keeps the session', async () => {
    writeStored('authorization', 'tok-1');
    writeStored('mainName', 'Operator');
    writeStored('adminUrl', 'http://us.example');
    const asked = network();
    const { router } = renderRoutes([
      { path: '/users/list', element: <App><Shell /></App> },
      { path: '/login', element: <p>sign-in page</p> },
    ], '/users/list');
    await waitFor(() => expect(asked.filter((url) => url === auth.menuList.path)).toHaveLength(1));

    await userEvent.click(await screen.findByRole('button', { name: 'press a button the role no longer allows' }));
    expect(await screen.findByText('You no longer have access to this. Your menu has been updated.')).toBeInTheDocument();
    await waitFor(() => expect(asked.filter((url) => url === auth.menuList.path)).toHaveLength(2));
    expect(router.state.location.pathname).toBe('/users/list');
    expect(readStored('mainName')).toBe('Operator');
    expect(readStored('authorization')).toBe('tok-1');
  });
});
