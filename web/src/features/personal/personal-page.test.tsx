import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { adminUsers, personal, RetCode } from '@gwn/contract/console';
import { mockApi, refuse } from '../../../test/mock-api.ts';
import { renderPage } from '../../../test/render.tsx';
import { i18next } from '../../i18n/index.ts';
import PersonalPage from './personal-page.tsx';

vi.mock('../../api/client.ts', () => import('../../../test/mock-api.ts').then((m) => m.mockClientModule()));
// The browser's WebAuthn ceremony: jsdom has no authenticator, so the key "signs" whatever options it is given.
vi.mock('@simplewebauthn/browser', () => ({
  startAuthentication: vi.fn(async ({ optionsJSON }: { optionsJSON: { challenge: string } }) => ({ id: 'key-1', signed: optionsJSON.challenge })),
  startRegistration: vi.fn(async () => ({ id: 'new-key', response: {} })),
}));
await i18next.loadNamespaces(['personal', 'shell']);

let googleAuth = 0;
let clientType = 0;
const profile = () => ({
  account: { id: 7, account: 'op', name: 'Op Name', email: 'op@example.test', company: '', country: 'FR', timezone: 'Europe/Paris', lang: 'en' as const, googleAuth, clientType },
  country: { countryDisplay: 'France' }, timezone: { description: '(UTC+01:00) Europe/Paris' },
  roleName: 'Operators', bindingAddress: 'https://admin.example', recoveryCodesLeft: googleAuth ? 10 : 0, securityKeys: clientType === 2 ? 2 : 0,
});
const PASSWORD = 'Right-pass1';
const SHA256_HEX = /^[0-9a-f]{64}$/;
/** The service's check: the digest of PASSWORD passes, anything else is 1110028. */
const checkPassword = async (digest?: string) => {
  const bytes = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(PASSWORD)));
  return digest === Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
};
/** A button by its text: antd keeps a loading icon in its name while the icon collapses, so role queries by name miss it. */
const button = (root: HTMLElement, text: string) => within(root).getByText(text, { selector: 'button span' }).closest('button')!;
/** The open dialog, checked by its title (antd's test ids make dialog names ambiguous in jsdom). */
async function dialogTitled(title: string) {
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(title)).toBeInTheDocument();
  return dialog;
}
const KEYS = [
  { id: 1, name: 'Desk key', createdAt: '2026-11-01T10:00:00.000Z', lastUsedAt: null },
  { id: 2, name: 'Travel key', createdAt: '2026-11-02T10:00:00.000Z', lastUsedAt: null },
];
const RECOVERY = Array.from({ length: 10 }, (_, i) => `AAAA-BBBB-CCCC-${String(i).padStart(4, '2')}`);

