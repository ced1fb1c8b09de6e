import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { adminUsers, RetCode, sso } from '@gwn/contract/console';
import { mockApi, refuse } from '../../../test/mock-api.ts';
import { renderPage } from '../../../test/render.tsx';
import { i18next } from '../../i18n/index.ts';
import SsoPage from './sso-page.tsx';

await i18next.loadNamespaces('sso');

const row: sso.ProviderRow = {
  id: 4, name: 'Corp IdP', issuer: 'https://idp.corp.test', clientId: 'gwn', scopes: 'openid email profile groups', groupsClaim: 'groups',
  roleMappings: [{ group: 'netops', roleId: 7 }], regionMappings: [{ group: 'netops', regions: ['US'] }],
  allowLocalPassword: false, trustProviderMfa: false, enabled: true, secretSet: true, userCount: 2,
};

beforeEach(() => {
  mockApi.on(sso.providerList, () => ({ result: [row], redirectUri: 'https://console.test/login/sso' }));
  mockApi.on(adminUsers.roleOptions, () => ({ result: [{ id: 7, roleName: 'Network ops' }, { id: 8, roleName: 'Helpdesk' }] }));
  mockApi.on(sso.providerEdit, () => null);
});

const labelled = (label: string) => document.querySelector<HTMLElement>(`[aria-label="${label}"]`);

describe('the single sign-on screen', { timeout: 120_000 }, () => {
  it('shows the redirect URI to register, and edits a provider without ever showing or resending its secret', async () => {
    renderPage(<App><SsoPage /></App>);
    expect(await screen.findByText('https://console.test/login/sso')).toBeInTheDocument();
    await waitFor(() => expect(labelled('Edit Corp IdP')).not.toBeNull());
    await userEvent.click(labelled('Edit Corp IdP')!);
    const secret = await screen.findByLabelText('Client secret');
    expect(secret).toHaveValue('');
    await userEvent.clear(screen.getByLabelText('Group of role mapping 1'));
    await userEvent.type(screen.getByLabelText('Group of role mapping 1'), 'network-admins');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mockApi.payloadsTo(sso.providerEdit)).toHaveLength(1));
    const [sent] = mockApi.payloadsTo(sso.providerEdit);
    expect(sent).not.toHaveProperty('clientSecret');
    expect(sent).toMatchObject({ id: 4, roleMappings: [{ group: 'network-admins', roleId: 7 }], regionMappings: [{ group: 'netops', regions: ['US'] }] });
  });

  it("shows the service's refusal of a mapping (the no-escalation rule) and keeps the dialog open", async () => {
    mockApi.on(sso.providerEdit, () => refuse(RetCode.GrantBeyondOwn));
    renderPage(<App><SsoPage /></App>);
    await waitFor(() => expect(labelled('Edit Corp IdP')).not.toBeNull());
    await userEvent.click(labelled('Edit Corp IdP')!);
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('You can only grant permissions you hold yourself')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit identity provider' })).toBeInTheDocument();
  });
});
