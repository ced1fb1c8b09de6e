import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { enterprises, RetCode, transfers } from '@gwn/contract/console';
import { chooseOption } from '../../../test/choose-option.ts';
import { around } from '../../../test/element-near.ts';
import { mockApi, refuse, type Refusal } from '../../../test/mock-api.ts';
import { setMenuButList } from '../../lib/session-storage.ts';
import { job, renderEnterprisePage, row, searchAcme, signedInWithList } from './enterprise-fixtures.tsx';

beforeEach(() => signedInWithList());

/** Another enterprise of the same contact e-mail (enterprises.allList). */
const sibling = { id: 8, enterpriseId: 'ent-8', centerEnterpriseId: 'center-8', enterpriseName: 'Acme Resorts', username: 'Zoë Li', email: 'zoe@acme.test' };
const own = { id: 7, enterpriseId: 'ent-7', centerEnterpriseId: 'center-7', enterpriseName: 'Acme Hotels', username: 'Zoë Li', email: 'zoe@acme.test' };

/** The state of a removal e-mail as the service reports it (enterprises.resetMfaState). */
const mailState = (state: 'sending' | 'sent' | 'failed') => ({
  state, email: 'zoe@acme.test', requestedAt: 1_767_000_000_000, sentAt: state === 'sent' ? 1_767_000_001_000 : null,
  attempts: state === 'sending' ? 0 : 5, error: state === 'failed' ? '550 mailbox zoe@acme.test unavailable' : null,
});

function answerTransfer() {
  mockApi.on(transfers.check, (p) => ({ enterpriseName: p.name, targetRegion: 'EU', networks: 1, devices: 5 }));
  mockApi.on(transfers.confirm, () => job);
}

