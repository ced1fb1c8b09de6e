import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { adminUsers, RetCode } from '@gwn/contract';
import { mockApi, refuse } from '../../../test/mock-api.ts';
import { renderPage } from '../../../test/render.tsx';
import { i18next } from '../../i18n/index.ts';
import { hashPassword } from '../../lib/hash-password.ts';
import AdminUserPage from './admin-user-page.tsx';

vi.mock('../../api/client.ts', () => import('../../../test/mock-api.ts').then((m) => m.mockClientModule()));
await i18next.loadNamespaces(['adminUsers', 'sessions']);

const row = (id: number, name: string, extra: Partial<adminUsers.AdminUserRow> = {}): adminUsers.AdminUserRow => ({
  id, name, email: `${name}@example.test`, account: name, roleId: 1, role: 'Ops', creator: 'root', active: 1, googleAuth: 0, clientType: 0,
  lastActiveIp: '', lastActiveTimeStr: '', isCurrent: false, isRoot: false, ...extra,
});
const rows = [row(1, 'root', { isRoot: true, creator: '' }), row(2, 'me', { isCurrent: true, googleAuth: 1 }), row(3, 'alice', { googleAuth: 1 })];

beforeEach(() => {
  mockApi.on(adminUsers.list, () => ({ total: rows.length, result: rows }));
  mockApi.on(adminUsers.remove, async (p) => (p.password === await hashPassword('right-pass1') ? null : refuse(RetCode.WrongPassword)));
});

describe('admin users', { timeout: 60_000 }, () => {
  it('offers no edit, delete or own second-factor removal for root and the current user; dashes for empty values', async () => {
    renderPage(<App><AdminUserPage /></App>);
    await screen.findByText('alice@example.test');
    for (const name of ['root', 'me']) {
      expect(screen.queryByRole('button', { name: `Edit ${name}` })).toBeNull();
      expect(screen.queryByRole('button', { name: `Delete ${name}` })).toBeNull();
    }
    expect(screen.queryByRole('button', { name: 'Remove two-factor of me' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove two-factor of alice' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete alice' })).toBeInTheDocument();
    expect(screen.getAllByText('-').length).toBeGreaterThan(0);
  });

  it("deletes after the operator's own password, hashed; a wrong one shows the refusal and keeps the dialog", async () => {
    renderPage(<App><AdminUserPage /></App>);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete alice' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Your password'), 'wrong-pass1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Incorrect password')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('Your password'));
    await userEvent.type(within(dialog).getByLabelText('Your password'), 'right-pass1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(mockApi.payloadsTo(adminUsers.remove).at(-1)).toMatchObject({ userId: 3, serverId: 'gwn_admin' }));
    expect(mockApi.payloadsTo(adminUsers.remove).at(-1)!.password).toMatch(/^[0-9a-f]{64}$/);
  });
});
