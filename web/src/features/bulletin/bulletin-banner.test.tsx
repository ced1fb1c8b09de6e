import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { systemBulletin as contract } from '@gwn/contract/console';
import { mockApi } from '../../../test/mock-api.ts';
import { renderPage } from '../../../test/render.tsx';
import { i18next } from '../../i18n/index.ts';
import { BulletinBanner } from './bulletin-banner.tsx';

await i18next.loadNamespaces(['shell']);

const shown = (over: Partial<contract.PublicBulletinView> = {}): contract.PublicBulletinView => ({
  title: 'Upgrade tonight', value: '<p>The console is <strong>upgraded</strong></p>', timezone: 'Etc/GMT',
  startTime: '2026-11-24 03:00', endTime: '2026-11-24 05:00', startAt: Date.now() - 3_600_000, endAt: Date.now() + 3_600_000,
  updateTime: 1, ...over,
});

let current: contract.PublicBulletinView | null;
beforeEach(() => {
  localStorage.setItem('currentRegion', 'US');
  localStorage.removeItem('dismissedBulletin');
  current = shown();
  mockApi.on(contract.current, () => ({ systemBulletin: current }));
});

describe('bulletin banner', { timeout: 30_000 }, () => {
  it('shows the current region\'s bulletin with its content sanitized', async () => {
    current = shown({ value: '<p>Notice</p><img src=x onerror="window.__xss=1"><a href="javascript:window.__xss=2">x</a>' });
    renderPage(<App><BulletinBanner /></App>);
    const banner = await screen.findByTestId('bulletin-banner');
    expect(banner).toHaveTextContent('Upgrade tonight');
    expect(banner).toHaveTextContent('Notice');
    expect(banner.querySelector('img, [onerror]')).toBeNull();
    expect(banner.querySelector('a')?.getAttribute('href') ?? null).toBeNull();
    expect(mockApi.callsTo(contract.current)[0].region).toBe('US');
  });

  it('stays closed once dismissed, until the bulletin changes', async () => {
    const first = renderPage(<App><BulletinBanner /></App>);
    await userEvent.click(await screen.findByRole('button', { name: 'Close the bulletin' }));
    await waitFor(() => expect(screen.queryByTestId('bulletin-banner')).toBeNull());
    expect(localStorage.getItem('dismissedBulletin')).toBe('US:1');
    first.unmount();

    const again = renderPage(<App><BulletinBanner /></App>);
    await waitFor(() => expect(mockApi.callsTo(contract.current).length).toBeGreaterThan(1));
    expect(screen.queryByTestId('bulletin-banner')).toBeNull();
    again.unmount();

    current = shown({ title: 'Upgrade moved', updateTime: 2 });
    renderPage(<App><BulletinBanner /></App>);
    expect(await screen.findByTestId('bulletin-banner')).toHaveTextContent('Upgrade moved');
  });

  it('shows nothing outside the window', async () => {
    current = null;
    renderPage(<App><BulletinBanner /></App>);
    await waitFor(() => expect(mockApi.callsTo(contract.current)).toHaveLength(1));
    expect(screen.queryByTestId('bulletin-banner')).toBeNull();
  });
});