describe('enterprise actions', () => {
  it('shows two-factor as disabled, enabled (virtual or hardware) or pending activation; remove MFA only when enabled', async () => {
    setMenuButList(['enterprise', 'removeMfa']);
    signedInWithList([
      row,
      { ...row, id: 8, enterpriseName: 'Acme Resorts', googleAuth: 1, clientType: 1 },
      { ...row, id: 9, enterpriseName: 'Acme Lodges', googleAuth: 2 },
    ]);
    renderEnterprisePage();
    await searchAcme();
    // Role queries over a whole antd table are slow in jsdom: each row is found by its name, its button by its text.
    const rowOf = (name: string) => around(screen.getByText(name), 'tr');
    const removeMfaOf = (name: string) => within(rowOf(name)).getByText('Remove MFA').closest('button');
    expect(rowOf('Acme Hotels')).toHaveTextContent('Disabled');
    expect(rowOf('Acme Resorts')).toHaveTextContent('Enabled (hardware)');
    expect(rowOf('Acme Lodges')).toHaveTextContent('Pending activation');
    expect(removeMfaOf('Acme Hotels')).toBeDisabled();
    expect(removeMfaOf('Acme Resorts')).toBeEnabled();
    expect(removeMfaOf('Acme Lodges')).toBeDisabled();
    // Without the codes: no transfer, no export, the outdoor switch cannot be used.
    expect(screen.queryByText('Transfer')).toBeNull();
    expect(screen.queryByText('Export')).toBeNull();
    expect(screen.getByLabelText('Outdoor privilege of Acme Hotels')).toBeDisabled();
  });

  it('flips the outdoor switch at once, and back with the message when the service refuses', async () => {
    setMenuButList(['enterprise', 'enterpriseExternal']);
    let answer: (refusal: Refusal) => void = () => undefined;
    mockApi.on(enterprises.setOutdoor, () => new Promise<Refusal>((resolve) => { answer = resolve; }));
    renderEnterprisePage();
    await searchAcme();
    const outdoor = screen.getByLabelText('Outdoor privilege of Acme Hotels');
    await userEvent.click(outdoor);
    expect(outdoor).toBeChecked(); // before the service answered
    await waitFor(() => expect(mockApi.payloadsTo(enterprises.setOutdoor)).toEqual([{ id: 7, outdoor: 1, name: 'Acme Hotels' }]));
    answer(refuse(RetCode.ServiceError));
    expect(await screen.findByText('Service error')).toBeInTheDocument();
    await waitFor(() => expect(outdoor).not.toBeChecked());
  });

  it('flips a privilege at once and flips it back with the message when the service refuses', async () => {
    setMenuButList(['enterprise', 'enterprisePayment', 'statisticsCache']);
    mockApi.on(enterprises.setPayment, () => refuse(RetCode.ServiceError));
    renderEnterprisePage();
    await searchAcme();
    await userEvent.click(screen.getByText('Privileges'));
    const dialog = await screen.findByRole('dialog');
    const payment = within(dialog).getByRole('switch', { name: 'Payment' });
    await userEvent.click(payment);
    expect(await screen.findByText('Service error')).toBeInTheDocument();
    await waitFor(() => expect(payment).not.toBeChecked());
    expect(mockApi.payloadsTo(enterprises.setPayment)).toEqual([{ enterpriseId: 'ent-7', name: 'Acme Hotels', payment: 1 }]);
    expect(within(dialog).getByRole('switch', { name: 'Top websites' })).toBeDisabled();
  });

  it('asks before turning on the statistics cache, which cannot be turned off, and sends nothing when cancelled', async () => {
    setMenuButList(['enterprise', 'statisticsCache']);
    mockApi.on(enterprises.openCache, () => null);
    renderEnterprisePage();
    await searchAcme();
    await userEvent.click(screen.getByText('Privileges'));
    const dialog = await screen.findByRole('dialog');
    const cache = within(dialog).getByRole('switch', { name: 'Statistics cache (cannot be closed once on)' });
    await userEvent.click(cache);
    const question = await screen.findByText('Turn on the statistics cache of Acme Hotels? It cannot be turned off again.');
    const confirm = question.closest('.ant-modal') as HTMLElement;
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(cache).not.toBeChecked();
    expect(mockApi.callsTo(enterprises.openCache)).toEqual([]);

    await userEvent.click(cache);
    // (The first confirm may still be closing: take the newest.)
    const again = (await screen.findAllByText(/It cannot be turned off again/)).at(-1)!.closest('.ant-modal') as HTMLElement;
    await userEvent.click(within(again).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(mockApi.callsTo(enterprises.openCache)).toHaveLength(1));
    await waitFor(() => expect(cache).toBeChecked());
    expect(cache).toBeDisabled();
  });

  it('transfers the enterprise chosen among the contact\'s (default the row\'s own), with that enterprise\'s fields', async () => {
    setMenuButList(['enterprise', 'enterpriseTrans']);
    mockApi.on(enterprises.allList, () => ({ result: [own, sibling] }));
    answerTransfer();
    renderEnterprisePage();
    await searchAcme();
    await userEvent.click(screen.getByText('Transfer'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('combobox', { name: 'Enterprise to transfer' }).closest('.ant-select')).toHaveTextContent('Acme Hotels (ent-7)');
    expect(mockApi.payloadsTo(enterprises.allList)).toEqual([{ email: 'zoe@acme.test' }]);
    await chooseOption('Enterprise to transfer', 'Acme Resorts (ent-8)');
    expect(dialog).toHaveTextContent('Acme Resorts');
    // No region is preselected: the transfer cannot be checked until one is chosen.
    expect(within(dialog).getByRole('button', { name: 'Check' })).toBeDisabled();
    await chooseOption('Target region', 'EU');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check' }));
    // The check's result, and a question, before anything moves (issue #25).
    expect(await within(dialog).findByTestId('transfer-review')).toHaveTextContent(
      'Move Acme Resorts, with 1 networks and 5 devices, from World to EU?Once the copy in EU is verified, the enterprise is deleted from World. This cannot be undone.');
    expect(mockApi.callsTo(transfers.confirm)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start transfer' }));
    await waitFor(() => expect(mockApi.callsTo(transfers.confirm)).toHaveLength(1));
    const sent = { copyEnterpriseId: 'ent-8', eid: 'center-8', email: 'zoe@acme.test', username: 'Zoë Li', name: 'Acme Resorts', targetRegion: 'EU' };
    expect(mockApi.payloadsTo(transfers.check)).toEqual([sent]);
    expect(mockApi.payloadsTo(transfers.confirm)).toEqual([sent]);
    expect(await screen.findByText('The transfer has started. It takes about 10 minutes; please wait.')).toBeInTheDocument();
  });

  it('still transfers the row\'s own enterprise when the contact\'s list cannot be had', async () => {
    setMenuButList(['enterprise', 'enterpriseTrans']);
    mockApi.on(enterprises.allList, () => refuse(RetCode.ServiceError));
    answerTransfer();
    renderEnterprisePage();
    await searchAcme();
    await userEvent.click(screen.getByText('Transfer'));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/could not be listed \(Service error\)/)).toBeInTheDocument();
    await chooseOption('Target region', 'EU');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Start transfer' }));
    await waitFor(() => expect(mockApi.payloadsTo(transfers.confirm)).toEqual([
      { copyEnterpriseId: 'ent-7', eid: 'center-7', email: 'zoe@acme.test', username: 'Zoë Li', name: 'Acme Hotels', targetRegion: 'EU' },
    ]));
  });

  it('keeps the chosen region across a reload (?region=) and sends every action there; the transfer offers only other regions', async () => {
    setMenuButList(['enterprise', 'enterpriseExport', 'enterpriseExternal', 'enterpriseTrans', 'removeMfa']);
    signedInWithList([{ ...row, googleAuth: 1 }]);
    mockApi.on(enterprises.exportTicket, () => ({ ticket: 'T1' }));
    mockApi.on(enterprises.setOutdoor, () => null);
    mockApi.on(enterprises.resetMfa, () => null);
    mockApi.on(enterprises.resetMfaState, () => mailState('sent'));
    mockApi.on(enterprises.allList, () => ({ result: [own] }));
    answerTransfer();
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    renderEnterprisePage('/enterprise?region=EU');
    await searchAcme();
    expect(screen.getByRole('combobox', { name: 'Region' })).toHaveDisplayValue('EU');

    await userEvent.click(screen.getByLabelText('Outdoor privilege of Acme Hotels'));
    await userEvent.click(screen.getByText('Export'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://eu.test/admin/enterprise/export?ticket=T1'));
    await userEvent.click(screen.getByText('Remove MFA'));
    await userEvent.click(await screen.findByRole('button', { name: 'OK' }));
    expect(await screen.findByText('An e-mail with the removal link was sent to zoe@acme.test')).toBeInTheDocument();

    await userEvent.click(screen.getByText('Transfer'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Transfer enterprise');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Target region' }));
    const targets = await screen.findByRole('listbox');
    const offered = [...(targets.parentElement ?? document.body).querySelectorAll('.ant-select-item-option')].map((o) => o.textContent);
    expect(offered).toEqual(['World', 'CN']);
    await userEvent.click(within(targets.parentElement ?? document.body).getByTitle('World'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Start transfer' }));
    await waitFor(() => expect(mockApi.callsTo(transfers.confirm)).toHaveLength(1));
    expect(mockApi.payloadsTo(transfers.check)[0]).toMatchObject({ targetRegion: 'US' });

    const paths = [enterprises.list, enterprises.setOutdoor, enterprises.exportTicket, enterprises.resetMfa, enterprises.resetMfaState, enterprises.allList,
      transfers.check, transfers.confirm].map((e) => e.path);
    await waitFor(() => expect(mockApi.calls.map((c) => c.path)).toEqual(expect.arrayContaining(paths)));
    for (const call of mockApi.calls) expect(call.url).toBe(`http://eu.test${call.path}`);
  });

  it('says the removal e-mail is on its way, and when the mail server finally refuses it, says so in a notice that stays', async () => {
    setMenuButList(['enterprise', 'removeMfa']);
    signedInWithList([{ ...row, googleAuth: 1 }]);
    mockApi.on(enterprises.resetMfa, () => null);
    let state: 'sending' | 'failed' = 'sending';
    mockApi.on(enterprises.resetMfaState, () => mailState(state));
    renderEnterprisePage();
    await searchAcme();
    await userEvent.click(screen.getByText('Remove MFA'));
    await userEvent.click(await screen.findByRole('button', { name: 'OK' }));
    expect(await screen.findByText('The e-mail with the removal link to zoe@acme.test is on its way')).toBeInTheDocument();
    await waitFor(() => expect(mockApi.payloadsTo(enterprises.resetMfaState)).toContainEqual({ enterpriseId: 'center-7' }));
    expect(screen.queryByText(/could not be sent/)).toBeNull();

    state = 'failed';
    expect(await screen.findByText('The e-mail with the removal link to zoe@acme.test could not be sent', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('550 mailbox zoe@acme.test unavailable')).toBeInTheDocument();
    expect(screen.queryByText(/was sent to/)).toBeNull();
  });

  it('Back or another target after the check asks the service again before any transfer starts', async () => {
    setMenuButList(['enterprise', 'enterpriseTrans']);
    mockApi.on(enterprises.allList, () => ({ result: [own] }));
    answerTransfer();
    renderEnterprisePage();
    await searchAcme();
    await userEvent.click(screen.getByText('Transfer'));
    const dialog = await screen.findByRole('dialog');
    await chooseOption('Target region', 'EU');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check' }));
    expect(await within(dialog).findByTestId('transfer-review')).toBeInTheDocument();
    await chooseOption('Target region', 'CN');
    expect(within(dialog).queryByTestId('transfer-review')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Start transfer' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Back' }));
    expect(within(dialog).getByRole('button', { name: 'Check' })).toBeEnabled();
    expect(mockApi.payloadsTo(transfers.check).map((p) => p.targetRegion)).toEqual(['EU', 'CN']);
    expect(mockApi.callsTo(transfers.confirm)).toHaveLength(0);
  });
});
