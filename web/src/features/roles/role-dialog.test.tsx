import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { roles } from '@gwn/contract/console';
import { mockApi } from '../../../test/mock-api.ts';
import { renderPage } from '../../../test/render.tsx';
import { i18next } from '../../i18n/index.ts';
import { RoleDialog } from './role-dialog.tsx';

await i18next.loadNamespaces(['roles', 'menu']);

const leaf = (menuId: string, authority: string[] = []): roles.RoleMenuNode =>
  ({ menuId, hidden: false, hasChild: '0', inuse: false, authority, authorityInUse: [], grantable: true, authorityGrantable: authority, children: [] });
const tree: roles.RoleMenuNode[] = [
  leaf('welcome'), leaf('dashboard'), leaf('modelManage', ['deviceTypeAdd', 'deviceTypeDelete']),
  { ...leaf('userManage'), hasChild: '1', children: [leaf('users'), leaf('role')] },
];

beforeEach(() => {
  mockApi.on(roles.functionTree, () => ({ roleName: '', description: '', edit: 0, menus: tree }));
  mockApi.on(roles.add, (p) => ({ id: 9, roleName: p.roleName, description: p.description ?? '', edit: 0, userCount: 0, mayEdit: true }));
});

const box = (dialog: HTMLElement, name: string) => within(dialog).getByRole('checkbox', { name });

describe('role dialog: the menu tree rules', { timeout: 60_000 }, () => {
  it('keeps the dashboard checked and disabled', async () => {
    renderPage(<App><RoleDialog open editing={null} onClose={() => undefined} /></App>);
    const dialog = await screen.findByRole('dialog');
    const dashboard = await within(dialog).findByRole('checkbox', { name: 'Dashboard' });
    expect(dashboard).toBeChecked();
    expect(dashboard).toBeDisabled();
  });

  it("refuses a parent without a ticked child ('user checkbox error') and sends nothing; a child makes it valid", async () => {
    renderPage(<App><RoleDialog open editing={null} onClose={() => undefined} /></App>);
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(await within(dialog).findByLabelText('Role name'), 'Ops');
    await userEvent.click(box(dialog, 'User Manage'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/user checkbox error/)).toBeInTheDocument();
    expect(mockApi.payloadsTo(roles.add)).toEqual([]);
    await userEvent.click(box(dialog, 'Users'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mockApi.payloadsTo(roles.add)).toHaveLength(1));
    expect([...mockApi.payloadsTo(roles.add)[0].resourceKeyList].sort()).toEqual(['dashboard', 'userManage', 'users', 'welcome']);
  });

  it("lays a menu's actions out as one group under it, apart from the menus (issue 26)", async () => {
    renderPage(<App><RoleDialog open editing={null} onClose={() => undefined} /></App>);
    const dialog = await screen.findByRole('dialog');
    const actions = await within(dialog).findByRole('group', { name: 'Actions of Model Manage' });
    expect(within(actions).getAllByRole('checkbox').map((c) => c.getAttribute('aria-label'))).toEqual(['Model Manage: Add', 'Model Manage: Delete']);
    // The menu's own checkbox is not among its actions, and the group is indented under it.
    expect(within(actions).queryByRole('checkbox', { name: 'Model Manage' })).toBeNull();
    expect(actions.style.marginLeft).toBe('24px');
    // A menu without actions has no such group.
    expect(within(dialog).queryByRole('group', { name: 'Actions of Dashboard' })).toBeNull();
  });

  it('an action ticks its menu; unticking the menu clears its actions', async () => {
    renderPage(<App><RoleDialog open editing={null} onClose={() => undefined} /></App>);
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByLabelText('Role name');
    await userEvent.click(box(dialog, 'Model Manage: Add'));
    expect(box(dialog, 'Model Manage')).toBeChecked();
    await userEvent.click(box(dialog, 'Model Manage'));
    expect(box(dialog, 'Model Manage: Add')).not.toBeChecked();
  });

  it('disables what the operator does not hold: those menus and actions cannot be ticked, and are not sent', async () => {
    // The service marks what the operator may grant: here it holds Model Manage with Add only, and not Users.
    mockApi.on(roles.functionTree, () => ({ roleName: '', description: '', edit: 0, menus: [
      leaf('welcome'), leaf('dashboard'), { ...leaf('modelManage', ['deviceTypeAdd', 'deviceTypeDelete']), authorityGrantable: ['deviceTypeAdd'] },
      { ...leaf('userManage'), hasChild: '1', children: [{ ...leaf('users'), grantable: false }, leaf('role')] },
    ] }));
    renderPage(<App><RoleDialog open editing={null} onClose={() => undefined} /></App>);
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(await within(dialog).findByLabelText('Role name'), 'Narrow');
    expect(box(dialog, 'Users')).toBeDisabled();
    expect(box(dialog, 'Model Manage: Delete')).toBeDisabled();
    expect(box(dialog, 'Role')).toBeEnabled();
    expect(box(dialog, 'Model Manage: Add')).toBeEnabled();
    // A click on them changes nothing (userEvent refuses to click a disabled box; the DOM event is sent anyway).
    fireEvent.click(box(dialog, 'Users'));
    fireEvent.click(box(dialog, 'Model Manage: Delete'));
    await userEvent.click(box(dialog, 'Model Manage: Add'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mockApi.payloadsTo(roles.add)).toHaveLength(1));
    expect([...mockApi.payloadsTo(roles.add)[0].resourceKeyList].sort()).toEqual(['dashboard', 'deviceTypeAdd', 'modelManage', 'welcome']);
  });
});
