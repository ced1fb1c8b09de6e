import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { firmware, RetCode, type RegionName } from '@gwn/contract/console';
import { mockApi, refuse } from '../../../test/mock-api.ts';
import { chosenRegions } from '../../../test/region-choice.ts';
import { renderPage } from '../../../test/render.tsx';
import { i18next } from '../../i18n/index.ts';
import { setMenuButList } from '../../lib/session-storage.ts';
import FirmwarePage from './firmware-page.tsx';

await i18next.loadNamespaces('firmware');

type Row = firmware.FirmwareRow;
const release: Row = {
  id: 4, firmwareNum: '1.0.7.12', apType: 'GWN7660,GWN7664', md5: 'a'.repeat(32), size: 1024,
  uploadTimeDisplay: '2026-11-20T08:00:00.000Z', updateSuggest: 0, updateBeta: 0,
};
/** Each region's releases: the same firmware number under each region's own id; CN's file differs. */
let held: Record<RegionName, Row[]>;
const at = (region: RegionName | undefined) => held[region ?? 'US'];

beforeEach(() => {
  held = { US: [release], EU: [{ ...release, id: 40 }], CN: [{ ...release, id: 400, md5: 'b'.repeat(32) }] };
  localStorage.setItem('currentRegion', 'US');
  setMenuButList(['firmwareManage', 'firmwareDel']);
  mockApi.on(firmware.list, (_p, { region }) => ({ total: at(region).length, result: at(region) }));
  mockApi.on(firmware.byKeys, (p, { region }) => ({ result: at(region).filter((r) => p.keys.includes(r.firmwareNum)) }));
});

describe('firmware list', { timeout: 60_000 }, () => {
  it('shows the regions holding each firmware number, marking a region whose file differs', async () => {
    renderPage(<App><FirmwarePage /></App>);
    // The first render loads antd's lazy chunks: slow on a shared machine.
    const mark = await screen.findByText('Differs in CN', {}, { timeout: 15_000 });
    expect([...(mark.closest('td')?.querySelectorAll('.tag') ?? [])].map((tag) => tag.textContent)).toEqual(['World', 'EU', 'CN', 'Differs in CN']);
    expect(mockApi.payloadsTo(firmware.byKeys)[0]).toEqual({ keys: ['1.0.7.12'] });
  });

  it('deletes from every region holding it by default, each by its own id, and keeps a region that failed for a retry', async () => {
    let euFails = true;
    mockApi.on(firmware.remove, (p, { region }) => {
      if (region === 'EU' && euFails) return refuse(RetCode.FileNotFound);
      held[region ?? 'US'] = at(region).filter((r) => r.id !== Number(p.id));
      return null;
    });
    renderPage(<App><FirmwarePage /></App>);
    await waitFor(() => expect(screen.getByLabelText('Delete 1.0.7.12')).toBeEnabled(), { timeout: 15_000 });
    await userEvent.click(screen.getByLabelText('Delete 1.0.7.12'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete firmware 1.0.7.12?')).toBeInTheDocument();
    expect(chosenRegions('Delete from')).toEqual(['World', 'EU', 'CN']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(mockApi.callsTo(firmware.remove).map((c) => [c.region, c.payload])).toEqual([
      ['US', { id: 4, name: '1.0.7.12' }], ['EU', { id: 40, name: '1.0.7.12' }], ['CN', { id: 400, name: '1.0.7.12' }],
    ]));
    expect(await within(dialog).findByText('EU: File not found')).toBeInTheDocument();
    expect(chosenRegions('Delete from')).toEqual(['EU']);
    euFails = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(held).toEqual({ US: [], EU: [], CN: [] });
  });
});
