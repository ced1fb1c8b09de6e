import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { adminUsers, RetCode } from '@gwn/contract/console';
import { mockApi, refuse } from '../../../test/mock-api.ts';
import { renderPage } from '../../../test/render.tsx';
import { i18next } from '../../i18n/index.ts';
import AdminUserPage from './admin-user-page.tsx';

await i18next.loadNamespaces(['adminUsers', 'sessions']);

const row = (id: number, name: string, extra: Partial<adminUsers.AdminUserRow> = {}): adminUsers.AdminUserRow => ({
  id, name, email: `${name}@example.test`, account: name, roleId: 2, role: 'Operators', creator: 'root', active: 1,
  googleAuth: 0, clientType: 0, lastActiveIp: '', lastActiveTimeStr: '', isCurrent: false, isRoot: false, mayManage: true, ...extra,
});
// The service says whom the operator may manage (the delegation rule): not themselves, not root, not a super administrator here.
const rows = [
  row(1, 'root', { isRoot: true, googleAuth: 1, creator: '', mayManage: false }),
  row(2, 'me', { isCurrent: true, googleAuth: 1, mayManage: false }),
  row(3, 'alice', { googleAuth: 1, clientType: 1 }),
  row(4, 'bob', { googleAuth: 2 }),
  row(5, 'carol'),
  row(6, 'sam', { role: 'Super administrator', googleAuth: 1, clientType: 2, mayManage: false }),
];
const OWN_PASSWORD = 'Right-pass1';
const SHA256_HEX = /^[0-9a-f]{64}$/;

beforeEach(() => {
  localStorage.setItem('currentRegion', 'US');
  mockApi.on(adminUsers.list, () => ({ total: rows.length, pages: 1, result: rows }));
  mockApi.on(adminUsers.roleOptions, () => ({ result: [{ id: 2, roleName: 'Operators' }] }));
  mockApi.on(adminUsers.add, (p) => ({ ...row(7, p.userName), account: p.account }));
  let mfaAttempts = 0;
  // The first removal is refused as with a wrong own password (10024), the next accepted.
  mockApi.on(adminUsers.closeMfa, () => (mfaAttempts++ === 0 ? refuse(RetCode.WrongPassword) : null));
  let attempts = 0;
  // The first delete is refused as with a wrong own password (10024), the second accepted.
  mockApi.on(adminUsers.remove, () => (attempts++ === 0 ? refuse(RetCode.WrongPassword) : null));
});

/** A row button by its label: role queries inside antd tables cost seconds each in jsdom. */
const labelled = (label: string) => document.querySelector<HTMLElement>(`[aria-label="${label}"]`);
/** A button by its text, inside `root`: cheaper than a role query in jsdom. */
const buttonText = (root: HTMLElement, text: string) => within(root).getByText(text).closest('button')!;
const cellText = (name: string, column: number) =>
  [...document.querySelectorAll('tbody tr:not(.data-table-placeholder)')].find((tr) => tr.querySelector('td')?.textContent === name)?.querySelectorAll('td')[column]?.textContent;

