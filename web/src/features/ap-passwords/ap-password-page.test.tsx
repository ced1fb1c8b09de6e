import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { apPasswords, RetCode } from '@gwn/contract';
import { NETWORK_CODE, transportFailure } from '../../api/api-error.ts';
import { inside } from '../../../test/element-near.ts';
import { mockApi, refuse } from '../../../test/mock-api.ts';
import { renderPage } from '../../../test/render.tsx';
import { setMenuButList, writeStored } from '../../lib/session-storage.ts';
import ApPasswordPage from './ap-password-page.tsx';

vi.mock('../../api/client.ts', () => import('../../../test/mock-api.ts').then((m) => m.mockClientModule()));

const row = { id: 1, mac: 'C0:74:AD:00:00:01', ssidPassword: 'pw1', model: 'GWN7660', comment: '', lockType: 0 as const, createTime: 0 };

beforeEach(() => {
  mockApi.on(apPasswords.list, () => ({ total: 1, result: [row] }));
  mockApi.on(apPasswords.modelList, () => ['GWN7660', 'GWN7664']);
  mockApi.on(apPasswords.add, (p) => ({ ...row, mac: p.mac }));
  mockApi.on(apPasswords.importCsv, () => ({ imported: 1, badMacs: ['not-a-mac'] }));
  writeStored('currentRegion', 'US');
  setMenuButList(['devicePasswordManage', 'apPassAdd', 'apPassImport']);
});

describe('AP password list', () => {
  it('refuses a password over 8 characters without calling, then adds to every chosen region', async () => {
    renderPage(<App><ApPasswordPage /></App>);
    await userEvent.click(await screen.findByRole('button', { name: /Add/ }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('MAC'), 'C0:74:AD:00:00:09');
    await userEvent.type(within(dialog).getByLabelText('SSID password'), '123456789');
    expect(within(dialog).getByLabelText('SSID password')).toHaveValue('12345678');
    await userEvent.click(within(dialog).getByLabelText('Model'));
    await userEvent.click(await screen.findByTitle('GWN7664'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await within(dialog).findByText('This field should not be empty')).toBeInTheDocument();
    expect(mockApi.callsTo(apPasswords.add)).toHaveLength(0);
    await userEvent.click(within(dialog).getByLabelText('Regions'));
    await userEvent.click(await screen.findByTitle('All'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(mockApi.callsTo(apPasswords.add).map((c) => c.region).sort()).toEqual(['CN', 'EU', 'US']));
  }, 60_000); // a long form journey in jsdom on a shared 2-core machine

  it('imports a CSV and lists the MACs that were refused', async () => {
    renderPage(<App><ApPasswordPage /></App>);
    await userEvent.click(await screen.findByRole('button', { name: /Import/ }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog');
    const input = dialog.querySelector('input[type=file]') as HTMLInputElement; // the Dragger's hidden file input
    await userEvent.upload(input, new File(['mac,ssidPassword,model,comment,lockType\n'], 'list.csv', { type: 'text/csv' }));
    expect(await screen.findByText('not-a-mac')).toBeInTheDocument();
    expect(screen.getAllByText('Import error: these MACs were not imported').length).toBeGreaterThan(0);
  });

  it('says "Upload failed" when the import file does not get through, and the service\'s words when it refuses the file', async () => {
    mockApi.on(apPasswords.importCsv, () => { throw transportFailure(NETWORK_CODE, 'Network Error'); });
    renderPage(<App><ApPasswordPage /></App>);
    await userEvent.click(await screen.findByRole('button', { name: /Import/ }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog');
    // The Dragger's hidden file input (a new one after each file).
    const input = () => inside(dialog, 'input[type=file]', HTMLInputElement);
    const csv = () => new File(['mac,ssidPassword,model,comment,lockType\n'], 'list.csv', { type: 'text/csv' });
    await userEvent.upload(input(), csv());
    expect(await screen.findByText('Upload failed')).toBeInTheDocument();
    expect(screen.queryByText('Network Error')).toBeNull();
    mockApi.on(apPasswords.importCsv, () => refuse(RetCode.TemplateFormat));
    await userEvent.upload(input(), csv());
    expect(await screen.findByText('Upload template format error')).toBeInTheDocument();
  });
});
