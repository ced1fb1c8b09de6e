import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { auth, regions, RetCode, sso } from '@gwn/contract/console';
import { mockApi, refuse } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { readStored } from '../../lib/session-storage.ts';
import SignInPage from './sign-in-page.tsx';

// The HTTP layer is replaced: each test says what the service answers per endpoint.
let captchaCount = 0;

beforeEach(() => {
  captchaCount = 0;
  // The page asks which identity providers to offer (single sign-on); none unless a test says so.
  mockApi.on(sso.publicProviders, () => ({ result: [] }));
  mockApi.on(auth.generateCaptcha, () => ({ code: `data:image/svg+xml;base64,${btoa(`<svg>${++captchaCount}</svg>`)}`, codeToken: `tok${captchaCount}` }));
});

const renderSignIn = () => renderRoutes([
  { path: '/login', element: <SignInPage /> },
  { path: '/welcome', element: <p>welcome page</p> },
], '/login');

async function typeCredentials(account = 'root', password = 'Root@2026') {
  await userEvent.type(await screen.findByLabelText('User name'), account);
  await userEvent.type(screen.getByLabelText('Password'), password);
}

describe('sign-in form', () => {
  it('says why after a hand-over link whose sign-in was refused (?handOver=invalid), and nothing otherwise', async () => {
    renderRoutes([{ path: '/login', element: <SignInPage /> }], '/login?handOver=invalid');
    expect(await screen.findByRole('alert')).toHaveTextContent('The sign-in handed over by the link is not valid: it has expired or was ended. Please sign in.');
  });

  it('requires user name and password and sends nothing', async () => {
    renderSignIn();
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('User name should not be empty')).toBeInTheDocument();
    expect(screen.getByText('Password should not be empty')).toBeInTheDocument();
    expect(mockApi.calls.filter((c) => c.path !== sso.publicProviders.path)).toHaveLength(0);
  });

  it('reveals the captcha on a captcha code, requires it, and refreshes it on click', async () => {
    mockApi.on(auth.checkMfaInfo, () => refuse(RetCode.VerificationCodeWrong));
    renderSignIn();
    await typeCredentials();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Verification code error')).toBeInTheDocument();
    const image = await screen.findByRole('img', { name: 'Captcha image' });
    const firstSrc = image.getAttribute('src');
    expect(mockApi.payloadsTo(auth.checkMfaInfo)[0]?.userPwd).toMatch(/^[0-9a-f]{64}$/);

    // Enter in the (empty) validate-code field submits the form.
    await userEvent.type(screen.getByLabelText('Validate code'), '{Enter}');
    expect(await screen.findByText('Validate code should not be empty')).toBeInTheDocument();

    await userEvent.click(image);
    await waitFor(() => expect(screen.getByRole('img', { name: 'Captcha image' }).getAttribute('src')).not.toBe(firstSrc));
  });

  it('reveals the captcha when the service says showCode 1 and shows the attempts left', async () => {
    mockApi.on(auth.checkMfaInfo, () => refuse(RetCode.AccountOrPasswordWrong, { lockStatus: 1, remainCount: 2, showCode: 1 }));
    renderSignIn();
    await typeCredentials();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Account or password error')).toBeInTheDocument();
    expect(screen.getByText('2 attempts left before the account is locked.')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Captcha image' })).toBeInTheDocument();
  });

  it('says for how long a locked account is locked', async () => {
    mockApi.on(auth.checkMfaInfo, () => refuse(RetCode.AccountOrPasswordWrong, { lockStatus: 2, lockTime: 15 }));
    renderSignIn();
    await typeCredentials();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('The account is locked. Try again in 15 minutes.')).toBeInTheDocument();
  });

  it('asks for the six-digit code when two-factor is on, then signs in and goes to /welcome', async () => {
    mockApi.on(auth.checkMfaInfo, () => ({ googleAuth: 1, clientType: 0, showCode: 0 }));
    mockApi.on(auth.login, () => ({ url: 'http://eu.example', region: 'EU', accounting: 'root', name: 'root', mainAccount: 1 }));
    mockApi.on(auth.sessionLogin, () => ({ locale: 'en', name: 'Root Admin', region: 'EU', mainAccount: 1 }));
    mockApi.on(regions.regionList, () => ({
      result: [{ regionName: 'US', adminUrl: 'http://us.example' }, { regionName: 'EU', adminUrl: 'http://eu.example' }],
      defaultUrl: 'http://us.example', defaultRegion: 'US',
    }));
    const { router } = renderSignIn();
    await typeCredentials();
    await userEvent.keyboard('{Enter}');

    const code = await screen.findByLabelText('Six-digit code from your authenticator app');
    await userEvent.type(code, '12{Enter}');
    expect(await screen.findByText('Please enter the six-digit code.')).toBeInTheDocument();
    await userEvent.clear(code);
    await userEvent.type(code, '123456{Enter}');

    expect(await screen.findByText('welcome page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/welcome');
    expect(mockApi.payloadsTo(auth.login)[0]?.code).toBe('123456');
    expect(readStored('mainName')).toBe('Root Admin');
    expect(readStored('adminUrl')).toBe('http://eu.example');
    expect(readStored('currentRegion')).toBe('EU');
    expect(JSON.parse(readStored('regionOptions') ?? '[]')).toHaveLength(2);
  });

  it('keeps the two-factor dialog open after a wrong code (issue #16), then signs in with a recovery code', async () => {
    mockApi.on(auth.checkMfaInfo, () => ({ googleAuth: 1, clientType: 1, showCode: 0 }));
    mockApi.on(auth.login, (payload) => (payload.recoveryCode === 'ABCD-EFGH-JKMN-PQRS'
      ? { url: 'http://us.example', region: 'US', accounting: 'op', name: 'op', mainAccount: 1 }
      : refuse(RetCode.MfaCodeWrong, { lockStatus: 1, remainCount: 4 })));
    mockApi.on(auth.sessionLogin, () => ({ locale: 'en', name: 'Op', region: 'US', mainAccount: 1 }));
    mockApi.on(regions.regionList, () => ({ result: [{ regionName: 'US', adminUrl: 'http://us.example' }], defaultUrl: 'http://us.example', defaultRegion: 'US' }));
    renderSignIn();
    await typeCredentials('op');
    await userEvent.keyboard('{Enter}');
    await userEvent.type(await screen.findByLabelText('Six-digit code from your authenticator app'), '111111{Enter}');
    expect(await screen.findByText('The MFA code is incorrect 4 attempts left before the account is locked.')).toBeInTheDocument();
    expect(screen.getByLabelText('Six-digit code from your authenticator app')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    await userEvent.type(await screen.findByLabelText('Recovery code'), ' ABCD-EFGH-JKMN-PQRS {Enter}');
    expect(await screen.findByText('welcome page')).toBeInTheDocument();
    expect(mockApi.payloadsTo(auth.login).map((p) => p.code ?? p.recoveryCode)).toEqual(['111111', 'ABCD-EFGH-JKMN-PQRS']);
  });

  it('sends checkMFACodeFirst with both sign-in calls (spec 1 §7)', async () => {
    mockApi.on(auth.checkMfaInfo, () => ({ googleAuth: 0, clientType: 0, showCode: 0 }));
    mockApi.on(auth.login, () => refuse(RetCode.LoginFailed));
    renderSignIn();
    await typeCredentials();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(mockApi.payloadsTo(auth.login)).toHaveLength(1));
    expect(mockApi.payloadsTo(auth.checkMfaInfo)[0]?.checkMFACodeFirst).toBe(1);
    expect(mockApi.payloadsTo(auth.login)[0]?.checkMFACodeFirst).toBe(1);
  });

  it('shows the captcha at once after a reload once the service asked for it, and forgets it after signing in', async () => {
    mockApi.on(auth.checkMfaInfo, () => refuse(RetCode.CaptchaRequired, { showCode: 1 }));
    const first = renderSignIn();
    await typeCredentials();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('img', { name: 'Captcha image' })).toBeInTheDocument();
    first.unmount();

    // The reload: a new page, nothing sent yet, the captcha already there to fill in.
    mockApi.on(auth.checkMfaInfo, () => ({ googleAuth: 0, clientType: 0, showCode: 0 }));
    mockApi.on(auth.login, () => ({ url: 'http://us.example', region: 'US', accounting: 'root', name: 'root', mainAccount: 1 }));
    mockApi.on(auth.sessionLogin, () => ({ locale: 'en', name: 'Root', region: 'US', mainAccount: 1 }));
    mockApi.on(regions.regionList, () => ({ result: [{ regionName: 'US', adminUrl: 'http://us.example' }], defaultUrl: 'http://us.example', defaultRegion: 'US' }));
    const sentBefore = mockApi.payloadsTo(auth.checkMfaInfo).length;
    renderSignIn();
    expect(await screen.findByRole('img', { name: 'Captcha image' })).toBeInTheDocument();
    await typeCredentials();
    await userEvent.type(screen.getByLabelText('Validate code'), 'abcd{Enter}');
    expect(await screen.findByText('welcome page')).toBeInTheDocument();
    const sent = mockApi.payloadsTo(auth.checkMfaInfo).slice(sentBefore);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ checkCode: 'abcd', codeToken: expect.stringMatching(/^tok/) });
    expect(readStored('signInCaptcha')).toBeNull();
  });

  it('after a wrong captcha says how many attempts are left and empties the used captcha', async () => {
    mockApi.on(auth.checkMfaInfo, (payload) => (payload.checkCode
      ? refuse(RetCode.CaptchaWrong, { lockStatus: 1, remainCount: 1, showCode: 1 })
      : refuse(RetCode.CaptchaRequired, { showCode: 1 })));
    renderSignIn();
    await typeCredentials();
    await userEvent.keyboard('{Enter}');
    const field = await screen.findByLabelText('Validate code');
    await screen.findByRole('img', { name: 'Captcha image' });
    await userEvent.type(field, 'wxyz{Enter}');
    expect(await screen.findByText('1 attempt left before the account is locked.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Validate code')).toHaveValue(''));
  });

  it('says in the two-factor dialog how many attempts a wrong code left', async () => {
    mockApi.on(auth.checkMfaInfo, () => ({ googleAuth: 1, clientType: 1, showCode: 0 }));
    mockApi.on(auth.login, () => refuse(RetCode.MfaCodeWrong, { lockStatus: 1, remainCount: 3, showCode: 0 }));
    renderSignIn();
    await typeCredentials('op');
    await userEvent.keyboard('{Enter}');
    await userEvent.type(await screen.findByLabelText('Six-digit code from your authenticator app'), '111111{Enter}');
    expect(await screen.findByTestId('mfa-refusal')).toHaveTextContent('The MFA code is incorrect 3 attempts left before the account is locked.');
  });
});