describe('admin users', { timeout: 120_000 }, () => {
  it('offers edit, delete, sessions and remove-2FA only on users the operator may manage (not itself, root or a super administrator)', async () => {
    // Every column shown, the creator too (it waits in the column chooser by default: issue 26).
    localStorage.setItem('hiddenColumns:adminUsers', '[]');
    renderPage(<App><AdminUserPage /></App>);
    await screen.findByText('alice@example.test');
    for (const name of ['root', 'me', 'sam']) {
      expect(labelled(`Edit ${name}`)).toBeNull();
      expect(labelled(`Delete ${name}`)).toBeNull();
      expect(labelled(`Remove two-factor of ${name}`)).toBeNull();
    }
    for (const name of ['alice', 'bob', 'carol']) {
      expect(labelled(`Edit ${name}`)).not.toBeNull();
      expect(labelled(`Delete ${name}`)).not.toBeNull();
      expect(labelled(`Sessions of ${name}`)).not.toBeNull();
    }
    // Its own sessions the operator may see (and end one by one); root's and a super administrator's not.
    expect(labelled('Sessions of me')).not.toBeNull();
    expect(labelled('Sessions of root')).toBeNull();
    expect(labelled('Sessions of sam')).toBeNull();
    expect(labelled('Remove two-factor of alice')).not.toBeNull();
    for (const name of ['bob', 'carol']) expect(labelled(`Remove two-factor of ${name}`)).toBeNull();
    // An abandoned setup (bob, pending) can be cleared; nothing to clear for carol.
    expect(labelled('Clear the pending two-factor setup of bob')).not.toBeNull();
    expect(labelled('Clear the pending two-factor setup of carol')).toBeNull();
    // The two-factor column says pending for an enrolment that has started.
    expect(cellText('bob', 4)).toBe('Pending (App)');
    expect(cellText('carol', 4)).toBe('Disabled');
    // An empty creator shows a dash.
    expect(cellText('root', 5)).toBe('-');

  });

  it('names the type of each enabled or pending second factor: App, TOTP or security key (spec 3 §4, issue 26)', async () => {
    renderPage(<App><AdminUserPage /></App>);
    await screen.findByText('alice@example.test');
    expect(cellText('alice', 4)).toBe('Enabled (TOTP)');
    expect(cellText('bob', 4)).toBe('Pending (App)');
    expect(cellText('sam', 4)).toBe('Enabled (Security key)');
    expect(cellText('carol', 4)).toBe('Disabled');
  });

  it("asks for the operator's own password to remove another user's second factor, as for delete; a wrong one (10024) keeps the dialog open", async () => {
    renderPage(<App><AdminUserPage /></App>);
    await screen.findByText('alice@example.test');
    await userEvent.click(labelled('Remove two-factor of alice')!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Remove two-factor authentication of alice')).toBeInTheDocument();
    expect(within(dialog).getByText('Remove the two-factor authentication of alice?')).toBeInTheDocument();
    await userEvent.click(buttonText(dialog, 'OK'));
    expect(await within(dialog).findByText('This field should not be empty')).toBeInTheDocument();
    expect(mockApi.payloadsTo(adminUsers.closeMfa)).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('Your password'), 'wrong-pass1');
    await userEvent.click(buttonText(dialog, 'OK'));
    expect(await screen.findByText('Incorrect password')).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('Your password'));
    await userEvent.type(within(dialog).getByLabelText('Your password'), OWN_PASSWORD);
    await userEvent.click(buttonText(dialog, 'OK'));
    expect(await screen.findByText('Two-factor authentication removed')).toBeInTheDocument();
    const [wrong, right] = mockApi.payloadsTo(adminUsers.closeMfa);
    expect(right).toEqual({ id: 3, password: expect.stringMatching(SHA256_HEX) });
    expect(right.password).not.toBe(wrong.password);
  });

  it('checks the password rules and the confirmation before adding, and sends the passwords hashed', async () => {
    renderPage(<App><AdminUserPage /></App>);
    await screen.findByText('alice@example.test');
    await userEvent.click(buttonText(document.body, 'Add'));
    const dialog = await screen.findByRole('dialog');
    const field = (label: string) => within(dialog).getByLabelText(label);
    await userEvent.type(field('Name'), 'dave');
    await userEvent.type(field('Email'), 'dave@example.test');
    await userEvent.type(field('Account'), 'dave');
    await userEvent.type(field('Password'), 'short1');
    await userEvent.click(buttonText(dialog, 'Save'));
    expect(await within(dialog).findByText('The password must be 8 to 32 characters')).toBeInTheDocument();
    // Each field's rule answers on its own: wait for both, not only the first to show.
    await waitFor(() => expect(within(dialog).getAllByText('This field should not be empty').length).toBeGreaterThanOrEqual(2)); // confirm and role

    await userEvent.clear(field('Password'));
    await userEvent.type(field('Password'), 'lettersonly');
    expect(await within(dialog).findByText('Please enter a valid password')).toBeInTheDocument();

    await userEvent.clear(field('Password'));
    await userEvent.type(field('Password'), 'Letters-and-1');
    await userEvent.type(field('Confirm password'), 'Letters-and-2');
    expect(await within(dialog).findByText('The two passwords you typed do not match')).toBeInTheDocument();
    await userEvent.clear(field('Confirm password'));
    await userEvent.type(field('Confirm password'), 'Letters-and-1');
    await userEvent.click(field('Role'));
    await userEvent.click((await screen.findAllByText('Operators')).at(-1)!);
    await userEvent.click(buttonText(dialog, 'Save'));
    await waitFor(() => expect(mockApi.payloadsTo(adminUsers.add)).toHaveLength(1));
    const sent = mockApi.payloadsTo(adminUsers.add)[0];
    expect(sent).toMatchObject({ userName: 'dave', account: 'dave', userEmail: 'dave@example.test', roleId: 2, serverId: 'gwn_admin' });
    expect(sent.password).toMatch(SHA256_HEX);
    expect(sent.confirmPassword).toBe(sent.password);
  });

  it('asks for the operator\'s own password to delete; a wrong one (10024) keeps the dialog open with its message', async () => {
    renderPage(<App><AdminUserPage /></App>);
    await screen.findByText('alice@example.test');
    await userEvent.click(labelled('Delete carol')!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete user carol')).toBeInTheDocument();
    await userEvent.click(buttonText(dialog, 'OK'));
    expect(await within(dialog).findByText('This field should not be empty')).toBeInTheDocument();
    expect(mockApi.payloadsTo(adminUsers.remove)).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('Your password'), 'wrong-pass1');
    await userEvent.click(buttonText(dialog, 'OK'));
    expect(await screen.findByText('Incorrect password')).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();

    await userEvent.clear(within(dialog).getByLabelText('Your password'));
    await userEvent.type(within(dialog).getByLabelText('Your password'), OWN_PASSWORD);
    await userEvent.click(buttonText(dialog, 'OK'));
    await waitFor(() => expect(mockApi.payloadsTo(adminUsers.remove)).toHaveLength(2));
    const [wrong, right] = mockApi.payloadsTo(adminUsers.remove);
    expect(right).toMatchObject({ userId: 5, userEmail: 'carol@example.test', serverId: 'gwn_admin' });
    expect(right.password).toMatch(SHA256_HEX);
    expect(right.password).not.toBe(wrong.password);
    expect(await screen.findByText('Delete success')).toBeInTheDocument();
  });
});