beforeEach(() => {
  googleAuth = 0;
  clientType = 0;
  mockApi.on(personal.show, profile);
  mockApi.on(personal.getGoogleAuth, () => ({ url: 'data:image/png;base64,iVBORw0KGgo=', secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' }));
  mockApi.on(personal.saveMfaInfo, async (p) => {
    if (!(await checkPassword(p.password))) return refuse(RetCode.PasswordIncorrect);
    if (p.code1 === p.code2) return refuse(RetCode.MfaSameCodeTwice);
    googleAuth = 1;
    return { recoveryCodes: RECOVERY };
  });
  mockApi.on(personal.modifyEmail, () => refuse(RetCode.PasswordIncorrect));
  mockApi.on(personal.closeMfa, async (p) => {
    if (!p.webauthn && !(await checkPassword(p.password))) return refuse(RetCode.PasswordIncorrect);
    googleAuth = 0;
    return null;
  });
  mockApi.on(personal.fidoConfirmOptions, () => ({ options: { challenge: 'confirm-challenge', rpId: 'localhost' } }));
  mockApi.on(personal.fidoKeys, () => KEYS);
  mockApi.on(personal.fidoRemoveKey, async (p) => (await checkPassword(p.password) ? null : refuse(RetCode.PasswordIncorrect)));
  mockApi.on(personal.fidoRegisterOptions, () => ({ options: { challenge: 'register-challenge' } }));
  mockApi.on(personal.fidoAddKey, async (p) => (await checkPassword(p.password)
    ? { id: 3, name: p.name || 'Security key 3', createdAt: '2026-11-03T10:00:00.000Z', lastUsedAt: null } : refuse(RetCode.PasswordIncorrect)));
  mockApi.on(personal.countries, () => [{ code: 'FR' }, { code: 'DE' }]);
  mockApi.on(personal.timezones, () => [{ id: 'Etc/GMT', description: '(UTC+00:00) Etc/GMT' }]);
  mockApi.on(adminUsers.mySessions, () => ({ result: [{
    id: 3, ip: '10.0.0.8', browser: 'Chrome 131 on Linux', region: 'US',
    createdAt: '2026-11-24T01:00:00.000Z', lastSeenAt: '2026-11-24T01:05:00.000Z', isCurrent: true,
  }] }));
});

describe('personal settings', { timeout: 60_000 }, () => {
  it('shows the settings with the country named, and refuses an e-mail change with a wrong password (1110028)', async () => {
    renderPage(<App><PersonalPage /></App>);
    expect(await screen.findByText('Op Name')).toBeInTheDocument();
    expect(screen.getByText('France')).toBeInTheDocument();
    expect(screen.getByText('(UTC+01:00) Europe/Paris')).toBeInTheDocument();
    expect(screen.getByText('https://admin.example')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Email' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.clear(within(dialog).getByLabelText('Email'));
    await userEvent.type(within(dialog).getByLabelText('Email'), 'new@example.test');
    await userEvent.type(within(dialog).getByLabelText('Current password'), 'Wrong-pass-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Incorrect password')).toBeInTheDocument();
    expect(mockApi.payloadsTo(personal.modifyEmail)[0]).toMatchObject({ email: 'new@example.test', password: expect.stringMatching(/^[0-9a-f]{64}$/) });
  });

  it('sends serverId to /account/show and names the account and id beside the changed field (spec 3 §7)', async () => {
    mockApi.on(personal.modify, () => null);
    mockApi.on(personal.modifyName, () => null);
    renderPage(<App><PersonalPage /></App>);
    expect(await screen.findByText('Op Name')).toBeInTheDocument();
    expect(mockApi.payloadsTo(personal.show)[0]).toEqual({ serverId: 'gwn' });
    await userEvent.click(screen.getByRole('button', { name: 'Edit Name' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.clear(within(dialog).getByLabelText('Name'));
    await userEvent.type(within(dialog).getByLabelText('Name'), 'New Name');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mockApi.payloadsTo(personal.modifyName)).toEqual([{ account: 'op', id: 7, name: 'New Name' }]));
  });

  it('enrols App two-factor in three steps: a refusal shows in the dialog, then the ten recovery codes', async () => {
    renderPage(<App><PersonalPage /></App>);
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByRole('img', { name: 'QR' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/png/));
    expect(within(dialog).getByTestId('mfa-secret')).toHaveValue('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    expect(within(dialog).getByRole('link', { name: 'Compatible apps' })).toHaveAttribute('href', personal.helpLink('compatible_app', 'en'));
    await userEvent.type(within(dialog).getByLabelText('Code 1'), '123456');
    await userEvent.type(within(dialog).getByLabelText('Code 2 (the next code)'), ' 123456 ');
    // Turning it on (which issues recovery codes) asks for the current password: a wrong one is said in the dialog.
    await userEvent.type(within(dialog).getByLabelText('Current password'), 'Wrong-pass1');
    await userEvent.click(button(dialog, 'OK'));
    expect(await within(dialog).findByText('Incorrect password')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('Current password'));
    await userEvent.type(within(dialog).getByLabelText('Current password'), PASSWORD);
    await userEvent.click(button(dialog, 'OK'));
    expect(await within(dialog).findByText('The same MFA code was entered twice')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('Code 2 (the next code)'));
    await userEvent.type(within(dialog).getByLabelText('Code 2 (the next code)'), '654321');
    await userEvent.click(button(dialog, 'OK'));
    expect(await within(dialog).findByTestId('recovery-codes')).toHaveTextContent(RECOVERY[9]);
    expect(mockApi.payloadsTo(personal.saveMfaInfo)[2]).toMatchObject({ authAccount: 'op', clientType: 0, code1: '123456', code2: '654321', password: expect.stringMatching(SHA256_HEX) });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Finish' }));
    expect(await screen.findByText('On (App)')).toBeInTheDocument();
  });

  it('removing two-factor asks for the current password: a wrong one (1110028) keeps the dialog open with its message; nothing is sent without one', async () => {
    googleAuth = 1;
    renderPage(<App><PersonalPage /></App>);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    const dialog = await dialogTitled('Remove two-factor authentication');
    expect(within(dialog).getByText('Remove two-factor authentication? Your other sessions will be signed out.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Use my security key instead' })).toBeNull(); // an app operator has no key
    await userEvent.click(button(dialog, 'Remove'));
    expect(await within(dialog).findByText('Please enter your current password')).toBeInTheDocument();
    expect(mockApi.payloadsTo(personal.closeMfa)).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText('Current password'), 'Wrong-pass1');
    await userEvent.click(button(dialog, 'Remove'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Incorrect password');
    await userEvent.clear(within(dialog).getByLabelText('Current password'));
    await userEvent.type(within(dialog).getByLabelText('Current password'), PASSWORD);
    await userEvent.click(button(dialog, 'Remove'));
    expect(await screen.findByText('Two-factor authentication removed')).toBeInTheDocument();
    expect(mockApi.payloadsTo(personal.closeMfa)).toEqual([{ password: expect.stringMatching(SHA256_HEX) }, { password: expect.stringMatching(SHA256_HEX) }]);
    expect(await screen.findByText('Off')).toBeInTheDocument();
  });

  it('a security-key operator confirms with the key instead of the password', async () => {
    googleAuth = 1;
    clientType = 2;
    renderPage(<App><PersonalPage /></App>);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    const dialog = await dialogTitled('Remove two-factor authentication');
    await userEvent.click(button(dialog, 'Use my security key instead'));
    expect(await screen.findByText('Two-factor authentication removed')).toBeInTheDocument();
    expect(mockApi.payloadsTo(personal.closeMfa)).toEqual([{ webauthn: { id: 'key-1', signed: 'confirm-challenge' } }]);
  });

  it('adding and removing a security key ask for the current password first', async () => {
    googleAuth = 1;
    clientType = 2;
    renderPage(<App><PersonalPage /></App>);
    await screen.findByText('Travel key');
    await userEvent.type(screen.getByLabelText('Key name'), 'Spare');
    await userEvent.click(button(document.body, 'Add security key'));
    const adding = await dialogTitled('Add a security key');
    await userEvent.type(within(adding).getByLabelText('Current password'), PASSWORD);
    await userEvent.click(button(adding, 'Continue'));
    expect(await screen.findByText('Security key added')).toBeInTheDocument();
    expect(mockApi.payloadsTo(personal.fidoAddKey)).toEqual([{ name: 'Spare', credential: { id: 'new-key', response: {} }, password: expect.stringMatching(SHA256_HEX) }]);

    // By its label: role queries inside antd tables cost seconds each in jsdom.
    await userEvent.click(document.querySelector<HTMLElement>('[aria-label="Remove security key Desk key"]')!);
    const removing = await dialogTitled('Remove security key');
    expect(within(removing).getByText('Remove the security key “Desk key”? It will no longer sign in.')).toBeInTheDocument();
    await userEvent.type(within(removing).getByLabelText('Current password'), 'Wrong-pass1');
    await userEvent.click(button(removing, 'Remove'));
    expect(await within(removing).findByRole('alert')).toHaveTextContent('Incorrect password');
    expect(mockApi.payloadsTo(personal.fidoRemoveKey)).toEqual([{ id: 1, password: expect.stringMatching(SHA256_HEX) }]);
  });
});
