import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { auditStream } from '@gwn/contract/console';
import { chooseOption } from '../../../test/choose-option.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderPage } from '../../../test/render.tsx';
import { i18next } from '../../i18n/index.ts';
import AuditStreamingPage from './audit-streaming-page.tsx';

await i18next.loadNamespaces('auditStreaming');

const row: auditStream.StreamDestinationRow = {
  id: 1, name: 'Corporate SIEM', kind: 'syslog', target: 'siem.example.com:6514', tls: true,
  filter: { services: [], actions: [], categories: [] }, createTime: '2026-11-26T10:00:00.000Z',
  status: [{ service: 'account', lastDeliveredTime: null, backlog: 42, lastError: 'syslog siem.example.com:6514: connect ECONNREFUSED' }],
};
let added: unknown = null;

beforeEach(() => {
  added = null;
  mockApi.on(auditStream.list, () => ({ result: [row] }));
  mockApi.on(auditStream.sendTest, () => ({ delivered: false, error: 'connect ECONNREFUSED' }));
  mockApi.on(auditStream.add, (p) => { added = p; return { id: 2, secret: 'whsec-shown-once' }; });
});

describe('Audit streaming', { timeout: 120_000 }, () => {
  it('shows each destination\'s backlog and last error, and what a test event did', async () => {
    renderPage(<App><AuditStreamingPage /></App>);
    const status = await screen.findByTestId('status-account');
    expect(status.textContent).toContain('42 entries waiting');
    expect(status.textContent).toContain('ECONNREFUSED');
    await userEvent.click(screen.getByRole('button', { name: /Send test event/ }));
    expect(await screen.findByText(/The test event was not delivered: connect ECONNREFUSED/)).toBeTruthy();
  });

  it('adds a webhook and shows its signing secret once', async () => {
    renderPage(<App><AuditStreamingPage /></App>);
    await screen.findByTestId('status-account');
    await userEvent.click(screen.getByRole('button', { name: /Add destination/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: /Webhook/ }));
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Hook');
    await userEvent.type(await within(dialog).findByLabelText('URL'), 'https://siem.example.com/hook');
    await chooseOption('Categories', 'System settings and tools');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect((await screen.findByTestId('webhook-secret')).textContent).toContain('whsec-shown-once');
    await waitFor(() => expect(added).toMatchObject({
      kind: 'webhook', name: 'Hook', url: 'https://siem.example.com/hook', filter: { services: [], categories: ['system'], actions: [] },
    }));
  });
});
