import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../test/render.tsx';
import { i18next } from '../i18n/index.ts';
import { getRegionOptions, readStored, writeStored } from '../lib/session-storage.ts';
import { askAboutHandOver, forgetHandOver, pendingHandOver } from './hand-over.ts';
import HandOverPage from './hand-over-page.tsx';

await i18next.loadNamespaces(['shell']);

const BOB = {
  token: 'tok-bob', name: 'Bob Operator', region: 'EU' as const, adminUrl: 'http://eu.example',
  regions: [{ regionName: 'US' as const, adminUrl: 'http://us.example' }, { regionName: 'EU' as const, adminUrl: 'http://eu.example' }],
};

function signedInAsAlice() {
  writeStored('authorization', 'tok-alice');
  writeStored('mainName', 'Alice Operator');
  writeStored('currentRegion', 'US');
  writeStored('enterpriseId', '42');
}

const renderAt = () => renderRoutes([
  { path: '/hand-over', element: <HandOverPage /> },
  { path: '/dashboard', element: <p>dashboard page</p> },
  { path: '/welcome', element: <p>welcome page</p> },
], '/hand-over');

beforeEach(forgetHandOver);

describe('hand-over page: another operator is signed in', () => {
  it('keeping the operator signed in adopts nothing of the link and goes on, replacing the entry', async () => {
    signedInAsAlice();
    askAboutHandOver({ kind: 'choose', offered: BOB, to: '/dashboard?tab=2' });
    const { router } = renderAt();
    expect(await screen.findByText('You are signed in as Alice Operator. The link you opened signs in as Bob Operator. Which operator do you want to use?'))
      .toBeInTheDocument();
    await userEvent.click(screen.getByText('Stay signed in as Alice Operator'));
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=2');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(readStored('authorization')).toBe('tok-alice');
    expect(readStored('mainName')).toBe('Alice Operator');
    expect(pendingHandOver()).toBeNull();
  });

  it('switching drops everything of the first operator and signs in as the link\'s', async () => {
    signedInAsAlice();
    askAboutHandOver({ kind: 'choose', offered: BOB, to: '/dashboard' });
    renderAt();
    await userEvent.click(await screen.findByText('Sign in as Bob Operator'));
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
    expect(readStored('authorization')).toBe('tok-bob');
    expect(readStored('mainName')).toBe('Bob Operator');
    expect(readStored('currentRegion')).toBe('EU');
    expect(readStored('adminUrl')).toBe('http://eu.example');
    expect(getRegionOptions()).toEqual(BOB.regions);
    expect(readStored('enterpriseId')).toBeNull();
  });

  it('says when the link\'s sign-in was refused and the current one kept; in Chinese too', async () => {
    signedInAsAlice();
    askAboutHandOver({ kind: 'invalid', to: '/dashboard' });
    await i18next.changeLanguage('zh-CN');
    try {
      renderAt();
      expect(await screen.findByText('该登录已过期或已结束。您仍以 Alice Operator 的身份登录。')).toBeInTheDocument();
      await userEvent.click(screen.getByText(/^继\s?续$/)); // antd spaces a two-character Chinese label
      expect(await screen.findByText('dashboard page')).toBeInTheDocument();
      expect(readStored('authorization')).toBe('tok-alice');
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it('after a reload (nothing pending) offers to go on', async () => {
    signedInAsAlice();
    renderAt();
    await userEvent.click(await screen.findByText('Continue'));
    expect(await screen.findByText('welcome page')).toBeInTheDocument();
  });
});
