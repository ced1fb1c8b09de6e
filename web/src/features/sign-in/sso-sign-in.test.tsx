import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { auth, regions, RetCode, sso } from '@gwn/contract/console';
import { mockApi, refuse } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import SignInPage from './sign-in-page.tsx';
import SsoCallbackPage from './sso-callback-page.tsx';

const callbackAt = (search: string) => renderRoutes([
  { path: '/login/sso', element: <SsoCallbackPage /> },
  { path: '/login', element: <p>sign-in page</p> },
  { path: '/welcome', element: <p>welcome page</p> },
], `/login/sso${search}`);

beforeEach(() => {
  mockApi.on(sso.publicProviders, () => ({ result: [{ id: 4, name: 'Corp IdP' }] }));
});
afterEach(() => { vi.restoreAllMocks(); });

describe('single sign-on in the console', () => {
  it('offers "Sign in with <provider>" and sends the browser to the provider', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    mockApi.on(sso.start, () => ({ authorizationUrl: 'https://idp.example.test/auth?state=s1' }));
    renderRoutes([{ path: '/login', element: <SignInPage /> }], '/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with Corp IdP' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://idp.example.test/auth?state=s1'));
    expect(mockApi.payloadsTo(sso.start)).toEqual([{ providerId: 4, lang: 'en' }]);
  });

  it('hands the provider answer to the service once and enters the console', async () => {
    mockApi.on(sso.callback, () => ({ outcome: 'signedIn', url: 'http://us.test', region: 'US', accounting: 'alice', name: 'Alice', mainAccount: 1 }));
    mockApi.on(auth.sessionLogin, () => ({ locale: 'en', name: 'Alice', region: 'US', mainAccount: 1 }));
    mockApi.on(regions.regionList, () => ({ result: [{ regionName: 'US', adminUrl: 'http://us.test' }], defaultUrl: 'http://us.test', defaultRegion: 'US' }));
    callbackAt('?code=c1&state=s1&iss=https%3A%2F%2Fidp.example.test');
    expect(await screen.findByText('welcome page')).toBeInTheDocument();
    expect(mockApi.payloadsTo(sso.callback)).toEqual([{ query: '?code=c1&state=s1&iss=https%3A%2F%2Fidp.example.test' }]);
  });

  it('says why a user whose groups map to nothing is refused, naming their groups', async () => {
    mockApi.on(sso.callback, () => refuse(RetCode.SsoNoMappedRole, { groups: ['guests', 'contractors'] }));
    callbackAt('?code=c1&state=s1');
    expect(await screen.findByRole('alert')).toHaveTextContent('None of your groups at the identity provider is mapped to a role here');
    expect(screen.getByText('Your groups at the identity provider: guests, contractors')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign-in' })).toBeInTheDocument();
  });

  it('asks our second factor when the service wants it, and stays open after a wrong code', async () => {
    mockApi.on(sso.callback, () => ({ outcome: 'secondFactor', ticket: 't1', clientType: 1 }));
    let tries = 0;
    mockApi.on(sso.secondFactor, () => (++tries === 1 ? refuse(RetCode.MfaCodeWrong)
      : { outcome: 'signedIn', url: 'http://us.test', region: 'US', accounting: 'carol', name: 'Carol', mainAccount: 1 }));
    mockApi.on(auth.sessionLogin, () => ({ locale: 'en', name: 'Carol', region: 'US', mainAccount: 1 }));
    mockApi.on(regions.regionList, () => ({ result: [{ regionName: 'US', adminUrl: 'http://us.test' }], defaultUrl: 'http://us.test', defaultRegion: 'US' }));
    callbackAt('?code=c1&state=s1');
    await userEvent.type(await screen.findByLabelText('Six-digit code from your authenticator app'), '111111{Enter}');
    expect(await screen.findByText('The MFA code is incorrect')).toBeInTheDocument();
    const field = screen.getByLabelText('Six-digit code from your authenticator app');
    await userEvent.clear(field);
    await userEvent.type(field, '222222{Enter}');
    expect(await screen.findByText('welcome page')).toBeInTheDocument();
    expect(mockApi.payloadsTo(sso.secondFactor)).toEqual([{ ticket: 't1', code: '111111' }, { ticket: 't1', code: '222222' }]);
  });

  it('shows a trial sign-in report with what the answer maps to', async () => {
    mockApi.on(sso.callback, () => ({
      outcome: 'tried',
      report: { providerId: 4, subject: 'u-1', account: 'bob', name: 'Bob', email: 'bob@corp.test', groups: ['guests'], roleName: null, regions: [], refusal: RetCode.SsoNoMappedRole },
    }));
    callbackAt('?code=c1&state=s1');
    expect(await screen.findByRole('heading', { name: 'Try sign-in: result' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This user would be refused: None of your groups');
    expect(screen.getByText('guests')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to single sign-on' })).toHaveAttribute('href', '/parameters/sso');
  });
});
