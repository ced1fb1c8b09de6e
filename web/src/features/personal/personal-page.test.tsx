import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { adminUsers, personal, RetCode } from '@gwn/contract';
import { mockApi, refuse } from '../../../test/mock-api.ts';
import { renderPage } from '../../../test/render.tsx';
import { i18next } from '../../i18n/index.ts';
import PersonalPage from './personal-page.tsx';

vi.mock('../../api/client.ts', () => import('../../../test/mock-api.ts').then((m) => m.mockClientModule()));
await i18next.loadNamespaces(['personal', 'shell']);

let googleAuth = 0;
const profile = () => ({
  account: { id: 7, account: 'op', name: 'Op Name', email: 'op@example.test', company: '', country: 'FR', timezone: 'Europe/Paris', lang: 'en' as const, googleAuth, clientType: 0 },
  country: { countryDisplay: 'France' }, timezone: { description: '(UTC+01:00) Europe/Paris' },
  roleName: 'Operators', bindingAddress: 'https://admin.example', recoveryCodesLeft: googleAuth ? 10 : 0, securityKeys: 0,
});
const RECOVERY = Array.from({ length: 10 }, (_, i) => `AAAA-BBBB-CCCC-${String(i).padStart(4, '2')}`);

beforeEach(() => {
  googleAuth = 0;
  mockApi.on(personal.show, profile);
  mockApi.on(personal.getGoogleAuth, () => ({ url: 'data:image/png;base64,iVBORw0KGgo=', secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' }));
  mockApi.on(personal.saveMfaInfo, (p) => {
    if (p.code1 === p.code2) return refuse(RetCode.MfaSameCodeTwice);
    googleAuth = 1;
    return { recoveryCodes: RECOVERY };
  });
  mockApi.on(personal.modifyEmail, () => refuse(RetCode.PasswordIncorrect));
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

  it('enrols App two-factor in three steps: a refusal shows in the dialog, then the ten recovery codes', async () => {
    renderPage(<App><PersonalPage /></App>);
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByRole('img', { name: 'QR' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/png/));
    expect(within(dialog).getByTestId('mfa-secret')).toHaveValue('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    expect(within(dialog).getByRole('link', { name: 'Compatible apps' })).toHaveAttribute('href', personal.HELP_LINKS.compatible_app);
    await userEvent.type(within(dialog).getByLabelText('Code 1'), '123456');
    await userEvent.type(within(dialog).getByLabelText('Code 2 (the next code)'), ' 123456 ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await within(dialog).findByText('The same MFA code was entered twice')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('Code 2 (the next code)'));
    await userEvent.type(within(dialog).getByLabelText('Code 2 (the next code)'), '654321');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await within(dialog).findByTestId('recovery-codes')).toHaveTextContent(RECOVERY[9]);
    expect(mockApi.payloadsTo(personal.saveMfaInfo)[1]).toMatchObject({ authAccount: 'op', clientType: 0, code1: '123456', code2: '654321' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Finish' }));
    expect(await screen.findByText('On (App)')).toBeInTheDocument();
  });
});
