import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { cryptoTool, dataClean, maintenanceNotice, RetCode } from '@gwn/contract/console';
import { mockApi, refuse } from '../../../test/mock-api.ts';
import { renderPage } from '../../../test/render.tsx';
import { i18next } from '../../i18n/index.ts';
import MaintenancePage from './maintenance-page.tsx';

await i18next.loadNamespaces('cryptoTool');

beforeEach(() => {
  localStorage.setItem('currentRegion', 'EU');
  // The page also holds the maintenance notice card, which reads the notice and the timezones.
  mockApi.on(maintenanceNotice.read, () => ({ notice: null }));
  mockApi.on(maintenanceNotice.timezones, () => ({ result: [] }));
  mockApi.on(dataClean.status, () => ({
    state: 'idle', running: false, startedAt: null, finishedAt: null, cutoff: null, retentionSeconds: null, startedBy: '', tables: [], removed: 0, batches: 0, configuredRetentionSeconds: null,
  }));
  mockApi.on(cryptoTool.encryptDecrypt, (p) => (p.type === 1 ? { result: `sealed(${p.content})` }
    : p.content === 'sealed(hello)' ? { result: 'hello' } : refuse(RetCode.DecryptionFailed)));
});

describe('crypto tool', { timeout: 60_000 }, () => {
  it('encrypts, then decrypts the result in the same region and mode', async () => {
    renderPage(<App><MaintenancePage /></App>);
    await userEvent.click(await screen.findByRole('button', { name: /Crypto tool/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Uses the key of EU')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByLabelText('Ignore case'));
    await userEvent.type(within(dialog).getByLabelText('Text to encrypt'), 'hello');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Encrypt' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Result')).toHaveValue('sealed(hello)'));
    expect(mockApi.callsTo(cryptoTool.encryptDecrypt)[0]).toMatchObject({ region: 'EU', payload: { content: 'hello', type: 1, encryptMode: 'ignore_case' } });
    await userEvent.click(within(dialog).getByText('Decrypt'));
    await userEvent.clear(within(dialog).getByLabelText('Text to decrypt'));
    await userEvent.type(within(dialog).getByLabelText('Text to decrypt'), 'sealed(hello)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decrypt' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Result')).toHaveValue('hello'));
    expect(mockApi.payloadsTo(cryptoTool.encryptDecrypt)[1]).toEqual({ content: 'sealed(hello)', type: 2, encryptMode: 'ignore_case' });
  });

  it('clears the result and says "Decryption failed" when a text does not decrypt', async () => {
    renderPage(<App><MaintenancePage /></App>);
    await userEvent.click(await screen.findByRole('button', { name: /Crypto tool/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Text to encrypt'), 'x');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Encrypt' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Result')).toHaveValue('sealed(x)'));
    await userEvent.click(within(dialog).getByText('Decrypt'));
    // Changing the form already clears the previous result; a failed run leaves it empty.
    expect(within(dialog).getByLabelText('Result')).toHaveValue('');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decrypt' }));
    expect(await within(dialog).findByText('Decryption failed')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Result')).toHaveValue('');
  });
});
