import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { regions } from '@gwn/contract/console';
import { mockApi } from '../../../test/mock-api.ts';
import { renderPage } from '../../../test/render.tsx';
import { readStored, writeStored } from '../../lib/session-storage.ts';
import { OVERLAY_AFTER_SWITCH_MS, useRegionSwitch } from './use-region-switch.ts';

/** Shows the overlay state and switches to EU on demand. */
function Probe() {
  const { switching, switchTo } = useRegionSwitch();
  return (
    <>
      <p>{switching ? 'overlay shown' : 'overlay closed'}</p>
      <button type="button" onClick={() => void switchTo({ regionName: 'EU', adminUrl: 'http://eu.example' })}>switch</button>
    </>
  );
}

beforeEach(() => {
  writeStored('currentRegion', 'US');
  writeStored('adminUrl', 'http://us.example');
  mockApi.on(regions.regionCheck, () => ({ regionName: 'EU', mainAccount: 1 }));
  mockApi.on(regions.regionChange, () => ({ regionName: 'EU', adminUrl: 'http://eu.example' }));
});
afterEach(() => { vi.useRealTimers(); });

describe('region switch overlay (spec 1 §9)', () => {
  it('stays 2 s after the switch although the new region\'s data is already in, then closes', async () => {
    renderPage(<Probe />);
    const button = await screen.findByRole('button', { name: 'switch' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => button.click());
    // The check and change calls answer, the (empty) refetch is done: the region is switched ...
    await act(async () => { await vi.advanceTimersByTimeAsync(0); });
    expect(readStored('currentRegion')).toBe('EU');
    // ... and the overlay stays until 2 s have passed.
    await act(async () => { await vi.advanceTimersByTimeAsync(OVERLAY_AFTER_SWITCH_MS - 1); });
    expect(screen.getByText('overlay shown')).toBeInTheDocument();
    await act(async () => { await vi.advanceTimersByTimeAsync(1); });
    expect(screen.getByText('overlay closed')).toBeInTheDocument();
  });
});
