import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { auth, regions, sso } from '@gwn/contract/console';
import { mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import SignInPage from './sign-in-page.tsx';
import { signInHtml, signInShell } from './sign-in-html.ts';
import { holdEarlySignIn } from './early-sign-in.ts';

beforeEach(() => {
  mockApi.on(sso.publicProviders, () => ({ result: [] }));
});

const renderSignIn = () => renderRoutes([
  { path: '/login', element: <SignInPage /> },
  { path: '/welcome', element: <p>welcome page</p> },
], '/login');

/** An element tree as comparable text: tag, attributes sorted (value and the HTML-first mark aside), children. */
function shape(el: Element): string {
  const attrs = [...el.attributes].filter((a) => a.name !== 'value' && a.name !== 'data-early').map((a) => `${a.name}=${a.value}`).sort();
  const children = [...el.childNodes].map((n) => (n instanceof Element ? shape(n) : n.textContent ?? '')).filter(Boolean);
  return `<${el.tagName.toLowerCase()} ${attrs.join(' ')}>${children.join('')}</${el.tagName.toLowerCase()}>`;
}

/** The page the service sends in the HTML, as a browser would have it before the console's script runs. */
function mountEarlyPage(language: 'en' | 'zh-CN' = 'en'): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = signInHtml(language);
  document.body.append(host);
  return host;
}

/** The services' answers to a sign-in as root without a second factor. */
function answerSignIn(): void {
  mockApi.on(auth.checkMfaInfo, () => ({ googleAuth: 0, clientType: 0, showCode: 0 }));
  mockApi.on(auth.login, () => ({ url: 'http://us.example', region: 'US', accounting: 'root', name: 'root', mainAccount: 1 }));
  mockApi.on(auth.sessionLogin, () => ({ locale: 'en', name: 'Root', region: 'US', mainAccount: 1 }));
  mockApi.on(regions.regionList, () => ({ result: [{ regionName: 'US', adminUrl: 'http://us.example' }], defaultUrl: 'http://us.example', defaultRegion: 'US' }));
}

/** The page, held by the console as main.tsx holds it before its first render. */
function holdEarlyPage(): HTMLElement {
  const host = mountEarlyPage();
  holdEarlySignIn();
  return host;
}

afterEach(() => {
  document.querySelectorAll('.sign-in[data-early]').forEach((el) => el.parentElement?.remove());
});

describe('the sign-in page sent in the HTML (issue #27)', () => {
  it('is the markup the React page renders, so the swap moves nothing', async () => {
    const { container } = renderSignIn();
    await screen.findByRole('button', { name: 'Sign in' });
    const react = container.querySelector('.sign-in');
    const early = mountEarlyPage().querySelector('.sign-in');
    expect(react && early).toBeTruthy();
    expect(shape(early!)).toBe(shape(react!));
    expect(early!.querySelector('form')?.getAttribute('method')).toBe('post');
  });

  it('has the Chinese texts from the console\'s i18n files, and carries the CSS it is given', () => {
    const html = signInHtml('zh-CN');
    for (const text of ['用户名', '密码', '登录', 'GWN Cloud 管理后台', 'English', '简体中文']) expect(html).toContain(text);
    const shell = signInShell('.sign-in{}');
    expect(shell.css).toContain('.sign-in{}');
    expect(shell.texts['zh-CN'].signIn).toBe('登录');
  });

  it('adopts what was typed and where the focus was, and sends nothing without a submit', async () => {
    const host = holdEarlyPage();
    const account = host.querySelector<HTMLInputElement>('input[name="account"]')!;
    const password = host.querySelector<HTMLInputElement>('input[name="password"]')!;
    account.value = 'root';
    password.value = 'Root@2026';
    password.focus();
    renderSignIn();
    host.remove(); // what React's first commit does to the page it replaces
    const adoptedPassword = await screen.findByLabelText('Password');
    expect(screen.getByLabelText('User name')).toHaveValue('root');
    expect(adoptedPassword).toHaveValue('Root@2026');
    await waitFor(() => expect(adoptedPassword).toHaveFocus());
    expect(mockApi.payloadsTo(auth.checkMfaInfo)).toHaveLength(0);
  });

  it('carries out a submit made before the console was ready, once, and signs in', async () => {
    answerSignIn();
    const host = holdEarlyPage();
    host.querySelector<HTMLInputElement>('input[name="account"]')!.value = 'root';
    host.querySelector<HTMLInputElement>('input[name="password"]')!.value = 'Root@2026';
    host.querySelector('form')!.setAttribute('data-submitted', ''); // what sign-in-boot.js does with an early Enter
    renderSignIn();
    host.remove();
    expect(await screen.findByText('welcome page')).toBeInTheDocument();
    expect(mockApi.payloadsTo(auth.checkMfaInfo)).toHaveLength(1);
    expect(mockApi.payloadsTo(auth.checkMfaInfo)[0]?.userName).toBe('root');
    expect(mockApi.payloadsTo(auth.login)).toHaveLength(1);
  });

  it('validates an early submit as usual: an empty password is asked for, nothing is sent', async () => {
    const host = holdEarlyPage();
    host.querySelector<HTMLInputElement>('input[name="account"]')!.value = 'root';
    host.querySelector('form')!.setAttribute('data-submitted', '');
    renderSignIn();
    host.remove();
    expect(await screen.findByText('Password should not be empty')).toBeInTheDocument();
    expect(screen.queryByText('User name should not be empty')).not.toBeInTheDocument();
    expect(mockApi.payloadsTo(auth.checkMfaInfo)).toHaveLength(0);
  });

  it('keeps what reached the HTML form while the console was rendering: the last keys and an Enter', async () => {
    answerSignIn();
    const host = holdEarlyPage();
    host.querySelector<HTMLInputElement>('input[name="account"]')!.value = 'root';
    /** Rendered after the sign-in page: the operator's password and Enter arrive after that page has rendered, before the commit. */
    function LateKeys() {
      host.querySelector<HTMLInputElement>('input[name="password"]')!.value = 'Root@2026';
      host.querySelector('form')!.setAttribute('data-submitted', '');
      return null;
    }
    renderRoutes([
      { path: '/login', element: <><SignInPage /><LateKeys /></> },
      { path: '/welcome', element: <p>welcome page</p> },
    ], '/login');
    host.remove();
    expect(await screen.findByText('welcome page')).toBeInTheDocument();
    expect(mockApi.payloadsTo(auth.login)).toHaveLength(1);
  });
});
